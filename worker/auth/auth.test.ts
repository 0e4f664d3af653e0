import { env, createExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, loginAttempts, users } from '../../schema/db/index.ts';
import { createApp } from '../app.ts';
import { api, postForm, sessionCookieFrom } from '../test/http.ts';
import { createUser, db, signIn, TEST_PASSWORD, uniqueEmail } from '../test/factories.ts';
import { EMAIL_TAKEN_MESSAGE, MAX_FAILED_LOGINS, WRONG_CREDENTIALS_MESSAGE } from './accounts.ts';
import { hashToken } from './session.ts';
import { PBKDF2_ITERATIONS } from './password.ts';

const newAccount = () => ({
  email: uniqueEmail('new'),
  password: 'a-long-password',
  firstName: 'Sipho',
  lastName: 'Dlamini',
});

describe('POST /api/auth/register', () => {
  it('creates an account, signs it in and answers the current user', async () => {
    const input = newAccount();
    const res = await api('/api/auth/register', { method: 'POST', body: input });
    expect(res.status).toBe(201);
    const body = await res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      email: input.email,
      firstName: 'Sipho',
      lastName: 'Dlamini',
      role: 'member',
      isMentor: false,
      serviceType: null,
    });

    const me = await api('/api/auth/user', { cookie: sessionCookieFrom(res) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: input.email });
  });

  it('stores a PBKDF2-SHA256 hash with its parameters and a per-user salt, never the password', async () => {
    const a = newAccount();
    const b = { ...newAccount(), password: a.password };
    await api('/api/auth/register', { method: 'POST', body: a });
    await api('/api/auth/register', { method: 'POST', body: b });
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

  it('normalises the email so the same address cannot register twice', async () => {
    const input = newAccount();
    expect((await api('/api/auth/register', { method: 'POST', body: input })).status).toBe(201);
    const again = await api('/api/auth/register', {
      method: 'POST',
      body: { ...input, email: `  ${input.email.toUpperCase()} ` },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE });
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

describe('brute-force protection', () => {
  it(`answers 429 after ${MAX_FAILED_LOGINS} failures within 15 minutes, even for the right password`, async () => {
    const user = await createUser();
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      const res = await api('/api/auth/login', {
        method: 'POST',
        body: { email: user.email, password: 'wrong-password' },
      });
      expect(res.status).toBe(401);
    }
    const locked = await api('/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(800);
    expect((await locked.json<{ message: string }>()).message).toMatch(/Too many failed sign-in attempts/);
    // Another account is not affected.
    const other = await createUser();
    const ok = await api('/api/auth/login', { method: 'POST', body: { email: other.email, password: TEST_PASSWORD } });
    expect(ok.status).toBe(200);
  });

  it('lets the account in again once the failures leave the window', async () => {
    const user = await createUser();
    const old = new Date(Date.now() - 16 * 60 * 1000).toISOString();
    await db
      .insert(loginAttempts)
      .values(Array.from({ length: MAX_FAILED_LOGINS }, () => ({ email: user.email, attemptedAt: old })));
    const res = await api('/api/auth/login', { method: 'POST', body: { email: user.email, password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
  });

  it('holds the cap when many wrong attempts arrive at once', async () => {
    const user = await createUser();
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        api('/api/auth/login', { method: 'POST', body: { email: user.email, password: 'wrong-password' } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILED_LOGINS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - MAX_FAILED_LOGINS);
  });

  it('clears the count after a successful sign-in', async () => {
    const user = await createUser();
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) {
      await api('/api/auth/login', { method: 'POST', body: { email: user.email, password: 'wrong-password' } });
    }
    expect(
      (await api('/api/auth/login', { method: 'POST', body: { email: user.email, password: TEST_PASSWORD } })).status,
    ).toBe(200);
    const left = await db.select().from(loginAttempts).where(eq(loginAttempts.email, user.email));
    expect(left).toHaveLength(0);
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
    const user = await createUser();
    const cookie = await signIn(user.id);
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
    const user = await createUser();
    const cookie = await signIn(user.id);
    const res = await postForm('/api/logout', {}, cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/');
    expect(res.headers.getSetCookie().join()).toMatch(/sebenza_session=;.*Max-Age=0/);
    // The old token no longer works even if a client kept it.
    expect((await api('/api/auth/user', { cookie })).status).toBe(401);
  });

  it('signs nobody out from another site: GET /api/logout is a page whose button posts, a cross-site POST is 403', async () => {
    const user = await createUser();
    const cookie = await signIn(user.id);
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

  it('signs up through the form and sends the new member to the welcome page with a session', async () => {
    const input = newAccount();
    const res = await postForm('/api/login', { mode: 'signup', ...input });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/complete-profile');
    const me = await api('/api/auth/user', { cookie: sessionCookieFrom(res) });
    expect(await me.json()).toMatchObject({ email: input.email });
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
