import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocalDeliveries } from '../../schema/contract/notification-preferences.ts';
import { formatSastDateTime } from '../../schema/contract/share.ts';
import { sessionParticipants } from '../../schema/db/index.ts';
import { leaveSession } from '../sessions/leave-session.ts';
import { emailsTo } from '../test/outbox.ts';
import { addParticipants, createGroupSession, createMentor, createUser, db, signIn } from '../test/factories.ts';
import { api, postForm } from '../test/http.ts';
import { messagingStandIn } from '../test/messaging-stand-in.ts';
import { cantMakeItToken } from '../outbox/cant-make-it-link.ts';
import { writeSessionReminders } from './reminders.ts';
import { ORIGIN, MINUTE, HOUR, config, runSender, memberOnWhatsApp, rowsOf, inAppOf } from '../test/outbox-notices.ts';
import { NOTIFICATION_CRON } from '../scheduled.ts';
import { runCron } from '../test/cron.ts';

afterEach(() => vi.restoreAllMocks());

describe('session reminders', () => {
  it('are written once per member and channel in the 24 h and 1 h windows, never to who left or a cancelled session', async () => {
    const stand = messagingStandIn();
    const { mentor } = await createMentor();
    const now = new Date();
    const at = (ms: number) => new Date(now.getTime() + ms);
    const session = await createGroupSession(mentor.id, {
      title: 'Pricing your crafts',
      scheduledAt: at(23 * HOUR).toISOString(),
      meetingLink: 'https://meet.example/crafts-abc',
    });
    const cancelled = await createGroupSession(mentor.id, {
      scheduledAt: at(23 * HOUR).toISOString(),
      status: 'cancelled',
    });
    const later = await createGroupSession(mentor.id, { scheduledAt: at(30 * HOUR).toISOString() });
    const stays = await memberOnWhatsApp();
    const leaves = await createUser();
    await addParticipants(session.id, [stays.id, leaves.id]);
    await addParticipants(cancelled.id, [stays.id]);
    await addParticipants(later.id, [stays.id]);
    await leaveSession(db, { userId: leaves.id, id: session.id, now });

    await writeSessionReminders(db, now);
    await writeSessionReminders(db, at(MINUTE));
    const remindersOf = async (userId: string) =>
      (await rowsOf([userId])).filter((r) => r.kind.startsWith('session-reminder')).map((r) => [r.kind, r.channel]);
    expect(await remindersOf(stays.id)).toEqual([
      ['session-reminder-24h', 'in_app'],
      ['session-reminder-24h', 'email'],
      ['session-reminder-24h', 'whatsapp'],
    ]);
    expect(await remindersOf(leaves.id)).toEqual([]);
    expect(
      (await rowsOf([stays.id])).every((r) => r.sessionId === session.id && !r.text.includes('meet.example')),
    ).toBe(true);

    // Delivered: the time in South African time, and for the participant the meeting, calendar and "can't make it".
    await runSender(now);
    const when = formatSastDateTime(session.scheduledAt);
    expect((await inAppOf(stays.id)).map((n) => [n.text, n.link])).toEqual([
      [`Reminder: "Pricing your crafts" starts ${when}.`, `/group-sessions?session=${session.id}`],
    ]);
    const email = stand.emails.find((e) => e.body.to[0] === stays.email)!;
    expect(email.body.subject).toBe(`Reminder: Pricing your crafts, ${when}`);
    expect(email.body.text).toContain('Join the session: https://meet.example/crafts-abc');
    expect(email.body.text).toContain(`Add to your calendar: ${ORIGIN}/api/group-sessions/${session.id}/calendar.ics`);
    const cantMakeIt = new RegExp(
      `Can't make it\\? Give your seat to someone waiting: ${ORIGIN}(/api/cant-make-it/\\S+)`,
    );
    const leavePath = cantMakeIt.exec(email.body.text)?.[1];
    expect(leavePath).toBeDefined();
    expect(email.body.text).toContain(`To turn them off: ${ORIGIN}/notification-settings`);
    const whatsapp = stand.whatsapp.find((m) => `+${m.to}` === stays.phone)!;
    const whatsappLinks = whatsapp.template.components[0]!.parameters[1]!.text;
    expect(whatsappLinks).toContain('Join the session: https://meet.example/crafts-abc');
    expect(whatsappLinks).toContain(`${ORIGIN}${leavePath}`);

    // An hour before: the 1 h reminder, once.
    await writeSessionReminders(db, at(22 * HOUR + 30 * MINUTE));
    await writeSessionReminders(db, at(22 * HOUR + 31 * MINUTE));
    expect((await remindersOf(stays.id)).filter(([kind]) => kind === 'session-reminder-1h')).toHaveLength(3);

    // The member taps "can't make it": the page only asks; its button gives the seat up.
    const page = await api(leavePath!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Give up my seat');
    const seat = () =>
      db
        .select()
        .from(sessionParticipants)
        .where(and(eq(sessionParticipants.sessionId, session.id), eq(sessionParticipants.userId, stays.id)));
    expect(await seat()).toHaveLength(1);
    const done = await postForm(leavePath!, { confirm: 'free-my-seat' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your seat is free');
    expect(await seat()).toEqual([]);

    // The 1 h reminder written before they left is not sent: it carries the meeting link.
    const aboutIt = () => stand.emails.filter((e) => e.body.subject.includes('Pricing your crafts'));
    expect(aboutIt()).toHaveLength(1);
    await runSender(at(22 * HOUR + 31 * MINUTE));
    const hourRows = (await rowsOf([stays.id])).filter((r) => r.kind === 'session-reminder-1h');
    expect(hourRows.map((r) => [r.status, r.lastError])).toEqual(
      Array.from({ length: 3 }, () => ['skipped', 'The member no longer holds a seat.']),
    );
    expect(aboutIt()).toHaveLength(1);
    // The later session is now within a day: its own reminder went out.
    expect(stand.emails.some((e) => e.body.to[0] === stays.email && e.body.subject.includes(later.title))).toBe(true);
  });

  it('come from the every-minute cron, through the local channels when no provider is configured', async () => {
    const { mentor } = await createMentor();
    const session = await createGroupSession(mentor.id, {
      title: 'Selling at the market',
      scheduledAt: new Date(Date.now() + 40 * MINUTE).toISOString(),
    });
    const member = await memberOnWhatsApp('+27710000001');
    await addParticipants(session.id, [member.id]);

    await runCron(NOTIFICATION_CRON);

    expect((await inAppOf(member.id)).map((n) => n.text)).toEqual([
      `Reminder: "Selling at the market" starts ${formatSastDateTime(session.scheduledAt)}.`,
    ]);
    const [email] = await emailsTo(member.email);
    expect(email!.subject).toContain('Selling at the market');
    expect(email!.text).toContain('/api/cant-make-it/');

    const admin = await createUser({ role: 'admin' });
    const res = await api('/api/admin/local-deliveries', { cookie: await signIn(admin.id) });
    expect(res.status).toBe(200);
    const local = await res.json<LocalDeliveries>();
    expect(local.channels).toEqual({ email: 'local', whatsapp: 'local' });
    const whatsapp = local.items.find((item) => item.channel === 'whatsapp' && item.to === '+27710000001');
    expect(whatsapp).toMatchObject({ subject: 'Template sebenza_notice (en)' });
    expect(whatsapp!.text).toContain('{{1}} Reminder: "Selling at the market"');
  });
});

describe('the "can\'t make it" page', () => {
  it('refuses forged, altered and expired links, and asks again for a post without its button', async () => {
    const { mentor } = await createMentor();
    const session = await createGroupSession(mentor.id);
    const member = await createUser();
    const [seatId] = await addParticipants(session.id, [member.id]);
    const key = config.reminderLinkKey!;
    const linkTo = (seat: { seatId: number; expiresAt: Date }, secret = key) =>
      cantMakeItToken(secret, { sessionId: session.id, ...seat });
    const expiresAt = new Date(session.scheduledAt);
    const token = await linkTo({ seatId: seatId!, expiresAt });
    const forged = await linkTo({ seatId: seatId!, expiresAt }, 'another-key-that-is-long-enough-to-sign-with');
    const otherSeat = token.replace(`${session.id}.${seatId}.`, `${session.id}.${seatId! + 1}.`);
    const expired = await linkTo({ seatId: seatId!, expiresAt: new Date(Date.now() - MINUTE) });
    expect((await api(`/api/cant-make-it/${forged}`)).status).toBe(404);
    expect((await api(`/api/cant-make-it/${otherSeat}`)).status).toBe(404);
    expect((await api('/api/cant-make-it/not-a-token')).status).toBe(404);
    expect((await postForm(`/api/cant-make-it/${forged}`, { confirm: 'free-my-seat' })).status).toBe(404);
    expect((await api(`/api/cant-make-it/${expired}`)).status).toBe(410);
    expect((await postForm(`/api/cant-make-it/${token}`, {})).status).toBe(400);
    expect(
      (await api(`/api/cant-make-it/${token}`, { method: 'POST', headers: { Origin: 'https://evil.example' } })).status,
    ).toBe(403);
    expect(await db.$count(sessionParticipants, eq(sessionParticipants.sessionId, session.id))).toBe(1);
  });

  it('works once, for the registration it was issued for: not after leaving and joining again', async () => {
    const { mentor } = await createMentor();
    const session = await createGroupSession(mentor.id, { title: 'Costing a spaza order' });
    const member = await createUser();
    const cookie = await signIn(member.id);
    const seats = () =>
      db
        .select({ id: sessionParticipants.id })
        .from(sessionParticipants)
        .where(and(eq(sessionParticipants.sessionId, session.id), eq(sessionParticipants.userId, member.id)));
    const linkForSeat = async () => {
      const [seat] = await seats();
      const token = await cantMakeItToken(config.reminderLinkKey!, {
        sessionId: session.id,
        seatId: seat!.id,
        expiresAt: new Date(session.scheduledAt),
      });
      return `/api/cant-make-it/${token}`;
    };
    const join = () => api(`/api/group-sessions/${session.id}/join`, { method: 'POST', cookie });
    const giveUp = (link: string) => postForm(link, { confirm: 'free-my-seat' });

    expect((await join()).status).toBe(201);
    const first = await linkForSeat();
    expect((await giveUp(first)).status).toBe(200);
    expect(await seats()).toEqual([]);
    // Used once: the registration it named is gone, so it frees nothing and says so.
    const again = await giveUp(first);
    expect(await again.text()).toContain('You are not registered for &quot;Costing a spaza order&quot; any more.');

    // Joined again: the old link names the ended registration and leaves the new seat alone.
    expect((await join()).status).toBe(201);
    const reopened = await api(first);
    expect(await reopened.text()).toContain('No seat to give up');
    await giveUp(first);
    expect(await seats()).toHaveLength(1);

    // Leaving in the app ends the link of the registration too, and a reminder for the new seat has its own.
    const second = await linkForSeat();
    expect((await api(`/api/group-sessions/${session.id}/join`, { method: 'DELETE', cookie })).status).toBe(200);
    expect((await join()).status).toBe(201);
    await giveUp(second);
    expect(await seats()).toHaveLength(1);
    expect((await giveUp(await linkForSeat())).status).toBe(200);
    expect(await seats()).toEqual([]);
  });
});
