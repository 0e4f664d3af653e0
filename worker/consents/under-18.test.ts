import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_MESSAGES,
  GUARDIAN_CONSENT_VERSION,
  type GuardianConsentStatus,
} from '../../schema/contract/consents.ts';
import {
  coachingConnections,
  consents,
  guardianConsentRequests,
  mentorConnections,
  users,
} from '../../schema/db/index.ts';
import { api, postForm } from '../test/http.ts';
import { createMentor, db, signedInMember, signedInSubscriber } from '../test/factories.ts';
import { hostedSession, joinSession } from '../test/group-sessions.ts';
import { emailsTo } from '../test/outbox.ts';
import { expectRefusal, type Problem } from '../test/request.ts';
import { connectRoom, joinRoom, joinedRoom, say } from '../test/rooms.ts';
import { GUARDIAN_CONSENT_PATH } from './guardian-consent.ts';
import { young, guardian, askGuardian, emailedToken } from '../test/consents.ts';

/** The guardian's consents recorded for the member. */
const guardianConsentsOf = (userId: string) =>
  db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, 'guardian')));
/** The member's mentorship connections. */
const mentorConnectionsOf = (userId: string) =>
  db.select().from(mentorConnections).where(eq(mentorConnections.menteeId, userId));

describe('a member under 18 before a parent or guardian agrees', () => {
  it('cannot chat in a room, over HTTP or over the live socket, and is told why', async () => {
    const { user, cookie } = await young();
    const room = await joinedRoom(cookie);
    const http = await say(room.id, cookie);
    expect(http.status).toBe(403);
    expect(await http.json()).toEqual({ message: CONSENT_MESSAGES.guardianConsentNeeded });

    const socket = await connectRoom(room.id, cookie);
    socket.ws.send(JSON.stringify({ type: 'send', clientId: 'c1', content: 'hello over the socket' }));
    const [event] = await socket.waitFor(1);
    expect(event).toEqual({
      type: 'error',
      clientId: 'c1',
      status: 403,
      message: CONSENT_MESSAGES.guardianConsentNeeded,
    });
    socket.ws.close();

    // Someone who has not said their age is held back the same way, with that reason.
    const { cookie: unanswered } = await signedInMember({ ageGroup: null });
    await joinRoom(room.id, unanswered);
    expect(await (await say(room.id, unanswered)).json()).toEqual({ message: CONSENT_MESSAGES.ageUnconfirmed });

    await db.update(users).set({ guardianConsentedAt: new Date().toISOString() }).where(eq(users.id, user.id));
    expect((await say(room.id, cookie)).status).toBe(201);
  });

  it('cannot send coaching messages, ask a coach, apply as a mentor, connect with a mentor or submit a story', async () => {
    const { user, cookie } = await signedInSubscriber({ ageGroup: 'under_18' });
    const coach = await createMentor({ serviceType: 'coach' });
    // A connection made before the rule (the API no longer makes one for this member).
    const [connection] = await db
      .insert(coachingConnections)
      .values({ menteeId: user.id, mentorId: coach.mentor.id, status: 'active' })
      .returning();
    const refused = [
      await api('/api/messages', {
        method: 'POST',
        cookie,
        body: { connectionId: connection!.id, receiverId: String(coach.mentor.id), content: 'Hello coach' },
      }),
      await api('/api/coaching-connections', { method: 'POST', cookie, body: { mentorId: coach.mentor.id } }),
      await api('/api/mentors', { method: 'POST', cookie, body: {} }),
      await api('/api/mentor-connections', { method: 'POST', cookie, body: { mentorId: coach.mentor.id } }),
      await api('/api/success-stories', { method: 'POST', cookie, body: {} }),
    ];
    for (const res of refused) {
      expect(res.status, res.url).toBe(403);
      expect(await res.json(), res.url).toEqual({ message: CONSENT_MESSAGES.guardianConsentNeeded });
    }
    expect(await mentorConnectionsOf(user.id)).toEqual([]);
  });

  it("joins a mentor's group session without becoming the mentor's connection", async () => {
    const { user, cookie } = await young();
    const { session } = await hostedSession();
    expect((await joinSession(session.id, cookie)).status).toBe(201);
    expect(await mentorConnectionsOf(user.id)).toEqual([]);
  });
});

