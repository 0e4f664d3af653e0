/**
 * Demo data for local development and tests: realistic South African mentors, sessions, events, stories, rooms,
 * plans and sample opportunities (./opportunities.ts), plus the five demo sign-ins in DEMO_ACCOUNTS.
 *
 * Everything is written by ONE `db.batch` (D1 has no interactive transactions; a batch is atomic), so a failed
 * seed leaves nothing half-written. Rows refer to each other through natural keys (a user's id, a title, a name)
 * with sub-selects, so no generated id has to be read back between statements.
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteInsertValue, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as t from '../../schema/db/index.ts';
import { inLanguageOrder } from '../../schema/contract/languages-rules.ts';
import { hashPassword } from '../auth/password.ts';
import { matchTermsOf } from '../mentors/recommend-mentors.ts';
import type { Db } from '../db/client.ts';
import { eventSeed, meetingLink, sessionSeed } from './activities.ts';
import { PLAN_SEED, ROOM_SEED, STORY_SEED } from './content.ts';
import { DEMO_ACCOUNTS, demoAccount } from '../auth/demo-accounts.ts';
import { MEMBER_SEED, MENTOR_SEED } from './people.ts';
import { buildSampleOpportunities, SAMPLE_FEEDS } from './opportunities.ts';
import { CATEGORY_SEED, JOURNEY_SEED } from '../taxonomy/taxonomy-seed.ts';
import { hoursFrom, sastDate } from './time.ts';

/** D1 refuses statements with more than 100 bound parameters. */
export const MAX_BOUND_PARAMETERS = 100;

export type SeedCounts = Record<string, number>;
/** A batchable insert whose SQL can be inspected before it runs. */
export type SeedStatement = BatchItem<'sqlite'> & { toSQL(): { sql: string; params: unknown[] } };
export type SeedResult = { status: 'seeded'; counts: SeedCounts } | { status: 'skipped'; reason: string };

/** True when no account exists yet: the only state in which demo data may be added. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.users.id }).from(t.users).limit(1);
  return rows.length === 0;
}

/**
 * Seeds the demo data into an empty database. A database that already has users is left untouched
 * (`status: 'skipped'`): demo accounts must never be mixed into real data. `readSample` returns the text of a file
 * in worker/opportunities/fixtures (the script reads the disk, tests import the files), for the sample
 * opportunities (./opportunities.ts).
 */
export async function seedDemoData(
  db: Db,
  options: { now?: Date; readSample: (file: string) => Promise<string> },
): Promise<SeedResult> {
  if (!(await isDatabaseEmpty(db))) {
    return {
      status: 'skipped',
      reason: 'The database already has accounts; demo data is only added to an empty database.',
    };
  }
  const passwordHashes = await hashSeedPasswords();
  const samples = new Map(
    await Promise.all(SAMPLE_FEEDS.map(async (feed) => [feed.file, await options.readSample(feed.file)] as const)),
  );
  const { statements, counts } = buildDemoStatements(db, { now: options.now ?? new Date(), passwordHashes, samples });
  const [first, ...rest] = statements;
  if (!first) throw new Error('The demo seed produced no statements.');
  await db.batch([first, ...rest]);
  return { status: 'seeded', counts };
}

/**
 * Password hashes by email. Demo accounts get their published passwords; every other seeded person gets a hash
 * of 32 random bytes that nobody knows, so those accounts exist (as mentors, members) but cannot be signed in to.
 */
async function hashSeedPasswords(): Promise<Map<string, string>> {
  const demoEmails = new Set<string>(DEMO_ACCOUNTS.map((a) => a.email));
  const others = [...MENTOR_SEED, ...MEMBER_SEED].map((p) => p.email).filter((email) => !demoEmails.has(email));
  const entries = await Promise.all([
    ...DEMO_ACCOUNTS.map(async (a) => [a.email, await hashPassword(a.password)] as const),
    ...others.map(async (email) => [email, await hashPassword(randomSecret())] as const),
  ]);
  return new Map(entries);
}

