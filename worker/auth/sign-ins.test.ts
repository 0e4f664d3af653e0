import { env, createExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SIGN_UP_MESSAGES } from '../../schema/contract/auth.ts';
import { signIns } from '../../schema/db/index.ts';
import { createApp } from '../app.ts';
import { api, postForm, SITE_ORIGIN } from '../test/http.ts';
import { createUser, db, signedInMember, signIn } from '../test/factories.ts';
import { confirmationToken, emailsTo } from '../test/outbox.ts';
import { WRONG_CREDENTIALS_MESSAGE } from './accounts.ts';
import { hashToken, SIGN_IN_COOKIE } from './sign-in.ts';
import { newAccount, asForm } from '../test/sign-up.ts';

describe('sign-ins', () => {
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
    await db.update(signIns).set({ expiresAt: inTwentyEightDays }).where(eq(signIns.tokenHash, tokenHash));
    expect((await api('/api/auth/user', { cookie })).status).toBe(200);
    const [slid] = await db.select().from(signIns).where(eq(signIns.tokenHash, tokenHash));
    expect(Date.parse(slid!.expiresAt)).toBeGreaterThan(Date.now() + 29.9 * 86_400_000);

    await db
      .update(signIns)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(signIns.tokenHash, tokenHash));
    expect((await api('/api/auth/user', { cookie })).status).toBe(401);
  });

  it('POST /api/logout revokes the sign-in server-side, clears the cookie and redirects home', async () => {
    const { cookie } = await signedInMember();
    const res = await postForm('/api/logout', {}, cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/');
    expect(res.headers.getSetCookie().join()).toMatch(new RegExp(`${SIGN_IN_COOKIE}=;.*Max-Age=0`));
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
    expect(outbox).toContain(`href="${SITE_ORIGIN}/api/signup/confirm?token=${confirmationToken(email!)}"`);
  });

  it('has no local outbox, and no sign-up by email, in production without an email provider', async () => {
    const app = createApp();
    const production = { ...env, APP_ENV: 'production', APP_ORIGIN: 'https://sebenza.example' };
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
    const production = { ...env, APP_ENV: 'production', APP_ORIGIN: 'https://sebenza.example' };
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
