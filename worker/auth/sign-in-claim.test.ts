import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RoomMessagePage, ServerSocketMessage } from '../../schema/contract/community.ts';
import { communityRooms, complaints, mentors, users } from '../../schema/db/index.ts';
import { ROUND_TRIPS_HEADER } from '../db/simulated-latency.ts';
import worker from '../index.ts';
import { REVOKED_CLOSE_CODE } from '../live/sockets.ts';
import { complaintBody, createMentee, createMentor, createUser, db, TEST_PASSWORD } from '../test/factories.ts';
import { countRoundTrips } from '../test/round-trips.ts';
import { api, ORIGIN, postForm } from '../test/http.ts';
import { connectSocket } from '../test/sockets.ts';
import { MENTOR_HINT_COOKIE, SIGN_IN_CLAIM_COOKIE, signInClaimValue } from './sign-in-claim.ts';
import { SIGN_IN_COOKIE } from './sign-in.ts';

// Decision 022: a signed-in read carries a claim of who it is, starts its reads beside the sign-in check, and its
// answer stands only when the check agrees. Revocation still takes effect at once.

/** Signs in through the API as a browser does, and answers the cookies it set (sign-in and claim). */
async function signInAsBrowser(email: string): Promise<Record<string, string>> {
  const res = await api('/api/auth/login', { method: 'POST', body: { email, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  return cookiesSetBy(res);
}

function cookiesSetBy(res: Response, jar: Record<string, string> = {}): Record<string, string> {
  for (const setCookie of res.headers.getSetCookie()) {
    const pair = setCookie.split(';')[0]!;
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    if (value === '' || /max-age=0/i.test(setCookie)) delete jar[name];
    else jar[name] = value;
  }
  return jar;
}

const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** A GET through the Worker's own entry with the round-trip counter on (no delay), as `npm run sim:latency` runs it. */
async function countedGet(path: string, jar: Record<string, string>) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookieHeader(jar) } }),
    { ...env, SIMULATED_D1_DELAY_MS: '0' },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { res, roundTrips: Number(res.headers.get(ROUND_TRIPS_HEADER)) };
}

