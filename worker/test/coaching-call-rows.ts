import { desc, eq } from 'drizzle-orm';
import { coachingCalls, coachingConnections, coachingSubscriptions } from '../../schema/db/index.ts';
import { db } from './factories.ts';

/**
 * A coaching call written straight into the table, for tests of what reads calls (reminders, the feed, the dashboard);
 * the booking rules themselves are tested through the booking route. The call counts against the subscriber's newest
 * subscription's current period, unless it is cancelled (as if in time). `subscriptionId` and `periodEnd` name
 * another subscription and period instead (a fixture that must leave the subscriber's own calls this period alone).
 */
export async function insertCoachingCall({
  connectionId,
  startsAt,
  minutes = 45,
  status = 'booked',
  subscriptionId,
  periodEnd,
}: {
  connectionId: number;
  startsAt: string;
  minutes?: number;
  status?: typeof coachingCalls.$inferInsert.status;
  subscriptionId?: number;
  periodEnd?: string;
}) {
  const [connection] = await db
    .select({
      menteeId: coachingConnections.menteeId,
      mentorId: coachingConnections.mentorId,
      subscriptionId: coachingSubscriptions.id,
      periodEnd: coachingSubscriptions.currentPeriodEnd,
    })
    .from(coachingConnections)
    .leftJoin(coachingSubscriptions, eq(coachingSubscriptions.userId, coachingConnections.menteeId))
    .where(eq(coachingConnections.id, connectionId))
    .orderBy(desc(coachingSubscriptions.id))
    .limit(1);
  const subscription = subscriptionId ?? connection?.subscriptionId;
  if (!connection || !subscription) throw new Error(`No subscribed connection ${connectionId}`);
  const [call] = await db
    .insert(coachingCalls)
    .values({
      connectionId,
      subscriptionId: subscription,
      menteeId: connection.menteeId,
      mentorId: connection.mentorId,
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
      periodEnd: periodEnd ?? connection.periodEnd ?? '',
      status,
      counts: status !== 'cancelled',
      videoCode: crypto.randomUUID(),
    })
    .returning();
  return call!;
}
