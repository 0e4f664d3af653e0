import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Dashboard } from '../../schema/contract/dashboard.ts';
import { type ConnectedMenteePage, type MentorConnection } from '../../schema/contract/mentors.ts';
import { mentors } from '../../schema/db/index.ts';
import { db } from './factories.ts';
import { api } from './http.ts';

export const connect = (mentorId: unknown, cookie?: string) =>
  api('/api/mentor-connections', { method: 'POST', body: { mentorId }, cookie });
export const end = (id: number | string, cookie?: string) =>
  api(`/api/mentor-connections/${id}`, { method: 'DELETE', cookie });
export const myMentors = async (cookie: string) =>
  (await api('/api/mentor-connections', { cookie })).json<MentorConnection[]>();
export const myMentees = async (cookie: string, query = '') =>
  (await api(`/api/mentor-connections/mentees${query}`, { cookie })).json<ConnectedMenteePage>();
export const dashboardOf = async (cookie: string) => (await api('/api/dashboard', { cookie })).json<Dashboard>();

export async function storedCount(mentorId: number): Promise<number> {
  const [row] = await db.select({ n: mentors.menteeCount }).from(mentors).where(eq(mentors.id, mentorId));
  return row!.n;
}

/** menteeCount as the API answers it (the same `Mentor` the directory's cards and the detail dialog read). */
export async function answeredCount(mentorCookie: string): Promise<number> {
  return (await (await api('/api/mentors/profile', { cookie: mentorCookie })).json<{ menteeCount: number }>())
    .menteeCount;
}

/**
 * Every figure about one signed-in mentor and one of their (possible) mentees, from every place that shows it: the mentor's
 * side (dashboard "Mentees Reached", the connected list's total and length, menteeCount stored and as the
 * API answers it) and the mentee's (dashboard "Mentors Connected", the Mentorship Space list).
 */
export async function figures(mentor: { mentor: { id: number }; cookie: string }, menteeCookie: string) {
  const [mentorDashboard, mentees, stored, listed, menteeDashboard, mentorsOfMentee] = await Promise.all([
    dashboardOf(mentor.cookie),
    myMentees(mentor.cookie, '?limit=100'),
    storedCount(mentor.mentor.id),
    answeredCount(mentor.cookie),
    dashboardOf(menteeCookie),
    myMentors(menteeCookie),
  ]);
  return {
    menteesReached: mentorDashboard.stats.connections,
    menteeListTotal: mentees.total,
    menteeListLength: mentees.items.length,
    menteeCount: stored,
    answeredMenteeCount: listed,
    mentorsConnected: menteeDashboard.stats.connections,
    mentorshipSpace: mentorsOfMentee.length,
  };
}

/** The mentor's figures all equal `reached`, and the mentee's all equal `connected`. */
export function expectAgreement(f: Awaited<ReturnType<typeof figures>>, reached: number, connected: number) {
  expect(f).toEqual({
    menteesReached: reached,
    menteeListTotal: reached,
    menteeListLength: reached,
    menteeCount: reached,
    answeredMenteeCount: reached,
    mentorsConnected: connected,
    mentorshipSpace: connected,
  });
}