describe('signed-in reads with the sign-in claim', () => {
  it('sign-in sets the claim beside the sign-in, HttpOnly, and a read with it answers as without it', async () => {
    const { user } = await createMentee({ firstName: 'Palesa' });
    const res = await api('/api/auth/login', { method: 'POST', body: { email: user.email, password: TEST_PASSWORD } });
    const claim = res.headers.getSetCookie().find((c) => c.startsWith(`${SIGN_IN_CLAIM_COOKIE}=`))!;
    expect(claim).toMatch(/HttpOnly/i);
    expect(claim).toMatch(/SameSite=Lax/i);
    const jar = cookiesSetBy(res);

    const withClaim = await api('/api/mentee-profile', { cookie: cookieHeader(jar) });
    const signInOnly = await api('/api/mentee-profile', { cookie: `${SIGN_IN_COOKIE}=${jar[SIGN_IN_COOKIE]}` });
    expect(withClaim.status).toBe(200);
    expect(await withClaim.json()).toEqual(await signInOnly.json());
    expect(withClaim.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('costs one database round trip with the claim, two without', async () => {
    const { user } = await createMentee();
    const jar = await signInAsBrowser(user.email);
    const fast = await countedGet('/api/mentee-profile', jar);
    const slow = await countedGet('/api/mentee-profile', { [SIGN_IN_COOKIE]: jar[SIGN_IN_COOKIE]! });
    expect(fast.res.status).toBe(200);
    expect(slow.res.status).toBe(200);
    expect(fast.roundTrips).toBe(1);
    expect(slow.roundTrips).toBe(2);
    // The checked path hands out the claim for next time.
    expect(slow.res.headers.getSetCookie().some((c) => c.startsWith(`${SIGN_IN_CLAIM_COOKIE}=`))).toBe(true);
  });

  it('sign-out ends the sign-in at once: its claim opens nothing and is cleared, other devices stay in', async () => {
    const user = await createUser();
    const phone = await signInAsBrowser(user.email);
    const laptop = await signInAsBrowser(user.email);
    expect((await api('/api/auth/user', { cookie: cookieHeader(phone) })).status).toBe(200);

    expect((await postForm('/api/logout', {}, cookieHeader(phone))).status).toBe(303);
    const afterwards = await api('/api/auth/user', { cookie: cookieHeader(phone) });
    expect(afterwards.status).toBe(401);
    expect(afterwards.headers.getSetCookie().some((c) => c.startsWith(`${SIGN_IN_CLAIM_COOKIE}=;`))).toBe(true);
    // A public read with the dead sign-in answers as to a visitor.
    expect((await api('/api/community/rooms', { cookie: cookieHeader(phone) })).status).toBe(200);
    expect((await api('/api/auth/user', { cookie: cookieHeader(laptop) })).status).toBe(200);
  });

  it('a deleted account’s claim opens nothing at once', async () => {
    const user = await createUser();
    const jar = await signInAsBrowser(user.email);
    await db.delete(users).where(eq(users.id, user.id));
    expect((await api('/api/auth/user', { cookie: cookieHeader(jar) })).status).toBe(401);
  });

  it('a claim naming someone else gets nothing of theirs: the answer is the sender’s own', async () => {
    const victim = await createMentee({ firstName: 'Victim' });
    const { user: sender, profile: senderProfile } = await createMentee({ firstName: 'Sender' });
    const jar = await signInAsBrowser(sender.email);
    const forged = { ...jar, [SIGN_IN_CLAIM_COOKIE]: signInClaimValue({ ...victim.user, role: 'member' }) };

    const me = await api('/api/auth/user', { cookie: cookieHeader(forged) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: sender.id, firstName: 'Sender' });
    const profile = await api('/api/mentee-profile', { cookie: cookieHeader(forged) });
    expect(await profile.json()).toMatchObject({ id: senderProfile.id });
    expect(senderProfile.id).not.toBe(victim.profile.id);
  });

  it('an outdated claim is corrected: a new admin is let in, a former admin is kept out, a new name shows', async () => {
    const promoted = await createUser();
    const promotedJar = await signInAsBrowser(promoted.email);
    await db.update(users).set({ role: 'admin', firstName: 'Renamed' }).where(eq(users.id, promoted.id));
    const allowed = await api('/api/admin/stories?status=pending', { cookie: cookieHeader(promotedJar) });
    expect(allowed.status).toBe(200);
    cookiesSetBy(allowed, promotedJar);
    const me = await api('/api/auth/user', { cookie: cookieHeader(promotedJar) });
    expect(await me.json()).toMatchObject({ firstName: 'Renamed', role: 'admin' });

    const demoted = await createUser({ role: 'admin' });
    const demotedJar = await signInAsBrowser(demoted.email);
    await db.update(users).set({ role: 'member' }).where(eq(users.id, demoted.id));
    expect((await api('/api/admin/stories?status=pending', { cookie: cookieHeader(demotedJar) })).status).toBe(403);
  });

  it('a write checks the sign-in before anything is written', async () => {
    const user = await createUser();
    const jar = await signInAsBrowser(user.email);
    expect((await postForm('/api/logout', {}, cookieHeader(jar))).status).toBe(303);
    expect((await api('/api/dashboard/welcomed', { method: 'POST', cookie: cookieHeader(jar) })).status).toBe(401);
    const [row] = await db.select({ welcomedAt: users.welcomedAt }).from(users).where(eq(users.id, user.id));
    expect(row!.welcomedAt).toBeNull();
  });

  it('a write with the claim costs two round trips: its reads travel beside the check, its write after it', async () => {
    const user = await createUser();
    const jar = await signInAsBrowser(user.email);
    const { res, roundTrips } = await countRoundTrips('/api/complaints', {
      method: 'POST',
      body: complaintBody(),
      cookie: cookieHeader(jar),
    });
    expect(res.status).toBe(201);
    expect(roundTrips).toBe(2);
  });

  it('a write with a claim naming someone else is done as the sender, its body read again', async () => {
    const victim = await createUser({ firstName: 'Victim' });
    const sender = await createUser({ firstName: 'Sender' });
    const jar = await signInAsBrowser(sender.email);
    const forged = { ...jar, [SIGN_IN_CLAIM_COOKIE]: signInClaimValue({ ...victim, role: 'member' }) };
    const res = await api('/api/complaints', { method: 'POST', body: complaintBody(), cookie: cookieHeader(forged) });
    expect(res.status).toBe(201);
    const filedBy = async (id: string) => db.select().from(complaints).where(eq(complaints.complainantId, id));
    expect(await filedBy(sender.id)).toHaveLength(1);
    expect(await filedBy(victim.id)).toEqual([]);
    // The answer corrects the claim for next time.
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SIGN_IN_CLAIM_COOKIE}=`))).toBe(true);
  });

  it('a claim of being an administrator writes nothing an administrator may write', async () => {
    const member = await createUser();
    const jar = await signInAsBrowser(member.email);
    const forged = { ...jar, [SIGN_IN_CLAIM_COOKIE]: signInClaimValue({ ...member, role: 'admin' }) };
    const name = `Forged room ${crypto.randomUUID()}`;
    const res = await api('/api/admin/rooms', {
      method: 'POST',
      body: { name, description: 'Should not exist', category: 'creative-hustler' },
      cookie: cookieHeader(forged),
    });
    expect(res.status).toBe(403);
    expect(await db.select().from(communityRooms).where(eq(communityRooms.name, name))).toEqual([]);
  });

  it('a write with the claim of a sign-in that has ended writes nothing', async () => {
    const user = await createUser();
    const jar = await signInAsBrowser(user.email);
    expect((await postForm('/api/logout', {}, cookieHeader(jar))).status).toBe(303);
    const res = await api('/api/complaints', { method: 'POST', body: complaintBody(), cookie: cookieHeader(jar) });
    expect(res.status).toBe(401);
    expect(await db.select().from(complaints).where(eq(complaints.complainantId, user.id))).toEqual([]);
  });

  it('signing out still closes the live socket of a sign-in that read with its claim (decision 016)', async () => {
    const [room] = await db
      .insert(communityRooms)
      .values({ name: `Claim room ${crypto.randomUUID()}`, description: 'Talk', category: 'digital-freedom' })
      .returning();
    const user = await createUser();
    const jar = await signInAsBrowser(user.email);
    const cookie = cookieHeader(jar);
    expect((await api(`/api/community/rooms/${room!.id}/join`, { method: 'POST', cookie })).status).toBe(200);
    expect((await api(`/api/community/rooms/${room!.id}/messages`, { cookie })).status).toBe(200);
    const socket = await connectSocket<ServerSocketMessage>(`/api/community/rooms/${room!.id}/ws`, cookie);

    expect((await postForm('/api/logout', {}, cookie)).status).toBe(303);
    expect((await socket.closed).code).toBe(REVOKED_CLOSE_CODE);
    const history = await api(`/api/community/rooms/${room!.id}/messages`, { cookie });
    expect(history.status).toBe(401);
    expect((await history.json()) as RoomMessagePage | { message: string } as { message: string }).toHaveProperty(
      'message',
    );
  });
});

/** The mentor hint a cookie jar holds, decoded; undefined without one. */
function mentorHintIn(jar: Record<string, string>): unknown {
  const value = jar[MENTOR_HINT_COOKIE];
  return value === undefined ? undefined : JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
}

const setsMentorHint = (res: Response) =>
  res.headers.getSetCookie().some((c) => c.startsWith(`${MENTOR_HINT_COOKIE}=`) && !/max-age=0/i.test(c));

// The renderer's guess of whether the claimed account is a mentor (decision 041), kept beside the claim.
describe('the mentor hint beside the claim', () => {
  it('sign-in sets it, HttpOnly: a mentee is no mentor, a mentor gives their mentor id and service type', async () => {
    const { user: mentee } = await createMentee();
    const login = await api('/api/auth/login', {
      method: 'POST',
      body: { email: mentee.email, password: TEST_PASSWORD },
    });
    expect(login.headers.getSetCookie().find((c) => c.startsWith(`${MENTOR_HINT_COOKIE}=`))).toMatch(/HttpOnly/i);
    expect(mentorHintIn(cookiesSetBy(login))).toEqual({ userId: mentee.id, mentorId: null, serviceType: null });

    const { user, mentor } = await createMentor({ serviceType: 'both' });
    expect(mentorHintIn(await signInAsBrowser(user.email))).toEqual({
      userId: user.id,
      mentorId: mentor.id,
      serviceType: 'both',
    });
  });

  it('the bootstrap corrects it once the member has become a mentor, and leaves a right one alone', async () => {
    const user = await createUser();
    const jar = await signInAsBrowser(user.email);
    const [mentor] = await db
      .insert(mentors)
      .values({ userId: user.id, name: 'New Mentor', title: 'Baker' })
      .returning();
    const first = await api('/api/bootstrap', { cookie: cookieHeader(jar) });
    expect(first.status).toBe(200);
    cookiesSetBy(first, jar);
    expect(mentorHintIn(jar)).toEqual({ userId: user.id, mentorId: mentor!.id, serviceType: 'mentorship' });
    const again = await api('/api/bootstrap', { cookie: cookieHeader(jar) });
    expect(setsMentorHint(again)).toBe(false);
  });

  it('a hint that is not well-formed, or about another account, is replaced by the bootstrap', async () => {
    const { user } = await createMentee();
    const jar = await signInAsBrowser(user.email);
    const other = Buffer.from(JSON.stringify({ userId: 'someone-else', mentorId: 7, serviceType: 'coach' })).toString(
      'base64url',
    );
    for (const hint of ['not-base64-json', other]) {
      const res = await api('/api/bootstrap', { cookie: cookieHeader({ ...jar, [MENTOR_HINT_COOKIE]: hint }) });
      expect(res.status).toBe(200);
      expect(setsMentorHint(res)).toBe(true);
      expect(mentorHintIn(cookiesSetBy(res, { ...jar }))).toEqual({
        userId: user.id,
        mentorId: null,
        serviceType: null,
      });
    }
  });

  it('sign-out clears it with the claim', async () => {
    const { user } = await createMentor();
    const jar = await signInAsBrowser(user.email);
    expect(mentorHintIn(jar)).toBeDefined();
    const out = await postForm('/api/logout', {}, cookieHeader(jar));
    expect(out.status).toBe(303);
    expect(out.headers.getSetCookie().some((c) => c.startsWith(`${MENTOR_HINT_COOKIE}=;`))).toBe(true);
  });
});
