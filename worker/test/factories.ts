import { eq } from 'drizzle-orm';
import { env } from 'cloudflare:test';
import {
  authSessions,
  coachingPlans,
  coachingSubscriptions,
  menteeProfiles,
  mentors,
  users,
} from '../../schema/db/index.ts';
import { complaints, eventHostProposals, successStories } from '../../schema/db/index.ts';
import { eventRegistrations, events, sessionParticipants } from '../../schema/db/index.ts';
import {
  categories,
  groupSessions,
  journeyPaths,
  mentorCategories,
  mentorConnections,
  mentorJourneyPaths,
  mentorLanguages,
  sessionRatings,
} from '../../schema/db/index.ts';
import { CATEGORY_SEED, JOURNEY_SEED } from '../taxonomy/taxonomy-seed.ts';
import { hashPassword } from '../auth/password.ts';
import { sessionUserFields } from '../auth/current-user.ts';
import { hashToken, newSessionToken, SESSION_COOKIE, SESSION_IDLE_MS } from '../auth/session.ts';
import { SESSION_CLAIM_COOKIE, sessionClaimValue } from '../auth/session-claim.ts';
import { createDb } from '../db/client.ts';
import { matchTermsOf } from '../mentors/recommend-mentors.ts';

/**
 * Test data factories: every call makes unique rows (storage is shared by the tests of one file), with
 * overrides for what a test cares about. Users are inserted directly; signing in through the API is
 * covered by the auth tests themselves.
 */
export const db = createDb(env.DB);
export const TEST_PASSWORD = 'correct-horse-battery';

