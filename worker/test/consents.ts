import { expect } from 'vitest';
import { communityRooms } from '../../schema/db/index.ts';
import { api } from './http.ts';
import { db, signedInMember, uniqueEmail, type UserOverrides } from './factories.ts';
import { emailsTo } from './outbox.ts';

export type Problem = { message: string; issues?: { path: string; message: string }[] };

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

export async function roomMember(cookie: string) {
  const [room] = await db
    .insert(communityRooms)
    .values({ name: `Room ${crypto.randomUUID()}`, description: 'Talk shop', category: 'digital-freedom' })
    .returning();
  expect((await api(`/api/community/rooms/${room!.id}/join`, { method: 'POST', cookie })).status).toBe(200);
  return room!;
}

export const say = (roomId: number, cookie: string, content = 'Sawubona') =>
  api(`/api/community/rooms/${roomId}/messages`, { method: 'POST', cookie, body: { content } });
