import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  SESSION_CANCELLED_NOTICE_KIND,
  SESSION_MESSAGES,
  type SessionParticipantPage,
} from '../../schema/contract/sessions.ts';
import { sessionParticipants, sessionWaitlist } from '../../schema/db/index.ts';
import {
  addParticipants,
  createGroupSession,
  createUser,
  db,
  hoursFromNow,
  signedInAdmin,
  signedInMentee,
  signedInMentor,
  withSignInClaim,
} from '../test/factories.ts';
import { hostedSession } from '../test/group-sessions.ts';
import { api } from '../test/http.ts';
import { noticesOf } from '../test/notices.ts';
import { expectRefusal, type Problem } from '../test/request.ts';
import { countRoundTrips } from '../test/round-trips.ts';

// The host's management of a group session: editing, deleting (with the notices it leaves) and the participant list.
// Creating and reading sessions are in create-and-read.test.ts.

const edit = (id: number, body: unknown, cookie?: string) =>
  api(`/api/group-sessions/${id}`, { method: 'PATCH', cookie, body });
const remove = (id: number, cookie?: string) => api(`/api/group-sessions/${id}`, { method: 'DELETE', cookie });

describe('PATCH /api/group-sessions/{id}', () => {
  it('lets the host change every field', async () => {
    const { host, session: s } = await hostedSession();
    const scheduledAt = hoursFromNow(100);
    const res = await edit(
      s.id,
      {
        title: 'New title',
        description: 'New description',
        scheduledAt,
        duration: 90,
        maxParticipants: 20,
        meetingLink: '',
        location: 'Soweto',
        category: 'Leadership',
      },
      host.cookie,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      title: 'New title',
      description: 'New description',
      scheduledAt,
      duration: 90,
      maxParticipants: 20,
      meetingLink: null,
      location: 'Soweto',
      category: 'Leadership',
    });
  });

  it('keeps the create rules and never lowers capacity below the people registered', async () => {
    const { host, session: s } = await hostedSession({ maxParticipants: 5 });
    const people = await Promise.all([createUser(), createUser(), createUser()]);
    await addParticipants(
      s.id,
      people.map((p) => p.id),
    );
    const patch = (body: unknown) => edit(s.id, body, host.cookie);

    const tooFew = await patch({ maxParticipants: 2 });
    await expectRefusal(tooFew, 409, SESSION_MESSAGES.capacityBelowParticipants(3));
    expect((await patch({ maxParticipants: 3 })).status).toBe(200);

    const past = await patch({ scheduledAt: hoursFromNow(-3) });
    await expectRefusal(past, 400, SESSION_MESSAGES.future);
    const blank = await patch({ title: '' });
    expect((await blank.json<Problem>()).message).toBe(SESSION_MESSAGES.required);
    expect((await patch({ duration: 200 })).status).toBe(400);
  });

  // Decision 031: the session check with the session read beside it, then the UPDATE with the answer read in its batch.
  it('edits, and refuses a capacity below the people registered, in at most two database round trips', async () => {
    const { host, session: s } = await hostedSession({ maxParticipants: 5 });
    await addParticipants(s.id, [(await createUser()).id, (await createUser()).id]);
    const patch = (body: unknown) =>
      countRoundTrips(`/api/group-sessions/${s.id}`, { method: 'PATCH', cookie: claimed, body });
    const claimed = await withSignInClaim(host.cookie);

    const edited = await patch({ title: 'New title', maxParticipants: 8 });
    expect(edited.res.status).toBe(200);
    expect(await edited.res.json()).toMatchObject({ title: 'New title', maxParticipants: 8, currentParticipants: 2 });
    expect(edited.roundTrips).toBeLessThanOrEqual(2);
    const tooFew = await patch({ maxParticipants: 1 });
    await expectRefusal(tooFew.res, 409, SESSION_MESSAGES.capacityBelowParticipants(2));
    expect(tooFew.roundTrips).toBeLessThanOrEqual(2);
  });

  it('refuses visitors, other users, admins and ended sessions', async () => {
    const { host, session: s } = await hostedSession();
    const body = { title: 'Hijacked' };
    expect((await edit(s.id, body)).status).toBe(401);
    const other = await signedInMentor();
    const res = await edit(s.id, body, other.cookie);
    await expectRefusal(res, 403, SESSION_MESSAGES.onlyHostCanEdit);
    const admin = (await signedInAdmin()).cookie;
    expect((await edit(s.id, body, admin)).status).toBe(403);

    const ended = await createGroupSession(host.mentor.id, { scheduledAt: hoursFromNow(-3) });
    const late = await edit(ended.id, body, host.cookie);
    await expectRefusal(late, 409, SESSION_MESSAGES.notEditable);
  });
});