let passwordHash: Promise<string> | undefined;
let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${crypto.randomUUID().slice(0, 8)}@example.test`;
}

type UserOverrides = Partial<typeof users.$inferInsert>;

export async function createUser(overrides: UserOverrides = {}) {
  // One real PBKDF2 hash per test file: every factory user signs in with TEST_PASSWORD.
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: uniqueEmail(),
      firstName: 'Thandi',
      lastName: 'Mokoena',
      passwordHash: await passwordHash,
      // An adult unless a test says otherwise (decision 021: under 18 or unanswered holds chat and profiles back).
      ageGroup: 'adult',
      ...overrides,
    })
    .returning();
  return user!;
}

/** A signed-in session for the user, as the cookie header a browser would send. */
export async function signIn(userId: string): Promise<string> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_IDLE_MS).toISOString();
  await db.insert(authSessions).values({ tokenHash: await hashToken(token), userId, expiresAt });
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * `cookie` (from `signIn`) plus the session claim a browser holds after signing in (decision 022), so that reads take
 * the path where the session is checked beside them.
 */
export async function withSessionClaim(cookie: string): Promise<string> {
  const tokenHash = await hashToken(cookie.slice(cookie.indexOf('=') + 1));
  const [user] = await db
    .select(sessionUserFields)
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.tokenHash, tokenHash));
  if (!user) throw new Error('withSessionClaim: no such session');
  return `${cookie}; ${SESSION_CLAIM_COOKIE}=${sessionClaimValue(user)}`;
}

type MentorOverrides = Partial<typeof mentors.$inferInsert>;

/** A user with a mentee profile (spec: a mentee is a user whose mentee profile has an id). */
export async function createMentee(overrides: UserOverrides = {}) {
  const user = await createUser(overrides);
  const goals = 'Start a side income';
  const [profile] = await db
    .insert(menteeProfiles)
    .values({ userId: user.id, goals, matchTerms: matchTermsOf({ goals }) })
    .returning();
  return { user, profile: profile! };
}

/**
 * Changes fields of a user's mentee profile directly, and its match terms with them as every write of the app does
 * (worker/mentees/mentee-profile.ts), so that recommendations see the change.
 */
export async function updateMenteeProfile(userId: string, fields: Partial<typeof menteeProfiles.$inferInsert>) {
  const [row] = await db
    .update(menteeProfiles)
    .set(fields)
    .where(eq(menteeProfiles.userId, userId))
    .returning({ interests: menteeProfiles.interests, goals: menteeProfiles.goals, location: menteeProfiles.location });
  await db
    .update(menteeProfiles)
    .set({ matchTerms: matchTermsOf(row!) })
    .where(eq(menteeProfiles.userId, userId));
}

/** A user with a mentor profile; pass `{ serviceType: 'coach' }` for a coach. */
export async function createMentor(mentor: MentorOverrides = {}, userOverrides: UserOverrides = {}) {
  const user = await createUser(userOverrides);
  const [profile] = await db
    .insert(mentors)
    .values({ userId: user.id, name: `${user.firstName} ${user.lastName}`, title: 'Digital marketer', ...mentor })
    .returning();
  return { user, mentor: profile! };
}

let planCounter = 0;

/** An active coaching plan (R299 a month unless overridden). */
export async function createPlan(overrides: Partial<typeof coachingPlans.$inferInsert> = {}) {
  planCounter += 1;
  const [plan] = await db
    .insert(coachingPlans)
    .values({
      name: `Plan ${planCounter} ${crypto.randomUUID().slice(0, 8)}`,
      priceCents: 29_900,
      description: 'Monthly one-on-one coaching',
      maxSessionsPerMonth: 2,
      sessionDurationMinutes: 60,
      features: ['Two sessions a month', 'Chat with your coach'],
      ...overrides,
    })
    .returning();
  return plan!;
}

/** An active subscription for an existing user, on a fresh plan unless `planId` is given. */
export async function subscribeUser(
  userId: string,
  overrides: Partial<Omit<typeof coachingSubscriptions.$inferInsert, 'userId'>> = {},
) {
  const planId = overrides.planId ?? (await createPlan()).id;
  const [subscription] = await db
    .insert(coachingSubscriptions)
    .values({ userId, status: 'active', provider: 'sandbox', ...overrides, planId })
    .returning();
  return subscription!;
}

/** A mentee with an active coaching subscription. */
export async function createSubscriber(overrides: UserOverrides = {}) {
  const { user, profile } = await createMentee(overrides);
  await subscribeUser(user.id);
  return { user, profile };
}

export const ROLES = ['visitor', 'mentee', 'mentor', 'coach', 'subscriber', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The session cookie for a fresh user of each role (undefined for a visitor). */
export async function cookieFor(role: Role): Promise<string | undefined> {
  switch (role) {
    case 'visitor':
      return undefined;
    case 'mentee':
      return signIn((await createMentee()).user.id);
    case 'mentor':
      return signIn((await createMentor({ serviceType: 'mentorship' })).user.id);
    case 'coach':
      return signIn((await createMentor({ serviceType: 'coach' })).user.id);
    case 'subscriber':
      return signIn((await createSubscriber()).user.id);
    case 'admin':
      return signIn((await createUser({ role: 'admin' })).id);
  }
}

let storyCounter = 0;

/** A success story (pending unless `status` says otherwise), submitted by `userId` if given. */
export async function createStory(overrides: Partial<typeof successStories.$inferInsert> = {}) {
  storyCounter += 1;
  const [story] = await db
    .insert(successStories)
    .values({
      name: `Story person ${storyCounter}-${crypto.randomUUID().slice(0, 6)}`,
      beforeTitle: 'Unemployed graduate',
      afterTitle: 'Owner of a catering business',
      quote: 'My mentor helped me price my food properly and find my first corporate client.',
      incomeStreamsBefore: 0,
      incomeStreamsAfter: 2,
      ...overrides,
    })
    .returning();
  return story!;
}

/** A complaint filed by `complainantId` (status 'new' unless overridden). */
export async function createComplaint(
  complainantId: string | null,
  overrides: Partial<typeof complaints.$inferInsert> = {},
) {
  const [complaint] = await db
    .insert(complaints)
    .values({
      complainantId,
      fullName: 'Lerato Dlamini',
      contactDetails: 'lerato@example.test',
      role: 'mentee',
      complaineeRole: 'mentor',
      complaineeName: 'Sipho Mentor',
      incidentDate: '2025-01-10',
      complaintDetails: 'The mentor asked me for money to join a private group after the session.',
      ...overrides,
    })
    .returning();
  return complaint!;
}

/** A pending "Become an Event Host" proposal by `userId`. */
export async function createEventProposal(
  userId: string,
  overrides: Partial<typeof eventHostProposals.$inferInsert> = {},
) {
  const [proposal] = await db
    .insert(eventHostProposals)
    .values({
      userId,
      title: `Market day ${crypto.randomUUID().slice(0, 6)}`,
      description: 'An open-air market where mentees sell what they make.',
      location: 'Soweto, Gauteng',
      contactDetails: 'host@example.test',
      ...overrides,
    })
    .returning();
  return proposal!;
}

const HOUR_MS = 3_600_000;
/** A UTC ISO instant `hours` from now (negative for the past). */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

/** A scheduled group session hosted by `mentorId`, starting a day from now unless overridden. */
export async function createGroupSession(mentorId: number, overrides: Partial<typeof groupSessions.$inferInsert> = {}) {
  const [session] = await db
    .insert(groupSessions)
    .values({
      mentorId,
      title: `Pricing your side hustle ${crypto.randomUUID().slice(0, 6)}`,
      description: 'Work out what your product really costs and set a price that pays you.',
      scheduledAt: hoursFromNow(24),
      durationMinutes: 60,
      maxParticipants: 10,
      meetingLink: 'https://meet.jit.si/sebenza-abc-defg-hij',
      location: 'Online',
      category: 'Business Planning',
      ...overrides,
    })
    .returning();
  return session!;
}

/** Seats users in a session directly (no rules): for setting up full or past sessions. */
export async function addParticipants(sessionId: number, userIds: string[]) {
  if (userIds.length > 0) await db.insert(sessionParticipants).values(userIds.map((userId) => ({ sessionId, userId })));
}

/** A free, scheduled event a week from now unless overridden (`priceCents` > 0 makes it paid). */
export async function createEvent(overrides: Partial<typeof events.$inferInsert> = {}) {
  const [event] = await db
    .insert(events)
    .values({
      type: 'workshop',
      title: `Makers' workshop ${crypto.randomUUID().slice(0, 6)}`,
      description: 'Cost your materials and hours, then set wholesale and retail prices.',
      scheduledAt: hoursFromNow(24 * 7),
      endTime: hoursFromNow(24 * 7 + 3),
      location: 'Cape Town',
      address: 'The Old Biscuit Mill, Woodstock',
      maxAttendees: 30,
      priceCents: 0,
      ...overrides,
    })
    .returning();
  return event!;
}

