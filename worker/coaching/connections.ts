import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  COACHING_MESSAGES,
  type CoachingConnection,
  type CoachSummary,
  type ConnectionStatus,
} from '../../schema/contract/coaching.ts';
import { DEFAULT_LOCATION } from '../../schema/contract/mentors.ts';
import {
  signIns,
  coachingConnections,
  coachingMessages,
  coachingSubscriptions,
  mentors,
  users,
} from '../../schema/db/index.ts';
import { liveSignInAmong } from '../auth/sign-in.ts';
import type { Db } from '../db/client.ts';
import { writeThenRead } from '../db/write-then-read.ts';
import { namedFields } from '../db/read-together.ts';
import { HttpError } from '../http/errors.ts';
import { coachingRequestNoticeStatements } from './notices.ts';

/** Service types that make a mentor bookable for one-on-one coaching (spec section 6: the COACH badge). */
const COACH_SERVICE_TYPES = ['coach', 'both'] as const;
export const isCoachingService = (serviceType: string) =>
  (COACH_SERVICE_TYPES as readonly string[]).includes(serviceType);
/** The picker shows at most this many coaches. */
export const COACH_LIST_LIMIT = 50;

const connectionNotFound = () => new HttpError(404, COACHING_MESSAGES.connectionNotFound);

/** A subscription opens coaching when a row of the user's has status 'active' (kept current by the webhooks). */
export const activeSubscriptionOf = (userId: string) =>
  sql<number>`exists (select 1 from ${coachingSubscriptions} where ${coachingSubscriptions.userId} = ${userId} and ${coachingSubscriptions.status} = 'active')`;

export async function hasActiveSubscription(db: Db, userId: string): Promise<boolean> {
  const row = await db.get<{ active: number }>(sql`select ${activeSubscriptionOf(userId)} as active`);
  return Boolean(row?.active);
}

/**
 * `GET /api/coaching/coaches`: active mentors whose serviceType is coach or both, the most experienced first
 * (mentees helped, then years of freedom), with the caller's connection to each. The caller's own profile is left
 * out (nobody can book themselves).
 */
export async function listCoaches(db: Db, { viewerId }: { viewerId: string | null }): Promise<CoachSummary[]> {
  const isCoach = and(eq(mentors.isActive, true), inArray(mentors.serviceType, [...COACH_SERVICE_TYPES]));
  const columns = {
    id: mentors.id,
    name: mentors.name,
    title: mentors.title,
    profileImage: mentors.profileImage,
    location: mentors.location,
    description: mentors.description,
  };
  const order = [desc(mentors.menteeCount), desc(mentors.yearsOfFreedom), asc(mentors.id)];
  const rows = viewerId
    ? await db
        .select({ ...columns, connectionId: coachingConnections.id, connectionStatus: coachingConnections.status })
        .from(mentors)
        .leftJoin(
          coachingConnections,
          and(eq(coachingConnections.mentorId, mentors.id), eq(coachingConnections.menteeId, viewerId)),
        )
        .where(and(isCoach, ne(mentors.userId, viewerId)))
        .orderBy(...order)
        .limit(COACH_LIST_LIMIT)
    : (
        await db
          .select(columns)
          .from(mentors)
          .where(isCoach)
          .orderBy(...order)
          .limit(COACH_LIST_LIMIT)
      ).map((r) => ({
        ...r,
        connectionId: null,
        connectionStatus: null,
      }));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    title: r.title,
    profileImage: r.profileImage || null,
    location: r.location.trim() || DEFAULT_LOCATION,
    description: r.description,
    connection:
      r.connectionId !== null && r.connectionStatus ? { id: r.connectionId, status: r.connectionStatus } : null,
  }));
}

/** A connection as one of its two people sees it: their role decides who the other party is. */
export type Party = {
  id: number;
  status: ConnectionStatus;
  /** The subscriber's user id. */
  menteeId: string;
  mentorId: number;
  /** The coach's user id (mentors.user_id). */
  coachUserId: string;
  role: 'mentee' | 'coach';
};

/**
 * The one check behind every per-connection route: the caller is the subscriber or the coach of connection
 * `connectionId`. Anyone else gets the same 404 as for an unknown id, so other people's connections stay invisible.
 */
export async function requireParty(db: Db, { connectionId, userId }: { connectionId: number; userId: string }) {
  const [row] = await db
    .select({
      id: coachingConnections.id,
      status: coachingConnections.status,
      menteeId: coachingConnections.menteeId,
      mentorId: coachingConnections.mentorId,
      coachUserId: mentors.userId,
    })
    .from(coachingConnections)
    .innerJoin(mentors, eq(mentors.id, coachingConnections.mentorId))
    .where(
      and(
        eq(coachingConnections.id, connectionId),
        or(eq(coachingConnections.menteeId, userId), eq(mentors.userId, userId)),
      ),
    )
    .limit(1);
  if (!row) throw connectionNotFound();
  return { ...row, role: row.menteeId === userId ? 'mentee' : 'coach' } satisfies Party;
}

