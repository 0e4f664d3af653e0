import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../schema/contract/auth.ts';
import {
  CONSENT_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  TERMS_VERSION,
  type ConsentRecord,
} from '../../schema/contract/consents.ts';
import { consents, pendingSignUps } from '../../schema/db/index.ts';
import { api, postForm, signInCookieFrom } from '../test/http.ts';
import { createUser, db, signedInMember } from '../test/factories.ts';
import { asForm, newAccount } from '../test/sign-up.ts';
import { emailsTo, signUpThroughEmail } from '../test/outbox.ts';
import { expectRefusal, type Problem } from '../test/request.ts';

describe('consents at sign-up', () => {
  it('records the terms and privacy notice accepted on the form, with their versions and time, and the age', async () => {
    const account = { ...asForm(newAccount()), ageGroup: 'under_18' };
    const form = await postForm('/api/login', { mode: 'signup', ...account });
    expect(form.status).toBe(200);
    const [pending] = await db.select().from(pendingSignUps).where(eq(pendingSignUps.email, account.email));
    const [message] = await emailsTo(account.email);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(message!.text)![1]!;
    const confirmed = await postForm('/api/signup/confirm', { token });
    const cookie = signInCookieFrom(confirmed);

    const me = await (await api('/api/auth/user', { cookie })).json<CurrentUser>();
    expect(me).toMatchObject({ ageGroup: 'under_18', sharingRestriction: 'guardian_consent' });
    const records = await (await api('/api/me/consents', { cookie })).json<ConsentRecord[]>();
    expect(
      records.map(({ kind, version, granted, method, recordedAt, guardian }) => ({
        kind,
        version,
        granted,
        method,
        recordedAt,
        guardian,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          kind: 'terms',
          version: TERMS_VERSION,
          granted: true,
          method: 'sign_up_form',
          recordedAt: pending!.createdAt,
          guardian: null,
        },
        {
          kind: 'privacy_notice',
          version: PRIVACY_NOTICE_VERSION,
          granted: true,
          method: 'sign_up_form',
          recordedAt: pending!.createdAt,
          guardian: null,
        },
      ]),
    );
    expect(records).toHaveLength(2);
  });

  it('refuses a sign-up without the terms accepted or the age answered (400, in words), and shows both questions', async () => {
    const { acceptTerms: _unticked, ...base } = newAccount();
    const noTerms = await api('/api/auth/register', { method: 'POST', body: { ...base, ageGroup: 'adult' } });
    expect(noTerms.status).toBe(400);
    expect((await noTerms.json<Problem>()).issues).toContainEqual({
      path: 'acceptTerms',
      message: CONSENT_MESSAGES.acceptTerms,
    });
    const noAge = await api('/api/auth/register', {
      method: 'POST',
      body: { ...base, acceptTerms: true, ageGroup: '17' },
    });
    expect(noAge.status).toBe(400);
    expect((await noAge.json<Problem>()).issues).toContainEqual({
      path: 'ageGroup',
      message: CONSENT_MESSAGES.chooseAge,
    });
    expect(await emailsTo(base.email)).toEqual([]);

    const page = await postForm('/api/login', { mode: 'signup', ...base, ageGroup: 'adult' });
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain(CONSENT_MESSAGES.acceptTerms);
    // What was chosen stays chosen.
    expect(html).toMatch(/value="adult"\s+required\s+checked/);
    const blank = (await (await api('/api/login?mode=signup')).text()).replace(/\s+/g, ' ');
    for (const text of ['I am 18 or older', 'I am under 18', 'href="/privacy"']) expect(blank).toContain(text);
  });

  it('records nothing when the address got an account before the link was opened', async () => {
    const raced = newAccount();
    expect((await api('/api/auth/register', { method: 'POST', body: raced })).status).toBe(202);
    await createUser({ email: raced.email });
    const [message] = await emailsTo(raced.email);
    const before = (await db.select({ id: consents.id }).from(consents)).length;
    const token = /token=([A-Za-z0-9_-]{43})/.exec(message!.text)![1]!;
    expect((await postForm('/api/signup/confirm', { token })).status).toBe(409);
    expect(await db.select({ id: consents.id }).from(consents)).toHaveLength(before);
  });
});

describe('POST /api/me/consents (the welcome page, for an account that never saw the form)', () => {
  it('records the terms, privacy notice and age once; a second answer is 409 and bad answers are 400', async () => {
    const { user, cookie } = await signedInMember({ ageGroup: null });
    const before = await (await api('/api/auth/user', { cookie })).json<CurrentUser>();
    expect(before).toMatchObject({ ageGroup: null, sharingRestriction: 'age_unconfirmed' });

    expect(
      (await api('/api/me/consents', { method: 'POST', cookie, body: { acceptTerms: false, ageGroup: 'adult' } }))
        .status,
    ).toBe(400);
    expect((await api('/api/me/consents', { method: 'POST', cookie, body: { acceptTerms: true } })).status).toBe(400);
    const answered = await api('/api/me/consents', {
      method: 'POST',
      cookie,
      body: { acceptTerms: true, ageGroup: 'adult' },
    });
    expect(answered.status).toBe(201);
    const records = await answered.json<ConsentRecord[]>();
    expect(records.map((r) => [r.kind, r.method, r.version]).sort()).toEqual([
      ['privacy_notice', 'welcome_page', PRIVACY_NOTICE_VERSION],
      ['terms', 'welcome_page', TERMS_VERSION],
    ]);

    const again = await api('/api/me/consents', {
      method: 'POST',
      cookie,
      body: { acceptTerms: true, ageGroup: 'under_18' },
    });
    await expectRefusal(again, 409, CONSENT_MESSAGES.alreadyAnswered);
    expect(await db.select().from(consents).where(eq(consents.userId, user.id))).toHaveLength(2);
    expect(await (await api('/api/auth/user', { cookie })).json()).toMatchObject({
      ageGroup: 'adult',
      sharingRestriction: null,
    });
  });

  it('is for signed-in members only, each reading only their own record', async () => {
    expect((await api('/api/me/consents')).status).toBe(401);
    expect(
      (await api('/api/me/consents', { method: 'POST', body: { acceptTerms: true, ageGroup: 'adult' } })).status,
    ).toBe(401);
    const other = await signUpThroughEmail(newAccount());
    const mine = await (
      await api('/api/me/consents', { cookie: (await signedInMember()).cookie })
    ).json<ConsentRecord[]>();
    expect(mine).toEqual([]);
    expect(await (await api('/api/me/consents', { cookie: other.cookie })).json<ConsentRecord[]>()).toHaveLength(2);
  });
});
