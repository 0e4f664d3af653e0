import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  SESSION_MESSAGES,
  type GroupSession,
  type GroupSessionPage,
  type MySessionPage,
} from '../../schema/contract/sessions.ts';
import { groupSessions } from '../../schema/db/index.ts';
import {
  addParticipants,
  createGroupSession,
  createMentor,
  db,
  hoursFromNow,
  signedInAdmin,
  signedInMentee,
  signedInMentor,
} from '../test/factories.ts';
import { api, SITE_ORIGIN } from '../test/http.ts';
import type { Problem } from '../test/request.ts';
import { DAILY_CRON } from '../scheduled.ts';
import { runCron } from '../test/cron.ts';

// Creating, listing and reading group sessions, and the status a session reads as; editing, deleting and the host's
// participant list are in manage-sessions.test.ts.

const validBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Bookkeeping basics',
  description: 'A simple cash book on your phone.',
  scheduledAt: hoursFromNow(48),
  duration: 60,
  maxParticipants: 10,
  meetingLink: null,
  ...overrides,
});

describe('POST /api/group-sessions', () => {
  it('lets a mentor create a session from the group sessions page and answers it with counts', async () => {
    const { mentor, cookie } = await signedInMentor();
    const res = await api('/api/group-sessions', { method: 'POST', cookie, body: validBody() });
    expect(res.status).toBe(201);
    const session = await res.json<GroupSession>();
    expect(session).toMatchObject({
      mentorId: mentor.id,
      mentor: { id: mentor.id, name: mentor.name, title: mentor.title, profileImage: null },
      title: 'Bookkeeping basics',
      duration: 60,
      maxParticipants: 10,
      currentParticipants: 0,
      status: 'scheduled',
      isHost: true,
      isRegistered: false,
      myRating: null,
      ratingAverage: null,
      ratingCount: 0,
      meetingLink: null,
      hasMeetingLink: false,
      calendarUrl: `/api/group-sessions/${session.id}/calendar.ics`,
    });
    expect(session.shareUrl).toMatch(/^https:\/\/wa\.me\/\?text=Bookkeeping%20basics%20%E2%80%94%20/);
    // The session's own page, from the configured origin (outside production without APP_ORIGIN, npm start's).
    expect(decodeURIComponent(session.shareUrl)).toContain(`${SITE_ORIGIN}/group-sessions/${session.id}`);
  });

  it("accepts the calendar dialog's body: status, location, category and a generated meeting code", async () => {
    const { cookie } = await signedInMentor();
    const res = await api('/api/group-sessions', {
      method: 'POST',
      cookie,
      body: validBody({
        status: 'scheduled',
        location: 'Online',
        category: 'Finance',
        meetingLink: 'abc-defg-hij',
        maxParticipants: 1,
      }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      location: 'Online',
      category: 'Finance',
      maxParticipants: 1,
      meetingLink: 'https://meet.jit.si/sebenza-abc-defg-hij',
      hasMeetingLink: true,
    });
  });

  it('applies the defaults: 10 participants, 60 minutes, no link', async () => {
    const { cookie } = await signedInMentor();
    const { title, description, scheduledAt } = validBody();
    const res = await api('/api/group-sessions', { method: 'POST', cookie, body: { title, description, scheduledAt } });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ maxParticipants: 10, duration: 60, meetingLink: null, category: null });
  });

  it('reads a zone-less date and time as Johannesburg time', async () => {
    const { cookie } = await signedInMentor();
    const year = new Date().getUTCFullYear() + 1;
    const res = await api('/api/group-sessions', {
      method: 'POST',
      cookie,
      body: validBody({ scheduledAt: `${year}-03-14T18:30` }),
    });
    expect(res.status).toBe(201);
    expect((await res.json<GroupSession>()).scheduledAt).toBe(`${year}-03-14T16:30:00.000Z`);
  });

  it("answers the spec's messages for missing fields and a past time, word for word", async () => {
    const { cookie } = await signedInMentor();
    const cases: [Record<string, unknown>, string][] = [
      [validBody({ title: '' }), 'Please fill in title, description, and scheduled date/time.'],
      [validBody({ description: '   ' }), 'Please fill in title, description, and scheduled date/time.'],
      [validBody({ scheduledAt: undefined }), 'Please fill in title, description, and scheduled date/time.'],
      [validBody({ scheduledAt: hoursFromNow(-1) }), 'Please select a future date and time for the session.'],
      [validBody({ scheduledAt: '2030-02-30T10:00' }), 'Please enter a valid date and time'],
      [validBody({ scheduledAt: 'tomorrow' }), 'Please enter a valid date and time'],
    ];
    for (const [body, message] of cases) {
      const res = await api('/api/group-sessions', { method: 'POST', cookie, body });
      expect(res.status, message).toBe(400);
      expect((await res.json<Problem>()).message).toBe(message);
    }
  });

  it('enforces participants 1-50 and duration 30-180 minutes', async () => {
    const { cookie } = await signedInMentor();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ maxParticipants: 0 }, 'maxParticipants', SESSION_MESSAGES.minParticipants],
      [{ maxParticipants: 51 }, 'maxParticipants', SESSION_MESSAGES.maxParticipants],
      [{ maxParticipants: 2.5 }, 'maxParticipants', SESSION_MESSAGES.minParticipants],
      [{ duration: 29 }, 'duration', SESSION_MESSAGES.durationRange],
      [{ duration: 181 }, 'duration', SESSION_MESSAGES.durationRange],
      [{ meetingLink: 'javascript:alert(1)' }, 'meetingLink', SESSION_MESSAGES.invalidMeetingLink],
      [{ meetingLink: 'not a link' }, 'meetingLink', SESSION_MESSAGES.invalidMeetingLink],
      [{ category: 'Astrology' }, 'category', SESSION_MESSAGES.invalidCategory],
      [{ status: 'completed' }, 'status', ''],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await api('/api/group-sessions', { method: 'POST', cookie, body: validBody(overrides) });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      const issue = (await res.json<Problem>()).issues!.find((i) => i.path === path);
      expect(issue, JSON.stringify(overrides)).toBeDefined();
      if (message) expect(issue!.message).toBe(message);
    }
    for (const ok of [{ maxParticipants: 50 }, { duration: 30 }, { duration: 180 }]) {
      expect((await api('/api/group-sessions', { method: 'POST', cookie, body: validBody(ok) })).status).toBe(201);
    }
  });

  it('refuses visitors (401) and users without a mentor profile (403)', async () => {
    expect((await api('/api/group-sessions', { method: 'POST', body: validBody() })).status).toBe(401);
    const { cookie } = await signedInMentee();
    const res = await api('/api/group-sessions', { method: 'POST', cookie, body: validBody() });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Only mentors can create group sessions.' });
  });
});