/** The connections a user is a party to, on either side (sign-out closes that sign-in's sockets in each). */
export async function connectionsOfUser(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: coachingConnections.id })
    .from(coachingConnections)
    .innerJoin(mentors, eq(mentors.id, coachingConnections.mentorId))
    .where(or(eq(coachingConnections.menteeId, userId), eq(mentors.userId, userId)));
  return rows.map((row) => row.id);
}

/**
 * The live socket's check (decision 016): of these sign-ins, the ones still signed in whose user is still a party to
 * the connection (the subscriber, or the user of its coach's mentor profile). One query for both people's sockets.
 */
export async function sessionsStillInConnection(
  db: Db,
  { connectionId, signInHashes }: { connectionId: number; signInHashes: string[] },
  now = new Date(),
): Promise<Set<string>> {
  const rows = await db
    .select({ signInHash: signIns.tokenHash })
    .from(signIns)
    .innerJoin(coachingConnections, eq(coachingConnections.id, connectionId))
    .innerJoin(mentors, eq(mentors.id, coachingConnections.mentorId))
    .where(
      and(
        liveSignInAmong(signInHashes, now),
        or(eq(coachingConnections.menteeId, signIns.userId), eq(mentors.userId, signIns.userId)),
      ),
    );
  return new Set(rows.map((row) => row.signInHash));
}

/**
 * The caller's connections on both sides (as the subscriber, and as the coach of their mentor profile), newest
 * activity first, in ONE query: unread counts and the last message come from correlated subqueries on the
 * conversation's indexes.
 */
export async function listConnections(db: Db, { userId }: { userId: string }): Promise<CoachingConnection[]> {
  return toConnections(await connectionsQuery(db, { userId }), userId);
}

/**
 * The query behind `listConnections`, `which` narrowing it (the write routes' answer, read as the last statement of
 * their batch so it sees the write). Its fields have names of their own (`namedFields`): a batch keys rows by column
 * name, and a connection's and its mentor's `id` (and both people's `profile_image`) would share one.
 */
function connectionsQuery(db: Db, { userId, which }: { userId: string; which?: SQL }) {
  // Both sides as conditions on coaching_connections' own columns, so SQLite can serve each from its index.
  const mine = or(
    eq(coachingConnections.menteeId, userId),
    eq(coachingConnections.mentorId, sql`(select ${mentors.id} from ${mentors} where ${mentors.userId} = ${userId})`),
  );
  const lastMessageAt = sql<string | null>`(select ${coachingMessages.createdAt} from ${coachingMessages}
    where ${coachingMessages.connectionId} = ${coachingConnections.id} order by ${coachingMessages.id} desc limit 1)`;
  return db
    .select(
      namedFields({
        id: coachingConnections.id,
        status: coachingConnections.status,
        menteeId: coachingConnections.menteeId,
        createdAt: coachingConnections.createdAt,
        mentorId: mentors.id,
        mentorName: mentors.name,
        mentorTitle: mentors.title,
        mentorImage: mentors.profileImage,
        mentorUserId: mentors.userId,
        menteeFirstName: users.firstName,
        menteeLastName: users.lastName,
        menteeImage: users.profileImage,
        unreadCount: sql<number>`(select count(*) from ${coachingMessages}
          where ${coachingMessages.receiverId} = ${userId} and ${coachingMessages.readAt} is null
            and ${coachingMessages.connectionId} = ${coachingConnections.id})`,
        lastMessageAt,
      }),
    )
    .from(coachingConnections)
    .innerJoin(mentors, eq(mentors.id, coachingConnections.mentorId))
    .innerJoin(users, eq(users.id, coachingConnections.menteeId))
    .where(which ? and(which, mine) : mine)
    .orderBy(desc(sql`coalesce(${lastMessageAt}, ${coachingConnections.createdAt})`), desc(coachingConnections.id));
}

function toConnections(rows: Awaited<ReturnType<typeof connectionsQuery>>, userId: string): CoachingConnection[] {
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    menteeId: r.menteeId,
    mentor: {
      id: r.mentorId,
      name: r.mentorName,
      title: r.mentorTitle,
      profileImage: r.mentorImage || null,
      userId: r.mentorUserId,
    },
    mentee: {
      id: r.menteeId,
      name: `${r.menteeFirstName} ${r.menteeLastName}`.trim(),
      profileImage: r.menteeImage || null,
    },
    myRole: r.menteeId === userId ? 'mentee' : 'coach',
    unreadCount: Number(r.unreadCount),
    lastMessageAt: r.lastMessageAt,
    createdAt: r.createdAt,
  }));
}

