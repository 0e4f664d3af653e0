import { env, createExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AFTER_SIGN_UP_PATH, PASSWORD_MESSAGES, SIGN_UP_MESSAGES } from '../../schema/contract/auth.ts';
import { signIns, pendingSignUps, users } from '../../schema/db/index.ts';
import { createApp } from '../app.ts';
import { api, postForm, signInCookieFrom } from '../test/http.ts';
import { createUser, db, TEST_PASSWORD, uniqueEmail } from '../test/factories.ts';
import { confirmationToken, emailsTo, signUpThroughEmail } from '../test/outbox.ts';
import { WRONG_CREDENTIALS_MESSAGE } from './accounts.ts';
import { hashToken } from './sign-in.ts';
import { PBKDF2_ITERATIONS } from './password.ts';
import { newAccount, asForm } from '../test/sign-up.ts';

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
    const me = await api('/api/auth/user', { cookie: signInCookieFrom(confirmed) });
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
    expect(await (await api('/api/auth/user', { cookie: signInCookieFrom(confirmed) })).json()).toMatchObject({
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

  it('refuses common, leaked and guessable passwords and all-blank ones, saying why in words', async () => {
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
    expect(signInCookieFrom(first)).not.toBe(signInCookieFrom(second));
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
    const token = signInCookieFrom(res).split('=')[1]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const rows = await db.select().from(signIns).where(eq(signIns.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([await hashToken(token)]);
  });
});
