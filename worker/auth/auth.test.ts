import { env, createExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AFTER_SIGN_UP_PATH, PASSWORD_MESSAGES, SIGN_UP_MESSAGES } from '../../schema/contract/auth.ts';
import { authSessions, knownDevices, loginAttempts, pendingSignUps, users } from '../../schema/db/index.ts';
import { createApp } from '../app.ts';
import { api, postForm, sessionCookieFrom } from '../test/http.ts';
import { createUser, db, signedInMember, signIn, TEST_PASSWORD, uniqueEmail } from '../test/factories.ts';
import { HttpError } from '../http/errors.ts';
import { confirmationToken, emailsTo, signUpThroughEmail } from '../test/outbox.ts';
import { WRONG_CREDENTIALS_MESSAGE } from './accounts.ts';
import {
  accountDelaySeconds,
  DEVICE_COOKIE,
  FREE_ACCOUNT_FAILURES,
  MAX_ACCOUNT_DELAY_SECONDS,
  MAX_DEVICE_FAILURES,
  MAX_NETWORK_FAILURES,
  networkOf as networkAddress,
  recordSignInAttempt,
} from './sign-in-limits.ts';
import { hashToken } from './session.ts';
import { PBKDF2_ITERATIONS } from './password.ts';

const newAccount = () => ({
  email: uniqueEmail('new'),
  password: 'a-long-password',
  firstName: 'Sipho',
  lastName: 'Dlamini',
  acceptTerms: true,
  ageGroup: 'adult' as const,
});
/** An account as the sign-up form posts it: a ticked checkbox sends its value. */
const asForm = (account: ReturnType<typeof newAccount>) => ({ ...account, acceptTerms: 'true' });

