import { describe, expect, it } from 'vitest';
import {
  COACHING_CALL_MESSAGES as M,
  type ActionStep,
  type CoachingCall,
  type CoachingCallPage,
} from '../../../schema/contract/coaching-calls.ts';
import type { CoachingSubscription } from '../../../schema/contract/coaching.ts';
import { stranger } from '../../test/coaching.ts';
import { ACTION_PLAN, callAction, connectedPair, startIn } from '../../test/coaching-calls.ts';
import { api } from '../../test/http.ts';
import { expectRefusal } from '../../test/request.ts';

const callsUsed = async (cookie: string) =>
  (await (await api('/api/coaching/subscription', { cookie })).json<CoachingSubscription>()).callsUsed;
const read = async (cookie: string, id: number) =>
  (await api(`/api/coaching/calls/${id}`, { cookie })).json<CoachingCall>();

/** Moves a call (its start and end) to start `hours` from now, as the clock would. */

/** A pair with one booked call starting `hours` from now. */
async function bookedCall(hours: number) {
  const p = await connectedPair();
  const [slot] = await p.slots();
  const call = await p.bookAt(slot!);
  await startIn(call, hours);
  return { ...p, call };
}

describe('POST /api/coaching/calls/{id}/cancel', () => {
  it('gives the call back to a subscriber who cancels 24 hours or more before, and tells the coach', async () => {
    const { sub, coach, call } = await bookedCall(30);
    expect(await read(sub.cookie, call.id)).toMatchObject({ canCancel: true, cancelForfeits: false });
    const res = await callAction(sub.cookie, call.id, 'cancel');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'subscriber', cancelledLate: false });
    expect(await callsUsed(sub.cookie)).toBe(0);
    expect(JSON.stringify(await (await api('/api/notifications', { cookie: coach.cookie })).json())).toContain(
      'Lerato Dlamini cancelled the coaching call',
    );
    await expectRefusal(await callAction(sub.cookie, call.id, 'cancel'), 409, M.notBooked);
  });

  it('forfeits a call the subscriber cancels later, and refuses once it has started', async () => {
    const late = await bookedCall(5);
    expect(await read(late.sub.cookie, late.call.id)).toMatchObject({ cancelForfeits: true, canReschedule: false });
    expect(await (await callAction(late.sub.cookie, late.call.id, 'cancel')).json()).toMatchObject({
      status: 'cancelled',
      cancelledLate: true,
      counts: true,
    });
    expect(await callsUsed(late.sub.cookie)).toBe(1);

    const started = await bookedCall(-0.5);
    await expectRefusal(await callAction(started.sub.cookie, started.call.id, 'cancel'), 409, M.alreadyStarted);
  });

  it('lets the coach cancel any time, gives the call back and tells the subscriber; nobody else may', async () => {
    const { sub, coach, call } = await bookedCall(2);
    await expectRefusal(await callAction(await stranger(), call.id, 'cancel'), 404, M.callNotFound);
    expect((await callAction(undefined, call.id, 'cancel')).status).toBe(401);
    expect(await (await callAction(coach.cookie, call.id, 'cancel')).json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'coach',
      counts: false,
    });
    expect(await callsUsed(sub.cookie)).toBe(0);
    expect(JSON.stringify(await (await api('/api/notifications', { cookie: sub.cookie })).json())).toContain(
      'The call is given back to you',
    );
  });
});