describe('reading sessions', () => {
  it('lists publicly: upcoming soonest first, then past most recent first, paged by cursor', async () => {
    const { mentor } = await createMentor();
    const later = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(72) });
    const soon = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(2) });
    const past = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(-48) });
    const older = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(-96) });
    const cancelled = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(5), status: 'cancelled' });

    const all = await api(`/api/group-sessions?mentorId=${mentor.id}`);
    expect(all.status).toBe(200);
    const page = await all.json<GroupSessionPage>();
    expect(page.items.map((s) => s.id)).toEqual([soon.id, later.id, cancelled.id, past.id, older.id]);
    expect(page.nextCursor).toBeNull();

    const upcoming = await (
      await api(`/api/group-sessions?mentorId=${mentor.id}&upcoming=true`)
    ).json<GroupSessionPage>();
    expect(upcoming.items.map((s) => s.id)).toEqual([soon.id, later.id]);

    // Walk the pages two at a time, across the boundary between the phases.
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/group-sessions?mentorId=${mentor.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const next: GroupSessionPage = await (await api(query)).json();
      expect(next.items.length).toBeLessThanOrEqual(2);
      seen.push(...next.items.map((s) => s.id));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toEqual([soon.id, later.id, cancelled.id, past.id, older.id]);

    expect((await api('/api/group-sessions?cursor=garbage!')).status).toBe(400);
    expect((await api('/api/group-sessions?limit=0')).status).toBe(400);
  });

  it('answers the same list at /api/group-sessions/mentor/{id}, and 404 for an unknown mentor', async () => {
    const { mentor } = await createMentor();
    const s = await createGroupSession(mentor.id);
    const page = await (await api(`/api/group-sessions/mentor/${mentor.id}`)).json<GroupSessionPage>();
    expect(page.items.map((x) => x.id)).toEqual([s.id]);
    expect((await api('/api/group-sessions/mentor/999999')).status).toBe(404);
  });

  it('shows the meeting link only to the host, participants and admins', async () => {
    const { mentor, cookie: hostCookie } = await signedInMentor();
    const s = await createGroupSession(mentor.id);
    const joined = await signedInMentee();
    await addParticipants(s.id, [joined.user.id]);
    const other = await signedInMentee();
    const admin = (await signedInAdmin()).cookie;
    const link = async (cookie?: string) =>
      (await (await api(`/api/group-sessions/${s.id}`, { cookie })).json<GroupSession>()).meetingLink;
    expect(await link(hostCookie)).toBe(s.meetingLink);
    expect(await link(joined.cookie)).toBe(s.meetingLink);
    expect(await link(admin)).toBe(s.meetingLink);
    expect(await link(other.cookie)).toBeNull();
    expect(await link()).toBeNull();
    const visitorView = await (await api(`/api/group-sessions/${s.id}`)).json<GroupSession>();
    expect(visitorView).toMatchObject({
      hasMeetingLink: true,
      isRegistered: false,
      calendarUrl: null,
      currentParticipants: 1,
    });
  });

  it('keeps the meeting link from everyone once the session has ended or was cancelled', async () => {
    const { mentor, cookie: hostCookie } = await signedInMentor();
    const ended = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(-2), durationMinutes: 60 });
    const completed = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(-30), status: 'completed' });
    const cancelled = await createGroupSession(mentor.id, { status: 'cancelled' });
    const running = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(-0.5), durationMinutes: 60 });
    const joined = await signedInMentee();
    await addParticipants(ended.id, [joined.user.id]);
    const admin = (await signedInAdmin()).cookie;
    const view = async (id: number, cookie: string) =>
      await (await api(`/api/group-sessions/${id}`, { cookie })).json<GroupSession>();
    for (const cookie of [hostCookie, joined.cookie, admin]) {
      expect(await view(ended.id, cookie)).toMatchObject({ status: 'completed', meetingLink: null });
    }
    expect((await view(completed.id, hostCookie)).meetingLink).toBeNull();
    expect((await view(cancelled.id, hostCookie)).meetingLink).toBeNull();
    // A session under way still opens its call.
    expect((await view(running.id, hostCookie)).meetingLink).toBe(running.meetingLink);
  });

  it("lists the caller's joined sessions as entries carrying sessionId", async () => {
    const { mentor } = await createMentor();
    const a = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(10) });
    const b = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(-30), status: 'completed' });
    await createGroupSession(mentor.id);
    const me = await signedInMentee();
    await addParticipants(a.id, [me.user.id]);
    await addParticipants(b.id, [me.user.id]);
    const res = await api('/api/group-sessions/my-sessions', { cookie: me.cookie });
    expect(res.status).toBe(200);
    const page = await res.json<MySessionPage>();
    expect(page.items.map((e) => e.sessionId)).toEqual([a.id, b.id]);
    expect(page.items[0]!.session).toMatchObject({ id: a.id, isRegistered: true, currentParticipants: 1 });
    expect(page.items[0]!.joinedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await api('/api/group-sessions/my-sessions')).status).toBe(401);
  });

  it('answers 404 for an unknown session and 400 for a malformed id', async () => {
    expect((await api('/api/group-sessions/999999')).status).toBe(404);
    expect((await api('/api/group-sessions/abc')).status).toBe(400);
  });
});

describe('status', () => {
  it('reads a scheduled session that has ended as completed, and the daily cron stores it', async () => {
    const { mentor } = await createMentor();
    const ended = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(-2), durationMinutes: 60 });
    const running = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(-0.5), durationMinutes: 60 });
    const cancelled = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(-5), status: 'cancelled' });
    const statusOf = async (id: number) => (await (await api(`/api/group-sessions/${id}`)).json<GroupSession>()).status;
    expect(await statusOf(ended.id)).toBe('completed');
    expect(await statusOf(running.id)).toBe('scheduled');
    expect(await statusOf(cancelled.id)).toBe('cancelled');

    const stored = async (id: number) =>
      (await db.select({ status: groupSessions.status }).from(groupSessions).where(eq(groupSessions.id, id)))[0]!
        .status;
    expect(await stored(ended.id)).toBe('scheduled');
    await runCron(DAILY_CRON);
    expect(await stored(ended.id)).toBe('completed');
    expect(await stored(running.id)).toBe('scheduled');
    expect(await stored(cancelled.id)).toBe('cancelled');
  });
});
