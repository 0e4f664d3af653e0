import { aliasedTable, and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  DASHBOARD_COACHING_COUNT,
  type DashboardCall,
  type DashboardCoachDesk,
  type DashboardSubscription,
} from '../../schema/contract/dashboard.ts';
import { coachingCalls, coachingConnections, mentors, users } from '../../schema/db/index.ts';
import { currentSubscriptionQuery } from '../billing/subscriptions.ts';
import type { Db } from '../db/client.ts';
import { fullNameOf } from '../db/full-name.ts';
import { namedFields, type Read } from '../db/read-together.ts';
import { ownMentorId } from '../mentors/mentor-view.ts';

/*
 * The dashboard's coaching part: a subscriber's plan, coach, calls left and next call; a coach's requests and upcoming
 * calls. Every query is written knowing only the user id, so all go in the dashboard's one batch (decision 022).
 */

/** Both sides' next booked calls, soonest first: a call still under way counts as upcoming until it ends. */
function upcomingCalls(db: Db, { side, userId, now }: { side: 'subscriber' | 'coach'; userId: string; now: Date }) {
  const subscriber = aliasedTable(users, 'subscriber');
  const asSubscriber = side === 'subscriber';
  return db
    .select(
      namedFields({
        id: coachingCalls.id,
        startsAt: coachingCalls.startsAt,
        endsAt: coachingCalls.endsAt,
        withName: asSubscriber ? mentors.name : fullNameOf(subscriber),
        withImage: asSubscriber ? mentors.profileImage : subscriber.profileImage,
      }),
    )
    .from(coachingCalls)
    .innerJoin(mentors, eq(mentors.id, coachingCalls.mentorId))
    .innerJoin(subscriber, eq(subscriber.id, coachingCalls.menteeId))
    .where(
      and(
        asSubscriber ? eq(coachingCalls.menteeId, userId) : eq(coachingCalls.mentorId, ownMentorId(userId)),
        eq(coachingCalls.status, 'booked'),
        gt(coachingCalls.endsAt, now.toISOString()),
      ),
    )
    .orderBy(asc(coachingCalls.startsAt), asc(coachingCalls.id))
    .limit(asSubscriber ? 1 : DASHBOARD_COACHING_COUNT);
}

/** The subscriber's coach: the newest active connection, else the newest pending request. */
function myCoach(db: Db, userId: string) {
  return db
    .select(
      namedFields({
        mentorId: mentors.id,
        name: mentors.name,
        profileImage: mentors.profileImage,
        status: coachingConnections.status,
      }),
    )
    .from(coachingConnections)
    .innerJoin(mentors, eq(mentors.id, coachingConnections.mentorId))
    .where(and(eq(coachingConnections.menteeId, userId), inArray(coachingConnections.status, ['active', 'pending'])))
    .orderBy(sql`${coachingConnections.status} = 'active' desc`, desc(coachingConnections.createdAt))
    .limit(1);
}

/** The coach's pending requests, oldest first (the longest waiting answered first). */
function coachingRequests(db: Db, userId: string) {
  return db
    .select(
      namedFields({
        connectionId: coachingConnections.id,
        name: fullNameOf(users),
        profileImage: users.profileImage,
        askedAt: coachingConnections.createdAt,
      }),
    )
    .from(coachingConnections)
    .innerJoin(users, eq(users.id, coachingConnections.menteeId))
    .where(and(eq(coachingConnections.mentorId, ownMentorId(userId)), eq(coachingConnections.status, 'pending')))
    .orderBy(asc(coachingConnections.createdAt), asc(coachingConnections.id))
    .limit(DASHBOARD_COACHING_COUNT);
}

const toCall = (row: DashboardCall): DashboardCall => ({ ...row, withImage: row.withImage || null });

/**
 * Reads both sides through `read` (the dashboard's batch): the subscription (null without an active one) and the
 * coach's desk (empty for someone who coaches nobody; the dashboard shows it to coaches only).
 */
export async function readCoaching(
  db: Db,
  read: Read,
  { userId, now }: { userId: string; now: Date },
): Promise<{ subscription: DashboardSubscription | null; coachDesk: DashboardCoachDesk }> {
  const [[subscription], [coach], [nextCall], requests, coachCalls] = await Promise.all([
    read(currentSubscriptionQuery(db, userId)),
    read(myCoach(db, userId)),
    read(upcomingCalls(db, { side: 'subscriber', userId, now })),
    read(coachingRequests(db, userId)),
    read(upcomingCalls(db, { side: 'coach', userId, now })),
  ]);
  const plan: DashboardSubscription | null =
    subscription?.status === 'active'
      ? {
          planName: subscription.plan.name,
          callsAllowed: subscription.plan.maxCalls,
          callsUsed: Number(subscription.callsUsed),
          renewsOn: subscription.currentPeriodEnd,
          coach:
            coach && (coach.status === 'active' || coach.status === 'pending')
              ? { ...coach, profileImage: coach.profileImage || null, status: coach.status }
              : null,
          nextCall: nextCall ? toCall(nextCall) : null,
        }
      : null;
  return {
    subscription: plan,
    coachDesk: {
      requests: requests.map((r) => ({ ...r, profileImage: r.profileImage || null })),
      upcomingCalls: coachCalls.map(toCall),
    },
  };
}
