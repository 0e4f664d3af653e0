import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CalendarFeed, MyCalendarFeed } from '../../schema/contract/calendar.ts';
import { calendarFeeds } from '../../schema/db/index.ts';
import { hashToken } from '../auth/sign-in.ts';
import {
  addParticipants,
  addRegistrations,
  createEvent,
  createGroupSession,
  createMentor,
  db,
  hoursFromNow,
  signedInMember,
  signedInMentor,
} from '../test/factories.ts';
import { api } from '../test/http.ts';
import { icsUtc } from '../ics/ics.ts';
import { parseIcs, property } from '../test/parse-ics.ts';
import { insertCoachingCall } from '../test/coaching-call-rows.ts';
import { pair } from '../test/coaching.ts';

/** Makes (or replaces) the member's private feed. */
const newFeed = (cookie?: string) => api('/api/calendar-feed', { method: 'POST', cookie });
const createFeed = async (cookie: string) => (await newFeed(cookie)).json<CalendarFeed>();

describe('GET /api/group-sessions/{id}/calendar.ics', () => {
  it('gives participants and the host an .ics download; others 403, visitors 401', async () => {
    const host = await signedInMentor({ name: 'Sipho Dlamini' });
    const description = 'Bring your numbers; we will price everything, together. '.repeat(4);
    const s = await createGroupSession(host.mentor.id, { title: 'Pricing, for profit', description });
    const participant = await signedInMember();
    await addParticipants(s.id, [participant.user.id]);

    const res = await api(`/api/group-sessions/${s.id}/calendar.ics`, { cookie: participant.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="sebenza-session-${s.id}.ics"`);
    const lines = parseIcs(await res.text());
    expect(property(lines, 'UID')).toEqual([`group-session-${s.id}@localhost:8787`]);
    expect(property(lines, 'DTSTART')).toEqual([icsUtc(s.scheduledAt)]);
    expect(property(lines, 'DTEND')).toEqual([icsUtc(new Date(Date.parse(s.scheduledAt) + 3_600_000).toISOString())]);
    expect(property(lines, 'DTSTAMP')[0]).toMatch(/^\d{8}T\d{6}Z$/);
    expect(property(lines, 'SUMMARY')).toEqual(['Pricing\\, for profit']);
    // From the configured origin (outside production without APP_ORIGIN, npm start's).
    expect(property(lines, 'URL')).toEqual([`http://localhost:8787/group-sessions?session=${s.id}`]);
    const text = property(lines, 'DESCRIPTION')[0]!;
    expect(text).toContain('Bring your numbers\\; we will price everything\\, together.');
    expect(text).toContain('Hosted by Sipho Dlamini.');
    expect(text).toContain(`Join the meeting: ${s.meetingLink}`);

    expect((await api(`/api/group-sessions/${s.id}/calendar.ics`, { cookie: host.cookie })).status).toBe(200);
    const stranger = (await signedInMember()).cookie;
    expect((await api(`/api/group-sessions/${s.id}/calendar.ics`, { cookie: stranger })).status).toBe(403);
    expect((await api(`/api/group-sessions/${s.id}/calendar.ics`)).status).toBe(401);
  });
});

describe('GET /api/events/{id}/calendar.ics', () => {
  it('gives registered users an .ics with the venue; others 403', async () => {
    const event = await createEvent({ title: 'Makers workshop' });
    const person = await signedInMember();
    await addRegistrations(event.id, [person.user.id]);
    const res = await api(`/api/events/${event.id}/calendar.ics`, { cookie: person.cookie });
    expect(res.status).toBe(200);
    const lines = parseIcs(await res.text());
    expect(property(lines, 'UID')).toEqual([`event-${event.id}@localhost:8787`]);
    expect(property(lines, 'DTEND')).toEqual([icsUtc(event.endTime!)]);
    expect(property(lines, 'LOCATION')).toEqual(['The Old Biscuit Mill\\, Woodstock (Cape Town)']);
    const stranger = (await signedInMember()).cookie;
    expect((await api(`/api/events/${event.id}/calendar.ics`, { cookie: stranger })).status).toBe(403);
  });
});

describe('calendar feed', () => {
  it("lists the user's joined and hosted sessions and registered events in a private feed, rotated on demand", async () => {
    const { user, mentor, cookie } = await signedInMentor();
    const hosted = await createGroupSession(mentor.id);
    const other = await createMentor();
    const joined = await createGroupSession(other.mentor.id);
    const notMine = await createGroupSession(other.mentor.id);
    await addParticipants(joined.id, [user.id]);
    const event = await createEvent();
    await addRegistrations(event.id, [user.id]);

    const created = await newFeed(cookie);
    expect(created.status).toBe(200);
    const feed = await created.json<CalendarFeed>();
    expect(feed.url).toMatch(/^http:\/\/localhost:8787\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace('http:', 'webcal:'));

    const path = new URL(feed.url).pathname;
    const res = await api(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBeNull();
    const lines = parseIcs(await res.text());
    expect(property(lines, 'X-WR-TIMEZONE')).toEqual(['Africa/Johannesburg']);
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(property(lines, 'TZID')).toEqual(['Africa/Johannesburg']);
    expect(property(lines, 'UID').sort()).toEqual(
      [
        `event-${event.id}@localhost:8787`,
        `group-session-${hosted.id}@localhost:8787`,
        `group-session-${joined.id}@localhost:8787`,
      ].sort(),
    );
    expect(property(lines, 'UID')).not.toContain(`group-session-${notMine.id}@localhost:8787`);
    // Every entry's times are UTC; only the VTIMEZONE's own DTSTART is a floating local time.
    const entries = lines.slice(lines.indexOf('END:VTIMEZONE'));
    expect(property(entries, 'DTSTART')).toHaveLength(3);
    expect(property(entries, 'DTSTART').every((v) => /^\d{8}T\d{6}Z$/.test(v))).toBe(true);

    // Rotation: a new URL works, the old one is gone at once.
    const rotated = await createFeed(cookie);
    expect(rotated.url).not.toBe(feed.url);
    expect((await api(path)).status).toBe(404);
    expect((await api(new URL(rotated.url).pathname)).status).toBe(200);

    expect((await api('/api/calendar-feed', { method: 'DELETE', cookie })).status).toBe(204);
    expect((await api(new URL(rotated.url).pathname)).status).toBe(404);
  });

  it('lists the coaching calls of both its people, a cancelled one marked so', async () => {
    const { sub, coach, connectionId } = await pair();
    const booked = await insertCoachingCall({ connectionId, startsAt: hoursFromNow(30), minutes: 45 });
    const cancelled = await insertCoachingCall({ connectionId, startsAt: hoursFromNow(50), status: 'cancelled' });
    const someoneElses = await pair();
    await insertCoachingCall({ connectionId: someoneElses.connectionId, startsAt: hoursFromNow(30) });

    const entriesOf = async (cookie: string) => {
      const lines = parseIcs(await (await api(new URL((await createFeed(cookie)).url).pathname)).text());
      return lines.slice(lines.indexOf('END:VTIMEZONE'));
    };
    const forSubscriber = await entriesOf(sub.cookie);
    expect(property(forSubscriber, 'UID')).toEqual([
      `coaching-call-${booked.id}@localhost:8787`,
      `coaching-call-${cancelled.id}@localhost:8787`,
    ]);
    expect(property(forSubscriber, 'SUMMARY')).toEqual([
      'Coaching call with Sipho Dube',
      'Coaching call with Sipho Dube',
    ]);
    expect(property(forSubscriber, 'DTSTART')[0]).toBe(icsUtc(booked.startsAt));
    expect(property(forSubscriber, 'DTEND')[0]).toBe(icsUtc(booked.endsAt));
    expect(property(forSubscriber, 'STATUS')).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(property(forSubscriber, 'DESCRIPTION')[0]).toContain('A 45-minute one-on-one coaching call.');

    const forCoach = await entriesOf(coach.cookie);
    expect(property(forCoach, 'UID')).toEqual(property(forSubscriber, 'UID'));
    expect(property(forCoach, 'SUMMARY')[0]).toBe('Coaching call with Lerato Dlamini');
  });

  it('answers 404 for unknown or malformed tokens and 401 to visitors creating one', async () => {
    expect((await api(`/api/calendar-feed/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await api('/api/calendar-feed/nope.ics')).status).toBe(404);
    expect((await api('/api/calendar-feed/../dashboard')).status).not.toBe(200);
    expect((await newFeed()).status).toBe(401);
  });
});

describe('showing the calendar feed URL again (decision 017)', () => {
  const myFeed = async (cookie: string) => {
    const res = await api('/api/calendar-feed', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    return res.json<MyCalendarFeed>();
  };
  const tokenOf = (feed: CalendarFeed) => /\/([A-Za-z0-9_-]{43})\.ics$/.exec(feed.url)![1]!;

  it('gives the owner the same URL on every visit until it is replaced or switched off', async () => {
    const { cookie } = await signedInMember();
    expect(await myFeed(cookie)).toEqual({ active: false, feed: null, createdAt: null });

    const created = await createFeed(cookie);
    const shown = await myFeed(cookie);
    expect(shown).toEqual({ active: true, feed: created, createdAt: expect.any(String) });
    expect((await api(new URL(shown.feed!.url).pathname)).status).toBe(200);

    const rotated = await createFeed(cookie);
    expect((await myFeed(cookie)).feed).toEqual(rotated);
    expect(rotated.url).not.toBe(created.url);

    await api('/api/calendar-feed', { method: 'DELETE', cookie });
    expect(await myFeed(cookie)).toEqual({ active: false, feed: null, createdAt: null });
    expect((await api('/api/calendar-feed')).status).toBe(401);
  });

  it('keeps the token only hashed and sealed: the stored row never holds it in the clear', async () => {
    const { user, cookie } = await signedInMember();
    const feed = await createFeed(cookie);
    const token = tokenOf(feed);
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
    expect(row!.tokenHash).toBe(await hashToken(token));
    expect(row!.tokenCiphertext).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(JSON.stringify(row)).not.toContain(token);
    // A fresh IV each time: the same token would never seal the same way twice.
    await newFeed(cookie);
    const [next] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
    expect(next!.tokenCiphertext).not.toBe(row!.tokenCiphertext);
  });

  it("shows nobody else's URL: a sealed token copied to another account's row does not open there", async () => {
    const owner = await signedInMember();
    const { user: other, cookie: otherCookie } = await signedInMember();
    await newFeed(owner.cookie);
    await newFeed(otherCookie);
    const [sealed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, owner.user.id));
    await db
      .update(calendarFeeds)
      .set({ tokenCiphertext: sealed!.tokenCiphertext })
      .where(eq(calendarFeeds.userId, other.id));
    expect(await myFeed(otherCookie)).toEqual({ active: true, feed: null, createdAt: expect.any(String) });
  });

  it('says a link made before URLs were kept is on but can only be replaced, and keeps it working', async () => {
    const { user, cookie } = await signedInMember();
    const feed = await createFeed(cookie);
    await db.update(calendarFeeds).set({ tokenCiphertext: null }).where(eq(calendarFeeds.userId, user.id));
    expect(await myFeed(cookie)).toEqual({ active: true, feed: null, createdAt: expect.any(String) });
    expect((await api(new URL(feed.url).pathname)).status).toBe(200);
    const replaced = await createFeed(cookie);
    expect((await myFeed(cookie)).feed).toEqual(replaced);
  });
});