describe('DELETE /api/group-sessions/{id}', () => {
  it('removes the session, its participants and its waiting list, and leaves each of them a notice', async () => {
    const { host, session: s } = await hostedSession({ title: 'Selling online', maxParticipants: 2 });
    const people = await Promise.all([createUser(), createUser()]);
    await addParticipants(
      s.id,
      people.map((p) => p.id),
    );
    const waiting = await createUser();
    await db.insert(sessionWaitlist).values({ sessionId: s.id, userId: waiting.id });
    const res = await remove(s.id, host.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: s.id, deleted: true, notifiedParticipants: 2, notifiedWaiting: 1 });
    expect((await api(`/api/group-sessions/${s.id}`)).status).toBe(404);
    expect(await db.select().from(sessionParticipants).where(eq(sessionParticipants.sessionId, s.id))).toEqual([]);
    expect(await db.select().from(sessionWaitlist).where(eq(sessionWaitlist.sessionId, s.id))).toEqual([]);
    for (const person of [...people, waiting]) {
      const notes = await noticesOf(person.id);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ kind: SESSION_CANCELLED_NOTICE_KIND, link: '/group-sessions' });
      expect(notes[0]!.text).toMatch(
        /^The group session "Selling online" on \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} SAST was cancelled\.$/,
      );
    }
  });

  it('does not announce the cancellation of a session that already ended', async () => {
    const { host, session: s } = await hostedSession({ scheduledAt: hoursFromNow(-5) });
    const person = await createUser();
    await addParticipants(s.id, [person.id]);
    expect(await (await remove(s.id, host.cookie)).json()).toMatchObject({ notifiedParticipants: 0 });
    expect(await noticesOf(person.id)).toEqual([]);
  });

  it('allows the host and admins only', async () => {
    const { session: s } = await hostedSession();
    expect((await remove(s.id)).status).toBe(401);
    const other = await signedInMentor();
    const res = await remove(s.id, other.cookie);
    await expectRefusal(res, 403, SESSION_MESSAGES.onlyHostOrAdminCanDelete);
    const admin = (await signedInAdmin()).cookie;
    expect((await remove(s.id, admin)).status).toBe(200);
    expect((await remove(s.id, admin)).status).toBe(404);
  });
});

describe('GET /api/group-sessions/{id}/participants', () => {
  it('shows the host who joined, in joining order, and nobody else', async () => {
    const { host, session: s } = await hostedSession();
    const a = await createUser({ firstName: 'Ayanda' });
    const b = await createUser({ firstName: 'Bongani' });
    await addParticipants(s.id, [a.id]);
    await addParticipants(s.id, [b.id]);
    const res = await api(`/api/group-sessions/${s.id}/participants`, { cookie: host.cookie });
    expect(res.status).toBe(200);
    const page = await res.json<SessionParticipantPage>();
    expect(page.items.map((p) => p.firstName)).toEqual(['Ayanda', 'Bongani']);
    expect(Object.keys(page.items[0]!).sort()).toEqual(['firstName', 'joinedAt', 'lastName', 'profileImage', 'userId']);
    const other = await signedInMentee();
    expect((await api(`/api/group-sessions/${s.id}/participants`, { cookie: other.cookie })).status).toBe(403);
    expect((await api(`/api/group-sessions/${s.id}/participants`)).status).toBe(401);
  });
});