describe('POST /api/auth/register (sign-up by email, decision 015)', () => {
  it('answers 202 "check your email" and emails a link whose page creates the account and signs it in', async () => {
    const input = newAccount();
    const res = await api('/api/auth/register', { method: 'POST', body: input });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: SIGN_UP_MESSAGES.checkEmail });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sebenza_session='))).toBe(false);
    // No account until the address is confirmed.
    expect(await db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0);

    const [email] = await emailsTo(input.email);
    expect(email!.subject).toBe('Confirm your email to join Sebenza');
    const token = confirmationToken(email!)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Opening the link shows a button: a mail scanner that follows links creates nothing.
    const page = await api(`/api/signup/confirm?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Create my account');
    expect(await db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0);

    const confirmed = await postForm('/api/signup/confirm', { token });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('Location')).toBe(AFTER_SIGN_UP_PATH);
    const me = await api('/api/auth/user', { cookie: sessionCookieFrom(confirmed) });
    expect(await me.json()).toMatchObject({
      email: input.email,
      firstName: 'Sipho',
      lastName: 'Dlamini',
      role: 'member',
      isMentor: false,
      serviceType: null,
    });
    // The link is used up.
    expect((await postForm('/api/signup/confirm', { token })).status).toBe(400);
  });

  it('answers a registered address exactly as a new one, and emails its owner that it has an account', async () => {
    const existing = await createUser();
    const fresh = newAccount();
    const answers = [];
    for (const email of [fresh.email, `  ${existing.email.toUpperCase()} `]) {
      const res = await api('/api/auth/register', { method: 'POST', body: { ...fresh, email } });
      answers.push({ status: res.status, body: await res.text(), cookies: res.headers.getSetCookie() });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(202);

    const [toOwner] = await emailsTo(existing.email);
    expect(toOwner!.subject).toBe('You already have a Sebenza account');
    expect(confirmationToken(toOwner!)).toBeNull();
    // The form page answers the same too.
    const pages = [];
    for (const email of [uniqueEmail('form'), existing.email]) {
      const res = await postForm('/api/login', { mode: 'signup', ...asForm(fresh), email });
      pages.push([res.status, (await res.text()).replace(email, 'EMAIL')]);
    }
    expect(pages[1]).toEqual(pages[0]);
    // Nothing about the existing account changed.
    const [after] = await db.select().from(users).where(eq(users.id, existing.id));
    expect(after!.passwordHash).toBe(existing.passwordHash);
  });

  it('stores a PBKDF2-SHA256 hash with its parameters and a per-user salt, never the password', async () => {
    const a = newAccount();
    const b = { ...newAccount(), password: a.password };
    await signUpThroughEmail(a);
    await signUpThroughEmail(b);
    const rows = await db.select().from(users).where(eq(users.firstName, 'Sipho'));
    const hashes = rows.filter((r) => r.email === a.email || r.email === b.email).map((r) => r.passwordHash!);
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) {
      expect(hash).toMatch(
        new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{44}$`),
      );
      expect(hash).not.toContain(a.password);
    }
    expect(hashes[0]!.split('$')[2]).not.toBe(hashes[1]!.split('$')[2]);
  });

  it('sends one email a minute per address, keeping the first link; a later sign-up replaces it', async () => {
    const input = newAccount();
    await api('/api/auth/register', { method: 'POST', body: input });
    const again = await api('/api/auth/register', { method: 'POST', body: { ...input, firstName: 'Other' } });
    expect(again.status).toBe(202);
    const emails = await emailsTo(input.email);
    expect(emails).toHaveLength(1);
    const [pending] = await db.select().from(pendingSignUps).where(eq(pendingSignUps.email, input.email));
    expect(pending!.firstName).toBe('Sipho');

    await db
      .update(pendingSignUps)
      .set({ createdAt: new Date(Date.now() - 2 * 60_000).toISOString() })
      .where(eq(pendingSignUps.email, input.email));
    await api('/api/auth/register', { method: 'POST', body: { ...input, firstName: 'Lerato' } });
    const [newest, first] = await emailsTo(input.email);
    expect((await postForm('/api/signup/confirm', { token: confirmationToken(first!)! })).status).toBe(400);
    const confirmed = await postForm('/api/signup/confirm', { token: confirmationToken(newest!)! });
    expect(confirmed.status).toBe(303);
    expect(await (await api('/api/auth/user', { cookie: sessionCookieFrom(confirmed) })).json()).toMatchObject({
      firstName: 'Lerato',
    });
  });

  it('refuses an unknown or expired link, and one for an address that got an account meanwhile', async () => {
    expect((await api('/api/signup/confirm?token=nope')).status).toBe(400);
    expect((await postForm('/api/signup/confirm', { token: 'A'.repeat(43) })).status).toBe(400);

    const late = newAccount();
    await api('/api/auth/register', { method: 'POST', body: late });
    await db
      .update(pendingSignUps)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(pendingSignUps.email, late.email));
    const [expired] = await emailsTo(late.email);
    const expiredPage = await api(`/api/signup/confirm?token=${confirmationToken(expired!)}`);
    expect(expiredPage.status).toBe(400);
    expect(await expiredPage.text()).toContain(SIGN_UP_MESSAGES.linkExpired);

    const raced = newAccount();
    await api('/api/auth/register', { method: 'POST', body: raced });
    await createUser({ email: raced.email });
    const [message] = await emailsTo(raced.email);
    const conflict = await postForm('/api/signup/confirm', { token: confirmationToken(message!)! });
    expect(conflict.status).toBe(409);
    expect(await conflict.text()).toContain(SIGN_UP_MESSAGES.alreadyRegistered);
  });

  it('refuses a short password, a bad email and missing names with 400 and clear messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...newAccount(), password: 'short' }, 'Password must be at least 8 characters.'],
      [{ ...newAccount(), email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ ...newAccount(), firstName: '   ' }, 'First name is required.'],
    ];
    for (const [body, message] of cases) {
      const res = await api('/api/auth/register', { method: 'POST', body });
      expect(res.status).toBe(400);
      const json = await res.json<{ message: string; issues: { message: string }[] }>();
      expect(json.issues.map((i) => i.message)).toContain(message);
    }
  });

  it('refuses common, leaked and guessable passwords and all-blank ones, saying why in words (issue 14, row 9)', async () => {
    const cases: [string, string][] = [
      ['password', PASSWORD_MESSAGES.common],
      ['12345678', PASSWORD_MESSAGES.common],
      ['Password1!', PASSWORD_MESSAGES.common],
      ['        ', PASSWORD_MESSAGES.onlySpaces],
      [' \t \n    ', PASSWORD_MESSAGES.onlySpaces],
      ['aaaaaaaaaa', PASSWORD_MESSAGES.repeated],
      ['abcdefghij', PASSWORD_MESSAGES.sequence],
      ['zxcvbnm,./', PASSWORD_MESSAGES.keyboard],
      ['siphodlamini', PASSWORD_MESSAGES.personal],
    ];
    for (const [password, message] of cases) {
      const input = { ...newAccount(), password };
      const res = await api('/api/auth/register', { method: 'POST', body: input });
      expect(res.status, JSON.stringify(password)).toBe(400);
      expect((await res.json<{ message: string }>()).message, JSON.stringify(password)).toBe(message);
      expect(await emailsTo(input.email)).toEqual([]);
    }
    const form = await postForm('/api/login', { mode: 'signup', ...asForm(newAccount()), password: '12345678' });
    expect(form.status).toBe(400);
    expect(await form.text()).toContain(PASSWORD_MESSAGES.common);
    // A few ordinary words make a good password.
    expect((await api('/api/auth/register', { method: 'POST', body: newAccount() })).status).toBe(202);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and issues a fresh token every time', async () => {
    const user = await createUser();
    const first = await api('/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    const second = await api('/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(sessionCookieFrom(first)).not.toBe(sessionCookieFrom(second));
    expect(await first.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const user = await createUser();
    const wrong = await api('/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: 'not-the-password' },
    });
    const unknown = await api('/api/auth/login', {
      method: 'POST',
      body: { email: uniqueEmail(), password: TEST_PASSWORD },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: WRONG_CREDENTIALS_MESSAGE });
    expect(await unknown.json()).toEqual({ message: WRONG_CREDENTIALS_MESSAGE });
  });

  it('sets an HttpOnly, SameSite=Lax cookie, Secure only over https', async () => {
    const user = await createUser();
    const res = await api('/api/auth/login', { method: 'POST', body: { email: user.email, password: TEST_PASSWORD } });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sebenza_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const app = createApp();
    const https = await app.fetch(
      new Request('https://sebenza.example/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://sebenza.example' },
        body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
      }),
      env,
      createExecutionContext(),
    );
    expect(https.status).toBe(200);
    expect(https.headers.getSetCookie().find((c) => c.startsWith('sebenza_session='))).toMatch(/Secure/);
  });

  it('stores only a SHA-256 of the 256-bit token', async () => {
    const user = await createUser();
    const res = await api('/api/auth/login', { method: 'POST', body: { email: user.email, password: TEST_PASSWORD } });
    const token = sessionCookieFrom(res).split('=')[1]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const rows = await db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([await hashToken(token)]);
  });
});

