import { beforeAll, describe, expect, it } from 'vitest';
import {
  coachingConnections,
  communityRooms,
  notifications,
  roomMembers,
  roomMessages,
} from '../../schema/db/index.ts';
import {
  addParticipants,
  cookieFor,
  createGroupSession,
  createMentor,
  createSubscriber,
  createUser,
  db,
  hoursFromNow,
  ROLES,
  signIn,
  TEST_PASSWORD,
  withSignInClaim,
  type Role,
} from '../../worker/test/factories.ts';
import { countRoundTrips } from '../../worker/test/round-trips.ts';
import { ROUTES } from './routes/index.ts';

/**
 * A write takes at most two database round trips from a browser that holds the sign-in claim (decisions 022 and
 * 031): the session check with the write's reads beside it, then the write with its answer read in the same batch.
 * Every write of the role matrix is counted as the first role that may make it.
 */
const MAX_WRITE_ROUND_TRIPS = 2;

/**
 * The writes that take a third trip, by route and answer, and why: in each, something outside the database must
 * happen between two writes, or a write must happen before a check that decides the next one.
 */
const THIRD_TRIP: Record<string, string> = {
  // worker/events/seat-holds.ts
  'POST /api/events/:id/register answering 202':
    "a paid seat's checkout carries the seat hold's id, so the hold is written before the payment provider is asked " +
    'and the checkout stored after it',
  // worker/billing/subscriptions.ts
  'POST /api/coaching/sandbox/create-subscription answering 201':
    "a subscription's checkout carries the subscription row's id, so the row is written before the payment provider " +
    'is asked, and the checkout is recorded after it (a payment matches only a checkout the app recorded)',
  // worker/privacy/delete-account.ts
  'DELETE /api/me answering 200':
    'the attempt is counted by a conditional INSERT before the password is checked (decision 015), and the erase ' +
    'follows the check',
  // worker/opportunities/sync.ts
  'POST /api/business-opportunities/sync answering 200':
    'the refresh lock is taken before the feeds are fetched (so concurrent refreshes do not all fetch), and the items ' +
    'are written after',
};

/**
 * Writes that ask the test checkout for something it answers with a verified webhook at once: the matrix runs with no
 * provider key, so that webhook goes through the app's own route inside the same request, and its two trips (is the
 * event recorded; the event's batch) are counted with the write's. With a real provider the event arrives on its own.
 */
const WITH_TEST_CHECKOUT_EVENT: Record<string, string> = {
  // worker/billing/refund-requests.ts
  'POST /api/admin/payments/:id/refunds answering 201':
    'the refund is recorded (within what is left) before the provider is asked, and its answer stored after; the test ' +
    "checkout's refund event then settles it",
};

/** The most trips a write may take: two, three for the answers above, and two more with the test checkout's event. */
function limitOf(route: string, status: number) {
  const answer = `${route} answering ${status}`;
  if (WITH_TEST_CHECKOUT_EVENT[answer]) return MAX_WRITE_ROUND_TRIPS + 3;
  return THIRD_TRIP[answer] ? MAX_WRITE_ROUND_TRIPS + 1 : MAX_WRITE_ROUND_TRIPS;
}

const cookies = {} as Record<Role, string | undefined>;
beforeAll(async () => {
  for (const role of ROLES) {
    const cookie = await cookieFor(role);
    cookies[role] = cookie && (await withSignInClaim(cookie));
  }
});

const succeeds = (status: number | undefined) => status !== undefined && status < 300;
const allowedWrites = ROUTES.filter((route) => route.method !== 'GET').flatMap((route) => {
  const role = ROLES.find((r) => r !== 'visitor' && succeeds(route.expect[r] ?? route.expect.default));
  return role ? [{ ...route, role, name: typeof route.path === 'string' ? route.path : route.path.name }] : [];
});

describe('every write the role matrix allows', () => {
  it.each(allowedWrites)('$method $name as $role', async (route) => {
    const cookie = route.freshSession ? await withSignInClaim((await cookieFor(route.role))!) : cookies[route.role]!;
    const ctx: Record<string, unknown> = {};
    await route.prepare?.(ctx, cookie);
    const path = typeof route.path === 'string' ? route.path : route.path(ctx);
    const { res, roundTrips } = await countRoundTrips(path, { method: route.method, body: route.body?.(ctx), cookie });
    expect(succeeds(res.status), `${route.method} ${path} answered ${res.status}`).toBe(true);
    const key = `${route.method} ${path.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/:id')}`;
    expect(roundTrips, key).toBeLessThanOrEqual(limitOf(key, res.status));
  });
});

