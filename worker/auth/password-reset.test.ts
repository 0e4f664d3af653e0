import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../../schema/contract/auth.ts';
import { PASSWORD_RESET_MESSAGES } from '../../schema/contract/passwords.ts';
import { loginAttempts, passwordResets, signIns } from '../../schema/db/index.ts';
import { REVOKED_CLOSE_CODE } from '../live/sockets.ts';
import { createUser, db, signIn, TEST_PASSWORD, uniqueEmail } from '../test/factories.ts';
import { api, postForm, signInCookieFrom } from '../test/http.ts';
import { emailsTo } from '../test/outbox.ts';
import { connectRoom, createRoom, joinRoom } from '../test/rooms.ts';
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from './password-reset.ts';
import { hashToken } from './sign-in.ts';
import { ACCOUNT_DELAY, DEVICE_COOKIE, MAX_DEVICE_FAILURES } from './sign-in-limits.ts';

const NEW_PASSWORD = 'lantern-orchard-seventeen';

let network = 0;
/** Each request from its own network, unless a test says otherwise: only the limit under test is reached. */
const freshNetwork = () => ({ 'CF-Connecting-IP': `198.51.100.${++network % 250}` });

const askForLink = (email: string, headers: Record<string, string> = freshNetwork(), cookie?: string) =>
  api(FORGOT_PASSWORD_PATH, {
    method: 'POST',
    body: new URLSearchParams({ email }).toString(),
    cookie,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  });

/** The reset link's token in the newest email to `email` (undefined when none came). */
async function resetTokenFor(email: string): Promise<string | undefined> {
  const messages = await emailsTo(email);
  const link = messages.map((m) => /\/api\/auth\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(m.text)).find(Boolean);
  return link?.[1];
}

async function emailedToken(email: string): Promise<string> {
  expect((await askForLink(email)).status).toBe(200);
  const token = await resetTokenFor(email);
  if (!token) throw new Error(`No reset link was emailed to ${email}`);
  return token;
}

const setPassword = (token: string, password = NEW_PASSWORD) => postForm(RESET_PASSWORD_PATH, { token, password });
const signInWith = (email: string, password: string) =>
  api('/api/auth/login', { method: 'POST', body: { email, password }, headers: freshNetwork() });
const changePassword = (cookie: string, body: Record<string, string>) =>
  api('/api/auth/change-password', { method: 'POST', cookie, body });
const signInsOf = (userId: string) => db.select().from(signIns).where(eq(signIns.userId, userId));
const signInHashOf = (cookie: string) => hashToken(cookie.slice(cookie.indexOf('=') + 1));

