import { sql } from 'drizzle-orm';
import {
  COACHING_CALL_MESSAGES,
  type AvailabilitySchema,
  type CoachAvailability,
} from '../../../schema/contract/coaching-calls.ts';
import { rawBatch, type Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { availabilityOf, hoursQuery } from './coach-calendar.ts';
import type * as z from 'zod/mini';

/** The caller's mentor profile, if it offers coaching (serviceType coach or both). */
export const myCoachProfile = (userId: string) =>
  sql`(SELECT id FROM mentors WHERE user_id = ${userId} AND service_type IN ('coach', 'both'))`;

const notACoach = () => new HttpError(403, COACHING_CALL_MESSAGES.notACoach);

/** `GET /api/coaching/availability`: the caller's hours (the defaults before they saved any); 403 for a non-coach. */
export async function readAvailability(db: Db, userId: string): Promise<CoachAvailability> {
  const [coach, hours] = await rawBatch(db, [
    sql`SELECT ${myCoachProfile(userId)} AS mentorId`,
    hoursQuery(myCoachProfile(userId)),
  ]);
  if (coach?.[0]?.mentorId === null || coach?.[0]?.mentorId === undefined) throw notACoach();
  return availabilityOf(hours?.[0]);
}

/** `PUT /api/coaching/availability`: replaces the caller's hours and rules; answers them as stored. */
export async function saveAvailability(
  db: Db,
  userId: string,
  input: z.output<typeof AvailabilitySchema>,
): Promise<CoachAvailability> {
  const weeklyHours = JSON.stringify(input.weeklyHours);
  const overrides = JSON.stringify([...input.overrides].sort((a, b) => a.date.localeCompare(b.date)));
  const [saved] = await rawBatch(db, [
    sql`INSERT INTO coach_availability
        (mentor_id, weekly_hours, overrides, notice_hours, buffer_minutes, horizon_days, weekly_cap, meeting_link)
      SELECT id, ${weeklyHours}, ${overrides}, ${input.noticeHours}, ${input.bufferMinutes}, ${input.horizonDays},
        ${input.weeklyCap}, ${input.meetingLink}
      FROM mentors WHERE user_id = ${userId} AND service_type IN ('coach', 'both')
      ON CONFLICT (mentor_id) DO UPDATE SET weekly_hours = excluded.weekly_hours, overrides = excluded.overrides,
        notice_hours = excluded.notice_hours, buffer_minutes = excluded.buffer_minutes,
        horizon_days = excluded.horizon_days, weekly_cap = excluded.weekly_cap, meeting_link = excluded.meeting_link,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      RETURNING weekly_hours AS weeklyHours, overrides, notice_hours AS noticeHours, buffer_minutes AS bufferMinutes,
        horizon_days AS horizonDays, weekly_cap AS weeklyCap, meeting_link AS meetingLink`,
  ]);
  if (!saved?.length) throw notACoach();
  return availabilityOf(saved[0]);
}