function randomSecret(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
}

interface BuildOptions {
  now: Date;
  /** Hash per seeded email (see hashSeedPasswords). */
  passwordHashes: ReadonlyMap<string, string>;
  /** The sample feed captures by file name (./opportunities.ts SAMPLE_FEEDS). */
  samples: ReadonlyMap<string, string>;
}

/**
 * The seed as a list of insert statements in foreign-key order, without running anything: exported so a test can
 * check every statement stays under D1's bound-parameter limit.
 */
export function buildDemoStatements(
  db: Db,
  { now, passwordHashes, samples }: BuildOptions,
): { statements: SeedStatement[]; counts: SeedCounts } {
  const statements: SeedStatement[] = [];
  const add = <T extends SQLiteTable>(table: T, rows: SQLiteInsertValue<T>[]) =>
    statements.push(...insertRows(db, table, rows));

  // --- people ---------------------------------------------------------------------------------------------
  const userIds = new Map<string, string>();
  const userRows: (typeof t.users.$inferInsert)[] = [];
  const addUser = (email: string, firstName: string, lastName: string, role: 'member' | 'admin' = 'member') => {
    if (userIds.has(email)) return;
    const passwordHash = passwordHashes.get(email);
    if (!passwordHash) throw new Error(`No password hash for seeded account ${email}`);
    const id = crypto.randomUUID();
    userIds.set(email, id);
    // Seeded people have been here before: their dashboard says "Welcome back". They are adults (decision 021), so
    // they chat and show their profiles as the demo needs.
    const createdAt = hoursFrom(now, -24 * 90);
    userRows.push({
      id,
      email,
      firstName,
      lastName,
      role,
      passwordHash,
      createdAt,
      welcomedAt: createdAt,
      ageGroup: 'adult',
    });
  };
  for (const a of DEMO_ACCOUNTS) addUser(a.email, a.firstName, a.lastName, a.key === 'admin' ? 'admin' : 'member');
  for (const m of MENTOR_SEED) addUser(m.email, m.firstName, m.lastName);
  for (const m of MEMBER_SEED) addUser(m.email, m.firstName, m.lastName);
  const uid = (email: string): string => {
    const id = userIds.get(email);
    if (!id) throw new Error(`Seed refers to unknown person ${email}`);
    return id;
  };
  add(t.users, userRows);

  // --- taxonomy -------------------------------------------------------------------------------------------
  add(
    t.categories,
    CATEGORY_SEED.map((c, i) => ({ slug: c.slug, name: c.name, sortOrder: i })),
  );
  add(
    t.journeyPaths,
    JOURNEY_SEED.map((j, i) => ({ ...j, sortOrder: i })),
  );

  // --- profiles -------------------------------------------------------------------------------------------
  add(
    t.menteeProfiles,
    MEMBER_SEED.map((m) => ({
      userId: uid(m.email),
      ...m.profile,
      languages: inLanguageOrder(m.profile.languages),
      matchTerms: matchTermsOf(m.profile),
    })),
  );
  add(
    t.mentors,
    MENTOR_SEED.map((m) => ({
      userId: uid(m.email),
      name: `${m.firstName} ${m.lastName}`,
      title: m.title,
      description: m.description,
      experience: m.experience,
      yearsOfFreedom: m.yearsOfFreedom,
      location: m.location,
      journeyPath: m.journeys.join(', '),
      category: m.categories.join(', '),
      skills: [...m.skills],
      languages: inLanguageOrder(m.languages),
      serviceType: m.serviceType,
      createdAt: hoursFrom(now, -24 * 80),
    })),
  );
  const mentorId = (email: string): SQL<number> =>
    sql`(select ${t.mentors.id} from ${t.mentors} where ${t.mentors.userId} = ${uid(email)})`;
  add(
    t.mentorCategories,
    MENTOR_SEED.flatMap((m) =>
      m.categories.map((slug, position) => ({ mentorId: mentorId(m.email), categorySlug: slug, position })),
    ),
  );
  add(
    t.mentorJourneyPaths,
    MENTOR_SEED.flatMap((m) => m.journeys.map((slug) => ({ mentorId: mentorId(m.email), journeyPathSlug: slug }))),
  );
  add(
    t.mentorLanguages,
    MENTOR_SEED.flatMap((m) => m.languages.map((language) => ({ mentorId: mentorId(m.email), language }))),
  );

  const mentee = demoAccount('mentee').email;
  const subscriber = demoAccount('subscriber').email;
  const mentor = demoAccount('mentor').email;
  const coach = demoAccount('coach').email;
  // --- connections (decision 014): those made with Connect, and everyone who joined a mentor's session -------
  // mentors.mentee_count follows from these rows (database triggers), so every screen's figure agrees.
  const sessions = sessionSeed(now);
  const connections = new Map<string, { mentee: string; mentor: string }>();
  for (const pair of [
    { mentee, mentor },
    { mentee, mentor: 'zanele.mahlangu@mentors.sebenza.test' },
    { mentee: subscriber, mentor },
    ...sessions.flatMap((s) => s.participants.map((email) => ({ mentee: email, mentor: s.host }))),
  ]) {
    connections.set(`${pair.mentee} ${pair.mentor}`, pair);
  }
  add(
    t.mentorConnections,
    [...connections.values()].map((c) => ({ menteeId: uid(c.mentee), mentorId: mentorId(c.mentor) })),
  );

  // --- group sessions -------------------------------------------------------------------------------------
  add(
    t.groupSessions,
    sessions.map((s) => ({
      mentorId: mentorId(s.host),
      title: s.title,
      description: s.description,
      scheduledAt: s.scheduledAt,
      durationMinutes: s.durationMinutes,
      maxParticipants: s.maxParticipants,
      meetingLink: meetingLink(s.title),
      status: s.status,
      location: 'Online',
      category: s.category,
      createdAt: hoursFrom(now, -24 * 21),
    })),
  );
  const sessionId = (title: string): SQL<number> =>
    sql`(select ${t.groupSessions.id} from ${t.groupSessions} where ${t.groupSessions.title} = ${title})`;
  add(
    t.sessionParticipants,
    sessions.flatMap((s) => s.participants.map((email) => ({ sessionId: sessionId(s.title), userId: uid(email) }))),
  );
  add(
    t.sessionRatings,
    sessions.flatMap((s) =>
      (s.ratings ?? []).map((r) => ({
        sessionId: sessionId(s.title),
        userId: uid(r.email),
        rating: r.rating,
        comment: r.comment,
      })),
    ),
  );

  // --- events ---------------------------------------------------------------------------------------------
  const events = eventSeed(now);
  add(
    t.events,
    events.map(({ registrations: _registrations, ...e }) => ({ ...e, status: 'scheduled' as const })),
  );
  const eventId = (title: string): SQL<number> =>
    sql`(select ${t.events.id} from ${t.events} where ${t.events.title} = ${title})`;
  add(
    t.eventRegistrations,
    events.flatMap((e) => e.registrations.map((email) => ({ eventId: eventId(e.title), userId: uid(email) }))),
  );
  add(t.eventHostProposals, [
    {
      userId: uid(mentor),
      type: 'other',
      title: 'Soweto Side-Hustle Market Day',
      description:
        'An open-air market where mentees sell what they make, with short talks on pricing and a stall for registering businesses. I can arrange the venue through a local church.',
      proposedDate: 'A Saturday next month',
      location: 'Soweto, Gauteng',
      expectedAttendees: 80,
      contactDetails: mentor,
      createdAt: hoursFrom(now, -30),
    },
  ]);

  // --- success stories ------------------------------------------------------------------------------------
  add(
    t.successStories,
    STORY_SEED.map(({ submittedBy, publishedDaysAgo, ...s }) => ({
      ...s,
      userId: submittedBy ? uid(submittedBy) : null,
      publishedAt:
        s.status === 'published' && publishedDaysAgo !== undefined ? hoursFrom(now, -24 * publishedDaysAgo) : null,
      createdAt: hoursFrom(now, -24 * ((publishedDaysAgo ?? 0) + 3)),
    })),
  );

  // --- community ------------------------------------------------------------------------------------------
  add(
    t.communityRooms,
    ROOM_SEED.map((r, i) => ({ name: r.name, description: r.description, category: r.category, sortOrder: i })),
  );
  const roomId = (name: string): SQL<number> =>
    sql`(select ${t.communityRooms.id} from ${t.communityRooms} where ${t.communityRooms.name} = ${name})`;
  add(
    t.roomMembers,
    ROOM_SEED.flatMap((r) => r.members.map((email) => ({ roomId: roomId(r.name), userId: uid(email) }))),
  );
  add(
    t.roomMessages,
    ROOM_SEED.flatMap((r) =>
      r.messages.map((m) => ({
        roomId: roomId(r.name),
        userId: uid(m.from),
        content: m.content,
        createdAt: hoursFrom(now, -m.hoursAgo),
      })),
    ),
  );
  add(
    t.roomMessageReports,
    ROOM_SEED.flatMap((r) =>
      r.messages.flatMap((m) =>
        m.reportedBy
          ? [
              {
                messageId: sql<number>`(select ${t.roomMessages.id} from ${t.roomMessages} where ${t.roomMessages.content} = ${m.content})`,
                reporterId: uid(m.reportedBy.email),
                reason: m.reportedBy.reason,
                createdAt: hoursFrom(now, -m.hoursAgo + 1),
              },
            ]
          : [],
      ),
    ),
  );

  // --- coaching -------------------------------------------------------------------------------------------
  add(
    t.coachingPlans,
    PLAN_SEED.map((p, i) => ({ ...p, features: [...p.features], sortOrder: i })),
  );
  const planId = (name: string): SQL<number> =>
    sql`(select ${t.coachingPlans.id} from ${t.coachingPlans} where ${t.coachingPlans.name} = ${name})`;
  // The subscriber paid through the local sandbox provider (no Stripe key is needed in development).
  const customerId = `sandbox_cus_${uid(subscriber).slice(0, 8)}`;
  add(t.paymentCustomers, [{ userId: uid(subscriber), provider: 'sandbox', providerCustomerId: customerId }]);
  add(t.coachingSubscriptions, [
    {
      userId: uid(subscriber),
      planId: planId('Starter'),
      status: 'active',
      provider: 'sandbox',
      providerCustomerId: customerId,
      providerSubscriptionId: `sandbox_sub_${uid(subscriber).slice(0, 8)}`,
      coachId: mentorId(coach),
      currentPeriodEnd: hoursFrom(now, 24 * 20),
      createdAt: hoursFrom(now, -24 * 10),
    },
  ]);
  add(t.coachingConnections, [
    { menteeId: uid(subscriber), mentorId: mentorId(coach), createdAt: hoursFrom(now, -24 * 10) },
  ]);
  const connectionId = sql<number>`(select ${t.coachingConnections.id} from ${t.coachingConnections}
    where ${t.coachingConnections.menteeId} = ${uid(subscriber)} and ${t.coachingConnections.mentorId} = ${mentorId(coach)})`;
  const chat: [from: string, to: string, content: string, hoursAgo: number][] = [
    [subscriber, coach, 'Hi Naledi! I have three logo clients a month but they all pay late. Where do I start?', 70],
    [
      coach,
      subscriber,
      'Welcome Ayanda! Start with a 50% deposit before you open your design software. Can you send me your current quote template?',
      68,
    ],
    [subscriber, coach, 'I just send a WhatsApp with the price. No template.', 66],
    [
      coach,
      subscriber,
      'Then that is our first task: a one-page quote with deposit, revisions and payment dates. Let us build it in Thursday’s call.',
      65,
    ],
  ];
  add(
    t.coachingMessages,
    chat.map(([from, to, content, hoursAgo]) => ({
      connectionId,
      senderId: uid(from),
      receiverId: uid(to),
      content,
      createdAt: hoursFrom(now, -hoursAgo),
      readAt: hoursFrom(now, -hoursAgo + 1),
    })),
  );

  // --- resources: the sync's pipeline over the repo's publisher captures, attributed to switched-off sample feeds --
  const opportunities = buildSampleOpportunities(db, samples, now);
  add(t.opportunityFeeds, opportunities.feeds);
  statements.push(...opportunities.statements);

  // --- admin queue and notices ----------------------------------------------------------------------------
  add(t.complaints, [
    {
      complainantId: uid('precious.ntuli@members.sebenza.test'),
      fullName: 'Precious Ntuli',
      contactDetails: 'precious.ntuli@members.sebenza.test',
      role: 'mentee',
      complaineeRole: 'mentee',
      complaineeName: 'A participant named Vusi in the Creative Hustlers Lounge',
      incidentDate: sastDate(now, -2),
      complaintDetails:
        'After I asked a question in the room, this person sent me private messages every day asking me to pay R499 to join his trading group. I asked him to stop and he continued.',
      createdAt: hoursFrom(now, -40),
    },
  ]);
  add(t.notifications, [
    {
      userId: uid(mentee),
      kind: 'story-received',
      text: 'Thank you for sharing your story. We will let you know when it has been reviewed.',
      link: '/success-stories',
      createdAt: hoursFrom(now, -24),
    },
    {
      userId: uid(subscriber),
      kind: 'coaching-connected',
      text: 'You are connected with your coach, Naledi Khumalo. Say hello in Coaching Chat.',
      link: '/coaching-chat',
      createdAt: hoursFrom(now, -24 * 10),
      readAt: hoursFrom(now, -24 * 9),
    },
  ]);

  for (const statement of statements) {
    const { params } = statement.toSQL();
    if (params.length >= MAX_BOUND_PARAMETERS)
      throw new Error(
        `A seed statement binds ${params.length} parameters (D1 allows fewer than ${MAX_BOUND_PARAMETERS}).`,
      );
  }

  const counts: SeedCounts = {
    users: userRows.length,
    mentors: MENTOR_SEED.length,
    menteeProfiles: MEMBER_SEED.length,
    categories: CATEGORY_SEED.length,
    journeyPaths: JOURNEY_SEED.length,
    upcomingSessions: sessions.filter((s) => s.status === 'scheduled').length,
    completedSessions: sessions.filter((s) => s.status === 'completed').length,
    events: events.length,
    publishedStories: STORY_SEED.filter((s) => s.status === 'published').length,
    pendingStories: STORY_SEED.filter((s) => s.status === 'pending').length,
    communityRooms: ROOM_SEED.length,
    coachingPlans: PLAN_SEED.length,
    sampleOpportunityFeeds: opportunities.feeds.length,
    businessOpportunities: opportunities.items,
  };
  return { statements, counts };
}

/**
 * Multi-row inserts split so each statement stays under D1's parameter limit. Each row binds at most one
 * parameter per column (SQL defaults such as `nowIso` bind none), so rows per statement = limit / columns.
 */
function insertRows<T extends SQLiteTable>(db: Db, table: T, rows: SQLiteInsertValue<T>[]): SeedStatement[] {
  const columns = Object.keys(getTableColumns(table)).length;
  const perStatement = Math.max(1, Math.floor((MAX_BOUND_PARAMETERS - 1) / columns));
  const statements: SeedStatement[] = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    statements.push(db.insert(table).values(rows.slice(i, i + perStatement)));
  }
  return statements;
}