describe('forgot password: the emailed link', () => {
  it('answers a registered and an unknown address alike, and emails a link only to the registered one', async () => {
    const member = await createUser();
    const unknown = uniqueEmail('nobody');
    const answers = [];
    for (const email of [member.email, unknown]) {
      const res = await askForLink(email);
      answers.push({ status: res.status, body: (await res.text()).replace(email, 'EMAIL') });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(200);
    expect(answers[0]!.body).toContain(PASSWORD_RESET_MESSAGES.checkEmail);
    expect(answers[0]!.body).toContain('local outbox');

    const [message] = await emailsTo(member.email);
    expect(message!.subject).toBe('Choose a new Sebenza password');
    expect(message!.text).toContain('it works for 1 hour, and only once');
    expect(await resetTokenFor(member.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await emailsTo(unknown)).toEqual([]);
    // Only the token's hash is kept.
    const [stored] = await db.select().from(passwordResets).where(eq(passwordResets.userId, member.id));
    expect(stored!.tokenHash).toBe(await hashToken((await resetTokenFor(member.email))!));
    expect(Date.parse(stored!.expiresAt) - Date.parse(stored!.createdAt)).toBe(60 * 60 * 1000);
  });

  it('sends one link a minute to an address, however often it is asked', async () => {
    const member = await createUser();
    await askForLink(member.email);
    expect((await askForLink(member.email)).status).toBe(200);
    expect(await emailsTo(member.email)).toHaveLength(1);
  });

  it('sets the new password, signs this device in afresh, ends every other sign-in and its sockets, and tells the member', async () => {
    const member = await createUser();
    const room = await createRoom();
    const phone = await signIn(member.id);
    await joinRoom(room.id, phone);
    const listening = await connectRoom(room.id, phone);
    const laptop = await signIn(member.id);

    const token = await emailedToken(member.email);
    const page = await api(`${RESET_PASSWORD_PATH}?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Choose a new password');

    const done = await setPassword(token);
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe('/');
    const fresh = signInCookieFrom(done);
    expect((await listening.closed).code).toBe(REVOKED_CLOSE_CODE);
    expect((await signInsOf(member.id)).map((row) => row.tokenHash)).toEqual([await signInHashOf(fresh)]);
    for (const ended of [phone, laptop]) expect((await api('/api/auth/user', { cookie: ended })).status).toBe(401);
    expect((await api('/api/auth/user', { cookie: fresh })).status).toBe(200);

    expect((await signInWith(member.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signInWith(member.email, NEW_PASSWORD)).status).toBe(200);
    const [notice] = await emailsTo(member.email);
    expect(notice!.subject).toBe('Your Sebenza password was changed');
    expect(notice!.text).toContain('signed out on every other device');

    // The link is used up, and says how to get a new one.
    const again = await setPassword(token, 'another-long-unusual-phrase');
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Get a new link');
    expect((await api(`${RESET_PASSWORD_PATH}?token=${token}`)).status).toBe(400);
  });

  it('changes the password once when the link is used twice at the same moment', async () => {
    const member = await createUser();
    const token = await emailedToken(member.email);
    const answers = await Promise.all([
      setPassword(token, 'first-racer-pelican-marble'),
      setPassword(token, 'second-racer-walrus-copper'),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([303, 400]);
    const winner = answers[0]!.status === 303 ? 'first-racer-pelican-marble' : 'second-racer-walrus-copper';
    const loser = answers[0]!.status === 303 ? 'second-racer-walrus-copper' : 'first-racer-pelican-marble';
    expect((await signInWith(member.email, winner)).status).toBe(200);
    expect((await signInWith(member.email, loser)).status).toBe(401);
  });

  it('refuses an expired or unknown link with a page that offers a new one', async () => {
    const member = await createUser();
    const token = await emailedToken(member.email);
    await db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(passwordResets.userId, member.id));
    for (const res of [
      await api(`${RESET_PASSWORD_PATH}?token=${token}`),
      await setPassword(token),
      await api(`${RESET_PASSWORD_PATH}?token=not-a-token`),
      await setPassword('x'.repeat(43)),
    ]) {
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).toContain(PASSWORD_RESET_MESSAGES.linkExpired);
      expect(text).toContain(`href="${FORGOT_PASSWORD_PATH}"`);
    }
    expect((await signInWith(member.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses a guessable password in words and keeps the link usable', async () => {
    const member = await createUser();
    const token = await emailedToken(member.email);
    const refused = await setPassword(token, 'password123');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(PASSWORD_MESSAGES.common.replaceAll('"', '&quot;'));
    expect((await setPassword(token)).status).toBe(303);
  });

  it('counts each request under the sign-in limits per address, the same for a registered and an unknown address', async () => {
    const member = await createUser();
    for (const email of [member.email, uniqueEmail('nobody')]) {
      await askForLink(email);
      expect(await db.select().from(loginAttempts).where(eq(loginAttempts.email, email))).toHaveLength(1);
      // Someone elsewhere has asked (or guessed) often enough that the address now waits half a minute.
      const at = new Date().toISOString();
      await db
        .insert(loginAttempts)
        .values(Array.from({ length: ACCOUNT_DELAY.free + 5 }, () => ({ email, ip: '192.0.2.9', attemptedAt: at })));
      const refused = await askForLink(email);
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain('Too many failed sign-in attempts for this account.');
    }
    expect(await emailsTo(member.email)).toHaveLength(1);
  });

  it('limits requests per device across addresses', async () => {
    const first = await askForLink(uniqueEmail('device'));
    const device = first.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!
      .split(';')[0]!;
    const statuses = [first.status];
    for (let i = 1; i <= MAX_DEVICE_FAILURES; i++)
      statuses.push((await askForLink(uniqueEmail('device'), freshNetwork(), device)).status);
    expect(statuses).toEqual([...Array(MAX_DEVICE_FAILURES).fill(200), 429]);
    const refused = await askForLink(uniqueEmail('device'), freshNetwork(), device);
    expect(await refused.text()).toContain('Too many failed sign-in attempts from this device or network.');
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('works for an account that signs in through OpenID Connect and has no password yet', async () => {
    const member = await createUser({ passwordHash: null, oidcSubject: `https://id.example|${crypto.randomUUID()}` });
    expect((await setPassword(await emailedToken(member.email))).status).toBe(303);
    expect((await signInWith(member.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('POST /api/auth/change-password (the profile page)', () => {
  it('keeps this sign-in, ends every other one with its sockets, and emails a notice', async () => {
    const member = await createUser();
    const room = await createRoom();
    const here = await signIn(member.id);
    const elsewhere = await signIn(member.id);
    await joinRoom(room.id, elsewhere);
    const otherSocket = await connectRoom(room.id, elsewhere);

    const res = await changePassword(here, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.changed });
    expect((await otherSocket.closed).code).toBe(REVOKED_CLOSE_CODE);
    expect((await api('/api/auth/user', { cookie: here })).status).toBe(200);
    expect((await api('/api/auth/user', { cookie: elsewhere })).status).toBe(401);
    expect((await signInWith(member.email, NEW_PASSWORD)).status).toBe(200);
    expect((await emailsTo(member.email))[0]!.subject).toBe('Your Sebenza password was changed');
  });

  it('refuses a wrong or missing current password with a clear 400 on that field, and changes nothing', async () => {
    const member = await createUser();
    const here = await signIn(member.id);
    const elsewhere = await signIn(member.id);
    const wrong = await changePassword(here, { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      message: PASSWORD_RESET_MESSAGES.wrongCurrent,
      issues: [{ path: 'currentPassword', message: PASSWORD_RESET_MESSAGES.wrongCurrent }],
    });
    const missing = await changePassword(here, { newPassword: NEW_PASSWORD });
    expect(missing.status).toBe(400);
    expect((await missing.json<{ message: string }>()).message).toBe(PASSWORD_RESET_MESSAGES.currentRequired);
    const weak = await changePassword(here, { currentPassword: TEST_PASSWORD, newPassword: 'password123' });
    expect(weak.status).toBe(400);
    expect((await weak.json<{ message: string }>()).message).toBe(PASSWORD_MESSAGES.common);

    expect((await api('/api/auth/user', { cookie: elsewhere })).status).toBe(200);
    expect((await signInWith(member.email, TEST_PASSWORD)).status).toBe(200);
    expect(await emailsTo(member.email)).toEqual([]);
  });

  it('lets an account without a password (OpenID Connect) set one without a current password', async () => {
    const member = await createUser({ passwordHash: null, oidcSubject: `https://id.example|${crypto.randomUUID()}` });
    const here = await signIn(member.id);
    const res = await changePassword(here, { newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.set });
    expect((await signInWith(member.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('is for signed-in members only, and a link emailed before the change no longer works after it', async () => {
    expect((await changePassword('', { newPassword: NEW_PASSWORD })).status).toBe(401);
    const member = await createUser();
    const token = await emailedToken(member.email);
    const here = await signIn(member.id);
    await changePassword(here, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect((await setPassword(token, 'another-long-unusual-phrase')).status).toBe(400);
  });
});