/** A fresh member and their cookie with the sign-in claim, as a browser holds them after signing in. */
async function member(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, cookie: await withSignInClaim(await signIn(user.id)) };
}

async function roomJoinedBy(userId: string) {
  const [room] = await db
    .insert(communityRooms)
    .values({ name: `Trips room ${crypto.randomUUID()}`, description: 'Trips', category: 'creative-hustler' })
    .returning();
  const other = await createUser();
  await db.insert(roomMembers).values([
    { roomId: room!.id, userId },
    { roomId: room!.id, userId: other.id },
  ]);
  const [message] = await db
    .insert(roomMessages)
    .values({ roomId: room!.id, userId: other.id, content: 'Hi' })
    .returning();
  return { roomId: room!.id, othersMessageId: message!.id };
}

/**
 * Writes only their owner can make (the matrix's users own none of them, so it counts none as a success): each made
 * here by its owner.
 */
const ownersWrites: {
  name: string;
  write: () => Promise<{ path: string; method: string; body?: unknown; cookie: string }>;
}[] = [
  {
    name: 'POST /api/community/rooms/:id/messages',
    write: async () => {
      const { user, cookie } = await member();
      const { roomId } = await roomJoinedBy(user.id);
      return { method: 'POST', path: `/api/community/rooms/${roomId}/messages`, body: { content: 'Sawubona' }, cookie };
    },
  },
  {
    name: 'POST /api/community/messages/:id/report',
    write: async () => {
      const { user, cookie } = await member();
      const { othersMessageId } = await roomJoinedBy(user.id);
      return {
        method: 'POST',
        path: `/api/community/messages/${othersMessageId}/report`,
        body: { reason: 'Spam' },
        cookie,
      };
    },
  },
  {
    name: 'POST /api/notifications/:id/read',
    write: async () => {
      const { user, cookie } = await member();
      const [notice] = await db.insert(notifications).values({ userId: user.id, kind: 'test', text: 'Hi' }).returning();
      return { method: 'POST', path: `/api/notifications/${notice!.id}/read`, cookie };
    },
  },
  {
    name: 'PATCH /api/group-sessions/:id',
    write: async () => {
      const { user, mentor } = await createMentor();
      const session = await createGroupSession(mentor.id);
      const cookie = await withSignInClaim(await signIn(user.id));
      return { method: 'PATCH', path: `/api/group-sessions/${session.id}`, body: { title: 'Renamed' }, cookie };
    },
  },
  {
    name: 'POST /api/group-sessions/:id/rating',
    write: async () => {
      const { user, cookie } = await member();
      const session = await createGroupSession((await createMentor()).mentor.id, { scheduledAt: hoursFromNow(-3) });
      await addParticipants(session.id, [user.id]);
      return { method: 'POST', path: `/api/group-sessions/${session.id}/rating`, body: { rating: 5 }, cookie };
    },
  },
  {
    name: 'POST /api/messages',
    write: async () => {
      const { user } = await createSubscriber();
      const { mentor: coach } = await createMentor({ serviceType: 'coach' });
      const [connection] = await db
        .insert(coachingConnections)
        .values({ menteeId: user.id, mentorId: coach.id, status: 'active' })
        .returning();
      const cookie = await withSignInClaim(await signIn(user.id));
      const body = { connectionId: connection!.id, receiverId: String(coach.id), content: 'Hello coach' };
      return { method: 'POST', path: '/api/messages', body, cookie };
    },
  },
  {
    name: 'POST /api/me/consents',
    write: async () => {
      const { cookie } = await member({ ageGroup: null });
      return { method: 'POST', path: '/api/me/consents', body: { acceptTerms: true, ageGroup: 'adult' }, cookie };
    },
  },
  {
    name: 'POST /api/auth/login',
    write: async () => {
      const { email } = await createUser();
      return { method: 'POST', path: '/api/auth/login', body: { email, password: TEST_PASSWORD }, cookie: '' };
    },
  },
  {
    name: 'POST /api/logout',
    write: async () => ({ method: 'POST', path: '/api/logout', cookie: (await member()).cookie }),
  },
];

describe('writes their owner makes', () => {
  it.each(ownersWrites)('$name', async ({ name, write }) => {
    const { path, ...request } = await write();
    const { res, roundTrips } = await countRoundTrips(path, request);
    expect(res.status, `${name} answered ${res.status}: ${await res.clone().text()}`).toBeLessThan(400);
    expect(roundTrips, name).toBeLessThanOrEqual(limitOf(name, res.status));
  });
});
