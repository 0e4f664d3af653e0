import {
  categories,
  complaints,
  eventHostProposals,
  eventRegistrations,
  events,
  groupSessions,
  journeyPaths,
  mentorCategories,
  mentorConnections,
  mentorJourneyPaths,
  mentorLanguages,
  sessionParticipants,
  sessionRatings,
  successStories,
} from '../../schema/db/index.ts';
import { CATEGORY_SEED, JOURNEY_SEED } from '../taxonomy/taxonomy-seed.ts';
import { createMentor, createUser, db, type MentorOverrides, type UserOverrides } from './users.ts';

// Accounts, profiles and signed-in members have their own modules; this one re-exports them so that a test needs one
// import for its data.
export * from './users.ts';
export * from './members.ts';

/**
 * Content factories: stories, complaints, proposals, events, group sessions and the mentor directory. Every call makes
 * unique rows (storage is shared by the tests of one file), with overrides for what a test cares about.
 */

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
/** Seats the users in the session; answers their seats' ids, in the same order. */
export async function addParticipants(sessionId: number, userIds: string[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const seats = await db
    .insert(sessionParticipants)
    .values(userIds.map((userId) => ({ sessionId, userId })))
    .returning({ id: sessionParticipants.id });
  return seats.map((seat) => seat.id);
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
