import { eq, sql } from 'drizzle-orm';
import type { Bootstrap } from '../../schema/contract/bootstrap.ts';
import { users } from '../../schema/db/index.ts';
import { getCurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';
import { readTogether, type Read } from '../db/read-together.ts';
import { HttpError } from '../http/errors.ts';
import { getMenteeProfile } from '../mentees/mentee-profile.ts';
import { findMentorByUserId } from '../mentors/mentor-view.ts';

/**
 * `GET /api/bootstrap`: the account, mentor status, mentee profile and unread counts, read in one batch (one database
 * round trip and one D1 call, which the session check travels beside: decision 022). Each part is the same answer its
 * own route gives.
 */
export async function getBootstrap(db: Db, userId: string, now: Date): Promise<Bootstrap> {
  const read = readTogether(db);
  const [user, mentorProfile, menteeProfile, unread] = await Promise.all([
    getCurrentUser(db, userId, read),
    findMentorByUserId(db, userId, now, read),
    getMenteeProfile(db, userId, read).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }),
    countUnread(db, userId, read),
  ]);
  return { user, mentorStatus: { isMentor: mentorProfile !== null, mentorProfile }, menteeProfile, unread };
}

/** The unread counts beside the account's row: a select, as drizzle's batch cannot bind a raw statement's parameters. */
async function countUnread(db: Db, userId: string, read: Read): Promise<Bootstrap['unread']> {
  const [row] = await read(
    db
      .select({
        notifications: sql<number>`(select count(*) from notifications n
          where n.user_id = ${userId} and n.read_at is null)`.mapWith(Number),
        messages: sql<number>`(select count(*) from coaching_messages m
          where m.receiver_id = ${userId} and m.read_at is null)`.mapWith(Number),
      })
      .from(users)
      .where(eq(users.id, userId)),
  );
  return { notifications: row?.notifications ?? 0, messages: row?.messages ?? 0 };
}