/** Registers users for an event directly (no rules). */
export async function addRegistrations(eventId: number, userIds: string[]) {
  if (userIds.length > 0) await db.insert(eventRegistrations).values(userIds.map((userId) => ({ eventId, userId })));
}

// --- directory: taxonomy, listed mentors, sessions, ratings, connections -----------------------------------------

const shortId = () => crypto.randomUUID().slice(0, 8);

/** A category with a unique slug, so a test can count exactly the mentors it puts in it. */
export async function createCategory(overrides: Partial<typeof categories.$inferInsert> = {}) {
  const slug = overrides.slug ?? `cat-${shortId()}`;
  const [row] = await db
    .insert(categories)
    .values({ slug, name: `Category ${slug}`, ...overrides })
    .returning();
  return row!;
}

/** A journey path with a unique slug (see createCategory). */
export async function createJourney(overrides: Partial<typeof journeyPaths.$inferInsert> = {}) {
  const slug = overrides.slug ?? `journey-${shortId()}`;
  const [row] = await db
    .insert(journeyPaths)
    .values({ slug, name: `Journey ${slug}`, description: 'A path for tests.', ...overrides })
    .returning();
  return row!;
}

/** The spec's categories and journey paths (as the demo seed has them); safe to call in every test. */
export async function seedTaxonomy() {
  await db
    .insert(categories)
    .values(CATEGORY_SEED.map((c, i) => ({ slug: c.slug, name: c.name, sortOrder: i })))
    .onConflictDoNothing();
  await db
    .insert(journeyPaths)
    .values(JOURNEY_SEED.map((j, i) => ({ ...j, sortOrder: i })))
    .onConflictDoNothing();
}

/**
 * A mentor as the directory lists it: the profile plus its category, journey and language rows (the display copies
 * `category`/`journeyPath`/`languages` follow them). Slugs must exist (createCategory / createJourney / seedTaxonomy).
 */
export async function createListedMentor(
  {
    categories: categorySlugs = [],
    journeys: journeySlugs = [],
    languages = [],
    ...mentor
  }: Omit<MentorOverrides, 'languages'> & {
    categories?: string[];
    journeys?: string[];
    languages?: (typeof mentorLanguages.$inferInsert)['language'][];
  } = {},
  userOverrides: UserOverrides = {},
) {
  const created = await createMentor(
    { category: categorySlugs.join(', '), journeyPath: journeySlugs.join(', '), languages, ...mentor },
    userOverrides,
  );
  const mentorId = created.mentor.id;
  if (categorySlugs.length) {
    await db
      .insert(mentorCategories)
      .values(categorySlugs.map((categorySlug, position) => ({ mentorId, categorySlug, position })));
  }
  if (journeySlugs.length) {
    await db.insert(mentorJourneyPaths).values(journeySlugs.map((journeyPathSlug) => ({ mentorId, journeyPathSlug })));
  }
  if (languages.length) {
    await db.insert(mentorLanguages).values(languages.map((language) => ({ mentorId, language })));
  }
  return created;
}

/** A group session hosted by the mentor; `scheduledAt` defaults to a day from now. */
export async function createSession(mentorId: number, overrides: Partial<typeof groupSessions.$inferInsert> = {}) {
  const [session] = await db
    .insert(groupSessions)
    .values({
      mentorId,
      title: `Session ${shortId()}`,
      description: 'Pricing your first hustle',
      scheduledAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      ...overrides,
    })
    .returning();
  return session!;
}

/** A rating of a session by a fresh user (or `userId`). */
export async function rateSession(sessionId: number, rating: number, userId?: string) {
  const raterId = userId ?? (await createUser()).id;
  await db.insert(sessionRatings).values({ sessionId, userId: raterId, rating });
}

/** A free mentorship link between a mentee (any user) and a mentor. */
export async function connectMentee(
  menteeId: string,
  mentorId: number,
  status: 'pending' | 'active' | 'ended' = 'active',
) {
  const [row] = await db.insert(mentorConnections).values({ menteeId, mentorId, status }).returning();
  return row!;
}

/** A new user and their session cookie: a signed-in member with no profile. */
export async function signedInMember() {
  const user = await createUser();
  return { user, cookie: await signIn(user.id) };
}

/** A complaint form's body as the API accepts it (`POST /api/complaints`). */
export const complaintBody = () => ({
  fullName: 'Lerato Dlamini',
  contactDetails: 'lerato@example.test',
  role: 'mentee',
  complaineeRole: 'mentor',
  complaineeName: 'Sipho Ndlovu',
  incidentDate: '2025-03-14',
  complaintDetails: 'After the session he asked me to pay R500 to join his private group.',
  supportingEvidence: '',
  isConfirmed: true,
});
