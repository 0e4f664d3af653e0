import { expect } from 'vitest';
import { api } from './http.ts';
import { signedInMember, uniqueEmail, type UserOverrides } from './factories.ts';
import { emailsTo } from './outbox.ts';

export const GUARDIAN_LINK = /\/api\/guardian-consent\?token=([A-Za-z0-9_-]{43})/;

/** A member under 18 (no guardian's consent yet), signed in. */
export const young = (overrides: UserOverrides = {}) =>
  signedInMember({ firstName: 'Naledi', lastName: 'Khumalo', ageGroup: 'under_18', ...overrides });
export const guardian = () => ({
  guardianName: 'Thandeka Khumalo',
  guardianEmail: uniqueEmail('guardian'),
  relationship: 'parent',
});

export const askGuardian = (cookie: string | undefined, body: unknown) =>
  api('/api/me/guardian-consent', { method: 'POST', cookie, body });

/** Asks a guardian and answers the token of the link emailed to them. */
export async function emailedToken(cookie: string) {
  const asked = guardian();
  expect((await askGuardian(cookie, asked)).status).toBe(201);
  const [message] = await emailsTo(asked.guardianEmail);
  return { asked, token: GUARDIAN_LINK.exec(message!.text)![1]!, message: message! };
}
