import { and, eq } from 'drizzle-orm';
import { CONNECTION_MESSAGES, type Mentor } from '../../schema/contract/mentors.ts';
import { mentors } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { mentorFields, mentorStatsQuery, statsByMentor, toMentor } from './mentor-view.ts';

/**
 * `GET /api/mentors/{id}`: one mentor as the directory lists them (their public page, `/mentors/{id}`), with the same
 * counts as their card: the profile and its stats in one batch (one round trip). Only active mentors are listed, so an
 * inactive or unknown id is the same 404: a profile taken down is not public.
 */
export async function getListedMentor(db: Db, id: number, now = new Date()): Promise<Mentor> {
  const listed = and(eq(mentors.id, id), eq(mentors.isActive, true));
  const [[row], statRows] = await db.batch([
    db.select(mentorFields).from(mentors).where(listed).limit(1),
    mentorStatsQuery(db, db.select({ id: mentors.id }).from(mentors).where(listed), now),
  ]);
  if (!row) throw new HttpError(404, CONNECTION_MESSAGES.mentorNotFound);
  return toMentor(row, statsByMentor(statRows).get(row.id));
}
