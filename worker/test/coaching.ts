import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { COACHING_MESSAGES, type CoachingConnection } from '../../schema/contract/coaching.ts';
import { coachingSubscriptions } from '../../schema/db/index.ts';
import { db, type MentorOverrides, signedInMember, signedInMentor, signedInSubscriber } from './factories.ts';
import { api } from './http.ts';

export const COACHING_REQUIRED = `${COACHING_MESSAGES.coachingRequired}: ${COACHING_MESSAGES.coachingRequiredText}`;

/** A coach unless `mentor` says otherwise: the tests also ask mentors of every service type. */
export const coach = (mentor: MentorOverrides = {}) =>
  signedInMentor({ serviceType: 'coach', ...mentor }, { firstName: 'Sipho', lastName: 'Dube' });
export const subscriber = () => signedInSubscriber({ firstName: 'Lerato', lastName: 'Dlamini' });
export const stranger = async () => (await signedInMember()).cookie;

export const requestCoach = (mentorId: unknown, cookie?: string) =>
  api('/api/coaching-connections', { method: 'POST', cookie, body: { mentorId } });
export const act = (id: number, action: 'accept' | 'end' | 'read', cookie?: string) =>
  api(`/api/coaching-connections/${id}/${action}`, { method: 'POST', cookie });
export const send = (cookie: string | undefined, body: Record<string, unknown>) =>
  api('/api/messages', { method: 'POST', cookie, body });
export const history = (connectionId: number | string, cookie?: string, query = '') =>
  api(`/api/messages?connectionId=${connectionId}${query}`, { cookie });
export const connectionsOf = async (cookie: string) =>
  (await api('/api/coaching-connections', { cookie })).json<CoachingConnection[]>();

/** A subscriber and a coach whose connection went through the API: requested, then accepted unless `pending`. */
export async function pair({ pending = false } = {}) {
  const sub = await subscriber();
  const c = await coach();
  const res = await requestCoach(c.mentor.id, sub.cookie);
  expect(res.status).toBe(201);
  const connection = await res.json<CoachingConnection>();
  if (!pending) expect((await act(connection.id, 'accept', c.cookie)).status).toBe(200);
  return { sub, coach: c, connectionId: connection.id };
}

export async function cancelSubscription(userId: string) {
  await db.update(coachingSubscriptions).set({ status: 'canceled' }).where(eq(coachingSubscriptions.userId, userId));
}
