import { sql } from 'drizzle-orm';
import type { Bootstrap } from '../../schema/contract/bootstrap.ts';
import { coachingMessages, notifications } from '../../schema/db/index.ts';
import { getCurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { getMenteeProfile } from '../mentees/mentee-profile.ts';
import { findMentorByUserId } from '../mentors/mentor-view.ts';

/**
 * `GET /api/bootstrap`: the account, mentor status, mentee profile and unread counts, read in parallel (one database
 * round trip, which the session check travels beside: decision 022). Each part is the same answer its own route gives.
 */
export async function getBootstrap(db: Db, userId: string, now: Date): Promise<Bootstrap> {
  const [user, mentorProfile, menteeProfile, unread] = await Promise.all([
    getCurrentUser(db, userId),
    findMentorByUserId(db, userId, now),
    getMenteeProfile(db, userId).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }),
    countUnread(db, userId),
  ]);
  return { user, mentorStatus: { isMentor: mentorProfile !== null, mentorProfile }, menteeProfile, unread };
}

async function countUnread(db: Db, userId: string): Promise<Bootstrap['unread']> {
  const [row] = await db.all<{ notifications: number; messages: number }>(sql`select
    (select count(*) from ${notifications}
      where ${notifications.userId} = ${userId} and ${notifications.readAt} is null) as notifications,
    (select count(*) from ${coachingMessages}
      where ${coachingMessages.receiverId} = ${userId} and ${coachingMessages.readAt} is null) as messages`);
  return { notifications: Number(row?.notifications ?? 0), messages: Number(row?.messages ?? 0) };
}
