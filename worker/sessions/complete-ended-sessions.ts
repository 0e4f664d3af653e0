import { and, eq, sql } from 'drizzle-orm';
import { groupSessions } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';

/** The daily cron: sessions that have ended are stored as completed (reads already show them so). */
export async function completeEndedSessions(db: Db, now: Date): Promise<number> {
  const result = await db
    .update(groupSessions)
    .set({ status: 'completed' })
    .where(
      and(
        eq(groupSessions.status, 'scheduled'),
        sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${groupSessions.scheduledAt}, '+' || ${groupSessions.durationMinutes} || ' minutes') <= ${now.toISOString()}`,
      ),
    );
  return result.meta.changes;
}