describe('POST /api/coaching/calls/{id}/reschedule', () => {
  it('moves a call to another open slot up to 24 hours before; not later, not by the coach', async () => {
    const p = await connectedPair();
    const slots = await p.slots();
    const call = await p.bookAt(slots[60]!);
    const moved = await callAction(p.sub.cookie, call.id, 'reschedule', { startsAt: slots[70]! });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ startsAt: slots[70], status: 'booked' });
    expect(await p.slots()).toContain(slots[60]);
    expect(JSON.stringify(await (await api('/api/notifications', { cookie: p.coach.cookie })).json())).toContain(
      'Lerato Dlamini moved your coaching call',
    );
    expect(await callsUsed(p.sub.cookie)).toBe(1);

    await expectRefusal(
      await callAction(p.coach.cookie, call.id, 'reschedule', { startsAt: slots[80]! }),
      403,
      M.onlySubscriberReschedules,
    );
    await expectRefusal(
      await callAction(p.sub.cookie, call.id, 'reschedule', { startsAt: '2020-01-01T10:00:00+02:00' }),
      409,
      M.notASlot,
    );
    const other = await p.bookAt(slots[90]!);
    await expectRefusal(
      await callAction(p.sub.cookie, call.id, 'reschedule', { startsAt: other.startsAt }),
      409,
      M.notASlot,
    );
    await startIn(call, 10);
    await expectRefusal(
      await callAction(p.sub.cookie, call.id, 'reschedule', { startsAt: slots[100]! }),
      409,
      M.tooLateToReschedule,
    );
  });
});

describe('POST /api/coaching/calls/{id}/complete', () => {
  it('lets the coach mark a started call completed with its action plan; the subscriber reads it and ticks steps', async () => {
    const { sub, coach, call } = await bookedCall(1);
    await expectRefusal(await callAction(coach.cookie, call.id, 'complete', ACTION_PLAN), 409, M.notStarted);
    await startIn(call, -1);
    await expectRefusal(await callAction(sub.cookie, call.id, 'complete', ACTION_PLAN), 403, M.onlyCoachCompletes);
    await expectRefusal(
      await callAction(coach.cookie, call.id, 'complete', {
        outcome: 'completed',
        actionPlan: { summary: '', steps: [] },
      }),
      400,
      M.actionPlanRequired,
    );

    const done = await callAction(coach.cookie, call.id, 'complete', ACTION_PLAN);
    expect(done.status).toBe(200);
    const completed = await read(sub.cookie, call.id);
    expect(completed).toMatchObject({ status: 'completed', counts: true, meetingLink: null });
    expect(completed.actionPlan).toMatchObject({
      summary: ACTION_PLAN.outcome === 'completed' ? ACTION_PLAN.actionPlan.summary : '',
      links: ['https://www.sars.gov.za/'],
      steps: [
        { text: 'Book a stall at the Saturday market', dueDate: '2026-12-12', done: false },
        { text: 'Print a price list', dueDate: null, done: false },
      ],
    });
    expect(JSON.stringify(await (await api('/api/notifications', { cookie: sub.cookie })).json())).toContain(
      'wrote your action plan',
    );

    const step = completed.actionPlan!.steps[0]!;
    const tick = (cookie: string | undefined, done: boolean) =>
      api(`/api/coaching/action-steps/${step.id}`, { method: 'POST', cookie, body: { done } });
    expect(await (await tick(sub.cookie, true)).json<ActionStep>()).toMatchObject({ id: step.id, done: true });
    expect((await read(sub.cookie, call.id)).actionPlan!.steps[0]!.done).toBe(true);
    expect(await (await tick(sub.cookie, false)).json<ActionStep>()).toMatchObject({ done: false });
    await expectRefusal(await tick(coach.cookie, true), 404, M.stepNotFound);
    await expectRefusal(await tick(await stranger(), true), 404, M.stepNotFound);
  });

  it('takes exactly one outcome when the coach sends two at once', async () => {
    const { sub, coach, call } = await bookedCall(-1);
    const answers = await Promise.all([
      callAction(coach.cookie, call.id, 'complete', ACTION_PLAN),
      callAction(coach.cookie, call.id, 'complete', { outcome: 'no_show', noShowBy: 'subscriber' }),
      callAction(coach.cookie, call.id, 'complete', ACTION_PLAN),
      callAction(sub.cookie, call.id, 'cancel'),
    ]);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const final = await read(sub.cookie, call.id);
    expect(['completed', 'no_show']).toContain(final.status);
    if (final.status === 'completed') expect(final.actionPlan!.steps).toHaveLength(2);
    else expect(final.actionPlan).toBeNull();
    const notices = JSON.stringify(await (await api('/api/notifications', { cookie: sub.cookie })).json());
    expect(notices.split('coaching call of').length - 1).toBe(1);
  });

  it('counts a subscriber’s no-show, and gives back a call the coach missed', async () => {
    const theirs = await bookedCall(-1);
    expect(
      await (
        await callAction(theirs.coach.cookie, theirs.call.id, 'complete', {
          outcome: 'no_show',
          noShowBy: 'subscriber',
        })
      ).json(),
    ).toMatchObject({ status: 'no_show', noShowBy: 'subscriber', counts: true });
    expect(await callsUsed(theirs.sub.cookie)).toBe(1);

    const mine = await bookedCall(-1);
    await callAction(mine.coach.cookie, mine.call.id, 'complete', { outcome: 'no_show', noShowBy: 'coach' });
    expect(await callsUsed(mine.sub.cookie)).toBe(0);
  });
});

