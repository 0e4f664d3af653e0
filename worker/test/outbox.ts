import type { AgeGroup } from '../../schema/contract/consents-rules.ts';
import { SIGN_UP_CONFIRM_PATH } from '../auth/sign-up.ts';
import type { OutboxMessage } from '../email/outbox.ts';
import { api, postForm, signInCookieFrom } from './http.ts';

/** What the app "emailed" `to`, newest first, read from the local outbox (the email sender in tests). */
export async function emailsTo(to: string): Promise<OutboxMessage[]> {
  const res = await api(`/api/dev/outbox/messages?to=${encodeURIComponent(to)}`);
  if (res.status !== 200) throw new Error(`The outbox answered ${res.status}`);
  return (await res.json<{ items: OutboxMessage[] }>()).items;
}

/** The confirmation link's token in an email, or null when it has none. */
export function confirmationToken(message: OutboxMessage): string | null {
  const match = new RegExp(`${SIGN_UP_CONFIRM_PATH.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(message.text);
  return match?.[1] ?? null;
}

/**
 * Signs up as a browser does, to the end: the sign-up, the emailed link, its button. Answers the confirming
 * response (303 to the welcome page) and its sign-in cookie.
 */
export async function signUpThroughEmail(input: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** An adult unless given. */
  ageGroup?: AgeGroup;
}) {
  const registered = await api('/api/auth/register', {
    method: 'POST',
    body: { acceptTerms: true, ageGroup: 'adult', ...input },
  });
  if (registered.status !== 202) throw new Error(`Sign-up answered ${registered.status}: ${await registered.text()}`);
  const [message] = await emailsTo(input.email);
  const token = message && confirmationToken(message);
  if (!token) throw new Error(`No confirmation link was emailed to ${input.email}`);
  const confirmed = await postForm(SIGN_UP_CONFIRM_PATH, { token });
  return { response: confirmed, cookie: signInCookieFrom(confirmed) };
}