/** The one connection `write` changed, as its party sees it: the write and this read go as ONE batch. */
export async function writeThenView<W extends BatchItem<'sqlite'>>(
  db: Db,
  { connectionId, userId, write }: { connectionId: number; userId: string; write: W },
): Promise<{ written: Awaited<W>; connection: CoachingConnection }> {
  const {
    written: [written],
    read,
  } = await writeThenRead(
    db,
    [write],
    connectionsQuery(db, { userId, which: eq(coachingConnections.id, connectionId) }),
  );
  const [connection] = toConnections(read, userId);
  if (!connection) throw connectionNotFound();
  return { written, connection };
}

/**
 * `POST /api/coaching-connections`: a subscriber asks a coach. The request is ONE upsert on UNIQUE(mentee, mentor):
 * a new pair starts pending, an ended one is asked again (back to pending), a pending or active one is left as it
 * is, so a double tap never makes two requests. The checks before it only choose the refusal's wording.
 */
export async function requestConnection(
  db: Db,
  { userId, mentorId, now = new Date() }: { userId: string; mentorId: number; now?: Date },
): Promise<{ connection: CoachingConnection; created: boolean }> {
  const [mentor] = await db
    .select({
      userId: mentors.userId,
      isActive: mentors.isActive,
      serviceType: mentors.serviceType,
      subscribed: activeSubscriptionOf(userId),
      asked: sql<number>`exists (select 1 from ${coachingConnections}
        where ${coachingConnections.menteeId} = ${userId} and ${coachingConnections.mentorId} = ${mentorId})`,
    })
    .from(mentors)
    .where(eq(mentors.id, mentorId))
    .limit(1);
  const subscribed = mentor ? Boolean(mentor.subscribed) : await hasActiveSubscription(db, userId);
  if (!subscribed) throw new HttpError(403, COACHING_MESSAGES.subscriptionRequired);
  if (!mentor || !mentor.isActive) throw new HttpError(404, COACHING_MESSAGES.coachNotFound);
  if (mentor.userId === userId) throw new HttpError(400, COACHING_MESSAGES.ownCoach);
  if (!isCoachingService(mentor.serviceType)) {
    throw new HttpError(400, COACHING_MESSAGES.notACoach);
  }

  const createdAt = now.toISOString();
  // The upsert, the coach's notice and the answer's read as ONE batch: the read finds the pair's row whether or not the
  // upsert changed it. A request asked again after it ended counts from now (`created_at`), so the coach is told again
  // and its 48 hours unanswered start again.
  // The three notice statements (one per channel) sit between the upsert and the read.
  const [changed, , , , rows] = await db.batch([
    db
      .insert(coachingConnections)
      .values({ menteeId: userId, mentorId, status: 'pending', createdAt })
      .onConflictDoUpdate({
        target: [coachingConnections.menteeId, coachingConnections.mentorId],
        set: { status: 'pending', createdAt },
        setWhere: eq(coachingConnections.status, 'ended'),
      })
      .returning({ id: coachingConnections.id }),
    ...coachingRequestNoticeStatements(db, { menteeId: userId, mentorId, askedAt: createdAt }),
    connectionsQuery(db, {
      userId,
      which: and(eq(coachingConnections.menteeId, userId), eq(coachingConnections.mentorId, mentorId)),
    }),
  ]);
  const [connection] = toConnections(rows, userId);
  if (!connection) throw new HttpError(404, COACHING_MESSAGES.coachNotFound); // the mentor was deleted meanwhile
  // No row back: the pair was already pending or active. A row back for a pair never asked before is a new one.
  return { connection, created: changed.length > 0 && !mentor.asked };
}

/**
 * `POST /api/coaching-connections/:id/accept`: only the coach; pending becomes active in one conditional update.
 * Accepting an active connection again changes nothing; an ended one must be asked for again by the subscriber.
 */
export async function acceptConnection(
  db: Db,
  { connectionId, userId }: { connectionId: number; userId: string },
): Promise<CoachingConnection> {
  const party = await requireParty(db, { connectionId, userId });
  if (party.role !== 'coach') throw new HttpError(403, COACHING_MESSAGES.onlyCoachAccepts);
  const { written: accepted, connection } = await writeThenView(db, {
    connectionId,
    userId,
    write: db
      .update(coachingConnections)
      .set({ status: 'active' })
      .where(and(eq(coachingConnections.id, connectionId), eq(coachingConnections.status, 'pending')))
      .returning({ id: coachingConnections.id }),
  });
  if (accepted.length === 0 && connection.status === 'ended') {
    throw new HttpError(409, 'This coaching connection has ended; the subscriber can ask again.');
  }
  return connection;
}

/** `POST /api/coaching-connections/:id/end`: either party; ending an ended connection changes nothing. */
export async function endConnection(
  db: Db,
  { connectionId, userId }: { connectionId: number; userId: string },
): Promise<CoachingConnection> {
  await requireParty(db, { connectionId, userId });
  const write = db.update(coachingConnections).set({ status: 'ended' }).where(eq(coachingConnections.id, connectionId));
  return (await writeThenView(db, { connectionId, userId, write })).connection;
}
