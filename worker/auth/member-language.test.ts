import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../schema/contract/app-languages.ts';
import { MEMBER_LANGUAGE_MESSAGES } from '../../schema/contract/auth.ts';
import { users } from '../../schema/db/index.ts';
import { api, postForm } from '../test/http.ts';
import { createUser, db, signedInMember, TEST_PASSWORD } from '../test/factories.ts';
import { confirmationToken, emailsTo } from '../test/outbox.ts';
import { newAccount } from '../test/sign-up.ts';

const languageCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.split(';')[0];

const languageOf = async (id: string) =>
  (await db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]!.language;

describe("the member's language (decision 042)", () => {
  it('is English for an account made without a choice, and the member reads it in their own profile', async () => {
    const { cookie } = await signedInMember();
    const me = await api('/api/auth/user', { cookie });
    expect(await me.json()).toMatchObject({ language: 'en' });
  });

  it('is set by the member themself, and the browser keeps it in the language cookie', async () => {
    const { user, cookie } = await signedInMember();
    const res = await api('/api/auth/language', { method: 'PUT', cookie, body: { language: 'zu' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ language: 'zu' });
    expect(languageCookieOf(res)).toBe(`${LANGUAGE_COOKIE}=zu`);
    expect(await languageOf(user.id)).toBe('zu');
    expect(await (await api('/api/auth/user', { cookie })).json()).toMatchObject({ language: 'zu' });
  });

  it('refuses a language the app does not speak, in words, and changes nothing', async () => {
    const { user, cookie } = await signedInMember({ language: 'af' });
    for (const body of [{ language: 'fr' }, { language: 'pseudo' }, {}, { language: 3 }]) {
      const res = await api('/api/auth/language', { method: 'PUT', cookie, body });
      expect(res.status).toBe(400);
      expect((await res.json<{ message: string }>()).message).toContain(MEMBER_LANGUAGE_MESSAGES.unknown);
    }
    expect(await languageOf(user.id)).toBe('af');
  });

  it('is changed for no one but the member who asks, and not at all by a visitor', async () => {
    const other = await createUser({ language: 'xh' });
    const { user, cookie } = await signedInMember();
    const visitor = await api('/api/auth/language', { method: 'PUT', body: { language: 'af' } });
    expect(visitor.status).toBe(401);
    // The route names no account: whoever asks changes their own, whatever else the body carries.
    const res = await api('/api/auth/language', {
      method: 'PUT',
      cookie,
      body: { language: 'af', userId: other.id, id: other.id },
    });
    expect(res.status).toBe(200);
    expect(await languageOf(user.id)).toBe('af');
    expect(await languageOf(other.id)).toBe('xh');
  });

  it("is the page's language at sign-up: the cookie's, else the browser's", async () => {
    for (const [headers, expected] of [
      [{ Cookie: `${LANGUAGE_COOKIE}=xh` }, 'xh'],
      [{ 'Accept-Language': 'zu-ZA, en;q=0.8' }, 'zu'],
      [{ 'Accept-Language': 'fr-FR' }, 'en'],
    ] as const) {
      const input = newAccount();
      const registered = await api('/api/auth/register', { method: 'POST', body: input, headers });
      expect(registered.status).toBe(202);
      const [message] = await emailsTo(input.email);
      // The email is in that language too.
      if (expected === 'zu') expect(message!.subject).toBe('Qinisekisa i-imeyili yakho ukuze ujoyine iSebenza');
      if (expected === 'en') expect(message!.subject).toBe('Confirm your email to join Sebenza');
      // The link may be opened anywhere: the account keeps the language of the form.
      const confirmed = await postForm('/api/signup/confirm', { token: confirmationToken(message!)! });
      expect(confirmed.status).toBe(303);
      const [created] = await db.select().from(users).where(eq(users.email, input.email));
      expect(created!.language).toBe(expected);
      expect(languageCookieOf(confirmed)).toBe(`${LANGUAGE_COOKIE}=${expected}`);
    }
  });

  it('follows the member to a new device: signing in sets the language cookie from the profile', async () => {
    const user = await createUser({ language: 'zu' });
    const res = await api('/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: TEST_PASSWORD },
      headers: { Cookie: `${LANGUAGE_COOKIE}=en`, 'Accept-Language': 'en-ZA' },
    });
    expect(res.status).toBe(200);
    expect(languageCookieOf(res)).toBe(`${LANGUAGE_COOKIE}=zu`);
    // The HTML form's sign-in too.
    const form = await postForm('/api/login', { email: user.email, password: TEST_PASSWORD });
    expect(form.status).toBe(303);
    expect(languageCookieOf(form)).toBe(`${LANGUAGE_COOKIE}=zu`);
  });
});