describe("a parent or guardian's consent", () => {
  it('is asked by email; the link shows what they agree to, and its button records who, when and how', async () => {
    const { user, cookie } = await young();
    const room = await joinedRoom(cookie);
    const { asked, token, message } = await emailedToken(cookie);
    expect(message.subject).toBe('Naledi Khumalo asks for your permission to use Sebenza');
    const status = await (await api('/api/me/guardian-consent', { cookie })).json<GuardianConsentStatus>();
    expect(status).toMatchObject({
      ageGroup: 'under_18',
      sharingRestriction: 'guardian_consent',
      request: { guardianName: asked.guardianName, guardianEmail: asked.guardianEmail, relationship: 'parent' },
      consent: null,
    });

    // Opening the link (as a mail scanner would) agrees to nothing.
    const page = await api(`${GUARDIAN_CONSENT_PATH}?token=${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of [
      'Do you agree to Naledi Khumalo using Sebenza?',
      'What you agree to',
      'I agree',
      'href="/privacy"',
    ]) {
      expect(html).toContain(text);
    }
    expect((await say(room.id, cookie)).status).toBe(403);

    const agreed = await postForm(GUARDIAN_CONSENT_PATH, { token });
    expect(agreed.status).toBe(200);
    expect(await agreed.text()).toContain('You agreed.');
    const [record] = await guardianConsentsOf(user.id);
    expect(record).toMatchObject({
      version: GUARDIAN_CONSENT_VERSION,
      granted: true,
      method: 'email_link',
      guardianName: asked.guardianName,
      guardianEmail: asked.guardianEmail,
      guardianRelationship: 'parent',
    });
    expect(Date.now() - Date.parse(record!.recordedAt)).toBeLessThan(60_000);

    expect((await say(room.id, cookie)).status).toBe(201);
    expect(await (await api('/api/auth/user', { cookie })).json()).toMatchObject({ sharingRestriction: null });
    expect(await (await api('/api/me/guardian-consent', { cookie })).json()).toMatchObject({
      sharingRestriction: null,
      request: null,
      consent: { guardianName: asked.guardianName, relationship: 'parent' },
    });

    // The link works once.
    const reused = await postForm(GUARDIAN_CONSENT_PATH, { token });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain(CONSENT_MESSAGES.linkExpired);
    expect((await api(`${GUARDIAN_CONSENT_PATH}?token=${token}`)).status).toBe(400);
    expect(await guardianConsentsOf(user.id)).toHaveLength(1);
    // Nothing left to ask.
    expect((await askGuardian(cookie, guardian())).status).toBe(409);
  });

  it('expires, and a link that is not ours does nothing', async () => {
    const { user, cookie } = await young();
    const { token } = await emailedToken(cookie);
    await db
      .update(guardianConsentRequests)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(guardianConsentRequests.userId, user.id));
    expect((await api(`${GUARDIAN_CONSENT_PATH}?token=${token}`)).status).toBe(400);
    expect((await postForm(GUARDIAN_CONSENT_PATH, { token })).status).toBe(400);
    expect((await postForm(GUARDIAN_CONSENT_PATH, { token: 'A'.repeat(43) })).status).toBe(400);
    expect((await postForm(GUARDIAN_CONSENT_PATH, { token: 'short' })).status).toBe(400);
    expect((await api(`${GUARDIAN_CONSENT_PATH}?token=${'<b>'.repeat(20)}`)).status).toBe(400);
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after!.guardianConsentedAt).toBeNull();
  });

  it('is asked only by a member under 18 without one, of someone else, at most once a minute', async () => {
    const { user, cookie } = await young();
    const invalid: [Record<string, unknown>, string][] = [
      [{ ...guardian(), guardianName: '   ' }, 'guardianName'],
      [{ ...guardian(), guardianEmail: 'not-an-email' }, 'guardianEmail'],
      [{ ...guardian(), relationship: 'friend' }, 'relationship'],
    ];
    for (const [body, path] of invalid) {
      const res = await askGuardian(cookie, body);
      expect(res.status, path).toBe(400);
      expect(
        (await res.json<Problem>()).issues!.map((i) => i.path),
        path,
      ).toContain(path);
    }
    const own = await askGuardian(cookie, { ...guardian(), guardianEmail: user.email.toUpperCase() });
    await expectRefusal(own, 400, CONSENT_MESSAGES.ownEmail);

    const first = guardian();
    expect((await askGuardian(cookie, first)).status).toBe(201);
    const soon = await askGuardian(cookie, guardian());
    expect(soon.status).toBe(429);
    expect(soon.headers.get('Retry-After')).toBe('60');
    expect(await emailsTo(first.guardianEmail)).toHaveLength(1);

    const { cookie: adult } = await signedInMember();
    const notNeeded = await askGuardian(adult, guardian());
    await expectRefusal(notNeeded, 409, CONSENT_MESSAGES.notUnder18);
    expect((await askGuardian(undefined, guardian())).status).toBe(401);
    expect((await api('/api/me/guardian-consent')).status).toBe(401);
  });
});