describe('sign-in limits (decision 015)', () => {
  const login = (email: string, password: string, headers: Record<string, string> = {}, cookie?: string) =>
    api('/api/auth/login', { method: 'POST', body: { email, password }, headers, cookie });
  const deviceCookieFrom = (res: Response) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!
      .split(';')[0]!;
  const fromNetwork = (n: number) => ({ 'CF-Connecting-IP': `203.0.113.${n}` });

  it("a stranger's wrong passwords never keep the owner out of the device they sign in from", async () => {
    const owner = await createUser();
    // The owner's phone has signed in before.
    const first = await login(owner.email, TEST_PASSWORD, fromNetwork(10));
    expect(first.status).toBe(200);
    const phone = deviceCookieFrom(first);

    // Someone else, elsewhere, tries 30 passwords: after 5 failures they wait longer each time.
    const statuses = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await login(owner.email, `guess-${i}-password`, fromNetwork(66))).status);
    expect(statuses.slice(0, FREE_ACCOUNT_FAILURES)).toEqual(Array(FREE_ACCOUNT_FAILURES).fill(401));
    expect(statuses).toContain(429);

    const fromPhone = await login(owner.email, TEST_PASSWORD, fromNetwork(10), phone);
    expect(fromPhone.status).toBe(200);
  });

  it('an unknown device waits a growing delay, not a lock: the right password gets in once it has passed', async () => {
    const user = await createUser();
    const client = { ip: '198.51.100.1', device: '' };
    const t0 = Date.now();
    const at = (ms: number) => new Date(t0 + ms);
    for (let i = 0; i < FREE_ACCOUNT_FAILURES; i++) await recordSignInAttempt(db, user.email, client, at(0));
    // 1 s after the latest failure, then 2 s, then 4 s...
    for (const [wait, next] of [
      [1, 1000],
      [2, 3000],
      [4, 7000],
    ] as const) {
      const refused = await recordSignInAttempt(db, user.email, client, at(next - 1)).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(HttpError);
      expect((refused as HttpError).status).toBe(429);
      expect(Number((refused as HttpError).headers!['Retry-After'])).toBeLessThanOrEqual(wait);
      await recordSignInAttempt(db, user.email, client, at(next));
    }
    expect(accountDelaySeconds(FREE_ACCOUNT_FAILURES + 20)).toBe(MAX_ACCOUNT_DELAY_SECONDS);

    // Ten failures a few minutes ago (the old rule's lock): the right password from a new device now gets in.
    const victim = await createUser();
    const earlier = new Date(Date.now() - 3 * 60_000).toISOString();
    await db
      .insert(loginAttempts)
      .values(Array.from({ length: 10 }, () => ({ email: victim.email, ip: '192.0.2.9', attemptedAt: earlier })));
    expect((await login(victim.email, TEST_PASSWORD, fromNetwork(11))).status).toBe(200);
  });

  it(`one device cannot spray many accounts: ${MAX_DEVICE_FAILURES} failures across accounts, then 429`, async () => {
    const first = await login(uniqueEmail('spray'), 'wrong-password-0');
    const device = deviceCookieFrom(first);
    // Sent at once, the limit still holds: one conditional INSERT counts them.
    const results = await Promise.all(
      Array.from({ length: MAX_DEVICE_FAILURES + 4 }, (_, i) => login(uniqueEmail('spray'), `wrong-${i}`, {}, device)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_DEVICE_FAILURES - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = results.find((r) => r.status === 429)!;
    expect((await refused.json<{ message: string }>()).message).toMatch(/from this device or network/);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(800);
    // Even the right password of an account it has never signed in to.
    const other = await createUser();
    expect((await login(other.email, TEST_PASSWORD, {}, device)).status).toBe(429);
  });

  it(`one network cannot spray many accounts with a fresh cookie each time: ${MAX_NETWORK_FAILURES} failures, then 429`, async () => {
    const ip = '2001:db8:42:7::1';
    const recent = new Date(Date.now() - 60_000).toISOString();
    const earlier = Array.from({ length: MAX_NETWORK_FAILURES - 1 }, (_, i) => ({
      email: `sprayed-${i}@example.test`,
      // Another address in the same /64 is the same network.
      ip: networkAddress(`2001:db8:42:7::${i + 2}`),
      attemptedAt: recent,
    }));
    // D1 binds at most 100 values per statement.
    for (let i = 0; i < earlier.length; i += 20) await db.insert(loginAttempts).values(earlier.slice(i, i + 20));
    expect((await login(uniqueEmail(), 'wrong-password', { 'CF-Connecting-IP': ip })).status).toBe(401);
    const refused = await login(uniqueEmail(), 'wrong-password', { 'CF-Connecting-IP': ip });
    expect(refused.status).toBe(429);
    // Another network is not affected.
    expect((await login(uniqueEmail(), 'wrong-password', { 'CF-Connecting-IP': '2001:db8:43::1' })).status).toBe(401);
  });

  it("forgives the device's own failures on success and remembers it as the account's device", async () => {
    const user = await createUser();
    const first = await login(user.email, 'typo-password-1');
    const device = deviceCookieFrom(first);
    for (let i = 0; i < 2; i++) await login(user.email, `typo-password-${i + 2}`, {}, device);
    await db
      .insert(loginAttempts)
      .values({ email: user.email, ip: '192.0.2.1', attemptedAt: new Date().toISOString() });
    expect((await login(user.email, TEST_PASSWORD, {}, device)).status).toBe(200);
    const left = await db.select().from(loginAttempts).where(eq(loginAttempts.email, user.email));
    expect(left.map((a) => a.ip)).toEqual(['192.0.2.1']);
    const devices = await db.select().from(knownDevices).where(eq(knownDevices.userId, user.id));
    expect(devices).toHaveLength(1);
    expect(devices[0]!.device).toBe(await hashToken(device.split('=')[1]!));
  });

  it('counts an IPv6 client by its /64', () => {
    expect(networkAddress('2001:db8:0:1:aaaa::5')).toBe('2001:db8:0:1::/64');
    expect(networkAddress('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(networkAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkAddress('203.0.113.5')).toBe('203.0.113.5');
  });
});

describe('sessions', () => {
  it('GET /api/auth/user answers 401 when signed out or with an unknown token', async () => {
    expect((await api('/api/auth/user')).status).toBe(401);
    const res = await api('/api/auth/user', { cookie: 'sebenza_session=not-a-real-token' });
    expect(res.status).toBe(401);
    expect((await res.json<{ message: string }>()).message).toContain('Unauthorized');
  });

  it('expires after 30 days idle, and slides forward when used', async () => {
    const { cookie } = await signedInMember();
    const tokenHash = await hashToken(cookie.split('=')[1]!);

    // Used two days ago: still valid, and using it pushes the expiry back to 30 days from now.
    const inTwentyEightDays = new Date(Date.now() + 28 * 86_400_000).toISOString();
    await db.update(authSessions).set({ expiresAt: inTwentyEightDays }).where(eq(authSessions.tokenHash, tokenHash));
    expect((await api('/api/auth/user', { cookie })).status).toBe(200);
    const [slid] = await db.select().from(authSessions).where(eq(authSessions.tokenHash, tokenHash));
    expect(Date.parse(slid!.expiresAt)).toBeGreaterThan(Date.now() + 29.9 * 86_400_000);

    await db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(authSessions.tokenHash, tokenHash));
    expect((await api('/api/auth/user', { cookie })).status).toBe(401);
  });

  it('POST /api/logout revokes the session server-side, clears the cookie and redirects home', async () => {
    const { cookie } = await signedInMember();
    const res = await postForm('/api/logout', {}, cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/');
    expect(res.headers.getSetCookie().join()).toMatch(/sebenza_session=;.*Max-Age=0/);
    // The old token no longer works even if a client kept it.
    expect((await api('/api/auth/user', { cookie })).status).toBe(401);
  });

  it('signs nobody out from another site: GET /api/logout is a page whose button posts, a cross-site POST is 403', async () => {
    const { cookie } = await signedInMember();
    // A foreign page that navigates to /api/logout only shows the page.
    const page = await api('/api/logout', { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toMatch(/<form method="post" action="\/api\/logout">/);
    expect(html).toContain('<button type="submit">Sign Out</button>');
    expect((await api('/api/auth/user', { cookie })).status).toBe(200);
    // A foreign page that posts the form is refused.
    const crossSite = await api('/api/logout', { method: 'POST', cookie, headers: { Origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect((await api('/api/auth/user', { cookie })).status).toBe(200);
    // Signed out, the page says so.
    expect(await (await api('/api/logout')).text()).toContain('You are signed out');
  });

  it('GET /api/auth/user/mentor-status answers isMentor false and no profile for a new account', async () => {
    const user = await createUser();
    const res = await api('/api/auth/user/mentor-status', { cookie: await signIn(user.id) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ isMentor: false, mentorProfile: null });
    expect((await api('/api/auth/user/mentor-status')).status).toBe(401);
  });
});

describe('sign-in pages (full-page navigations)', () => {
  it('GET /api/login shows the sign-in form, and ?mode=signup the sign-up form', async () => {
    const signin = await api('/api/login');
    expect(signin.status).toBe(200);
    expect(signin.headers.get('Content-Type')).toMatch(/text\/html/);
    const signinHtml = await signin.text();
    expect(signinHtml).toContain('Sign in to Sebenza');
    expect(signinHtml).not.toContain('name="firstName"');

    const signupHtml = await (await api('/api/login?mode=signup')).text();
    expect(signupHtml).toContain('Join Sebenza');
    expect(signupHtml).toContain('name="firstName"');
  });

  it('signs up through the form: "check your email", with the local outbox labelled as such', async () => {
    const input = newAccount();
    const res = await postForm('/api/login', { mode: 'signup', ...asForm(input) });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(SIGN_UP_MESSAGES.checkEmail);
    expect(page).toContain('Development: no email is sent from this server.');
    expect(page).toContain('href="/api/dev/outbox"');

    const outbox = await (await api('/api/dev/outbox')).text();
    expect(outbox).toContain('Development only: this server has no email provider, so nothing is sent.');
    const [email] = await emailsTo(input.email);
    expect(outbox).toContain(`href="http://localhost/api/signup/confirm?token=${confirmationToken(email!)}"`);
  });

  it('has no local outbox, and no sign-up by email, in production without an email provider', async () => {
    const app = createApp();
    const production = { ...env, APP_ENV: 'production' };
    for (const path of ['/api/dev/outbox', '/api/dev/outbox/messages']) {
      const res = await app.fetch(new Request(`http://localhost${path}`), production, createExecutionContext());
      expect(res.status, path).toBe(404);
    }
    const signUp = await app.fetch(
      new Request('http://localhost/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
        body: JSON.stringify(newAccount()),
      }),
      production,
      createExecutionContext(),
    );
    expect(signUp.status).toBe(503);
    expect(await signUp.json()).toEqual({ message: SIGN_UP_MESSAGES.unavailable });
  });

  it('re-shows the form with the error, escaped, and keeps what was typed', async () => {
    const res = await postForm('/api/login', {
      mode: 'signin',
      email: '<script>x</script>@example.test',
      password: 'whatever-pass',
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('Please enter a valid email address.');
    expect(page).not.toContain('<script>x</script>');
    expect(page).toContain('&lt;script&gt;x&lt;/script&gt;@example.test');

    const user = await createUser();
    const wrong = await postForm('/api/login', { mode: 'signin', email: user.email, password: 'nope-nope-nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(WRONG_CREDENTIALS_MESSAGE);
  });

  it('/api/dev-login-form exists outside production and answers 404 in production', async () => {
    const dev = await api('/api/dev-login-form');
    expect(dev.status).toBe(200);
    expect(await dev.text()).toContain('Demo accounts');

    const app = createApp();
    const production = { ...env, APP_ENV: 'production' };
    for (const method of ['GET', 'POST']) {
      const res = await app.fetch(
        new Request('http://localhost/api/dev-login-form', { method }),
        production,
        createExecutionContext(),
      );
      expect(res.status).toBe(404);
    }
  });
});