describe('the call’s meeting link, calendar file and list', () => {
  it('shows the link to the two people from 15 minutes before: the coach’s own, else the call’s own room', async () => {
    const { sub, coach, call } = await bookedCall(1);
    expect((await read(sub.cookie, call.id)).meetingLink).toBeNull();
    await startIn(call, 0.2);
    const soon = await read(sub.cookie, call.id);
    expect(soon.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/sebenza-[0-9a-f-]{36}$/);
    expect((await read(coach.cookie, call.id)).meetingLink).toBe(soon.meetingLink);
    await api('/api/coaching/availability', {
      method: 'PUT',
      cookie: coach.cookie,
      body: {
        noticeHours: 12,
        bufferMinutes: 15,
        horizonDays: 30,
        weeklyHours: {},
        meetingLink: 'https://zoom.us/j/1',
      },
    });
    expect((await read(sub.cookie, call.id)).meetingLink).toBe('https://zoom.us/j/1');
  });

  it('answers a calendar file to its two people only', async () => {
    const { sub, coach, call } = await bookedCall(30);
    const ics = await api(`/api/coaching/calls/${call.id}/ics`, { cookie: sub.cookie });
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const text = await ics.text();
    expect(text).toContain('SUMMARY:Coaching call with Sipho Dube');
    expect(text).toContain(`UID:coaching-call-${call.id}@`);
    expect((await api(`/api/coaching/calls/${call.id}/ics`, { cookie: coach.cookie })).status).toBe(200);
    expect((await api(`/api/coaching/calls/${call.id}/ics`, { cookie: await stranger() })).status).toBe(404);
  });

  it('lists the caller’s calls on both sides, booked first, in keyset pages', async () => {
    const p = await connectedPair();
    const slots = await p.slots();
    const first = await p.bookAt(slots[10]!);
    const second = await p.bookAt(slots[5]!);
    await startIn(first, -30);
    await callAction(p.coach.cookie, first.id, 'complete', ACTION_PLAN);

    const page1 = await (await api('/api/coaching/calls?limit=1', { cookie: p.sub.cookie })).json<CoachingCallPage>();
    expect(page1.items.map((c) => c.id)).toEqual([second.id]);
    const page2 = await (
      await api(`/api/coaching/calls?limit=1&cursor=${page1.nextCursor}`, { cookie: p.sub.cookie })
    ).json<CoachingCallPage>();
    expect(page2.items.map((c) => c.id)).toEqual([first.id]);
    expect(page2.items[0]!.actionPlan?.steps).toHaveLength(2);
    expect(page2.nextCursor).toBeNull();

    const coachList = await (await api('/api/coaching/calls', { cookie: p.coach.cookie })).json<CoachingCallPage>();
    expect(coachList.items.map((c) => [c.id, c.myRole])).toEqual([
      [second.id, 'coach'],
      [first.id, 'coach'],
    ]);
    expect((await api('/api/coaching/calls?cursor=nonsense', { cookie: p.sub.cookie })).status).toBe(400);
    expect(
      (await (await api('/api/coaching/calls', { cookie: await stranger() })).json<CoachingCallPage>()).items,
    ).toEqual([]);
  });
});
