import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteInsertValue, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { inLanguageOrder } from '../../schema/contract/languages-rules.ts';
import * as t from '../../schema/db/index.ts';
import { DEMO_ACCOUNTS, demoAccount } from '../auth/demo-accounts.ts';
import { matchTermsOf } from '../mentors/recommend-mentors.ts';
import { CATEGORY_SEED, JOURNEY_SEED } from '../taxonomy/taxonomy-seed.ts';
import { eventSeed, meetingLink, type sessionSeed } from './activities.ts';
import { demoPeriodEnd } from './coaching-calls.ts';
import { PLAN_SEED, ROOM_SEED, STORY_SEED } from './content.ts';
import { MEMBER_SEED, MENTOR_SEED } from './people.ts';
import { hoursFrom, sastDate } from './time.ts';

/*
 * The demo seed's steps, in foreign-key order (buildDemoStatements in demo-data.ts runs them). Each adds the insert
 * statements of one part of the demo; rows refer to rows of earlier steps by natural key (an email, a title, a name)
 * through sub-selects, so nothing has to be read back in between.
 */

type Add = <T extends SQLiteTable>(table: T, rows: SQLiteInsertValue<T>[]) => void;

/** What the steps after the people share: the clock, the statement list and the seeded people's keys. */
export type SeedContext = {
  now: Date;
  add: Add;
  /** A seeded person's user id, by email. */
  uid: (email: string) => string;
  /** A seeded mentor's id, as a sub-select by their email. */
  mentorId: (email: string) => SQL<number>;
};

type GroupSessionSeed = ReturnType<typeof sessionSeed>;

/** Every account: the demo sign-ins, the mentors and the members. Answers the ids by email and how many. */
export function seedPeople(
  { now, add }: Pick<SeedContext, 'now' | 'add'>,
  passwordHashes: ReadonlyMap<string, string>,
): { uid: SeedContext['uid']; count: number } {
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
  return { uid, count: userRows.length };
}

export function seedTaxonomy({ add }: SeedContext): void {
  add(
    t.categories,
    CATEGORY_SEED.map((c, i) => ({ slug: c.slug, name: c.name, sortOrder: i })),
  );
  add(
    t.journeyPaths,
    JOURNEY_SEED.map((j, i) => ({ ...j, sortOrder: i })),
  );
}

/** Mentee profiles, and mentors with their categories, journey paths and languages. */
export function seedProfiles({ now, add, uid, mentorId }: SeedContext): void {
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
}

/**
 * Mentor connections (decision 014): those made with Connect, and everyone who joined a mentor's session.
 * mentors.mentee_count follows from these rows (database triggers), so every screen's figure agrees.
 */
export function seedConnections({ add, uid, mentorId }: SeedContext, sessions: GroupSessionSeed): void {
  const mentee = demoAccount('mentee').email;
  const subscriber = demoAccount('subscriber').email;
  const mentor = demoAccount('mentor').email;
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
}

/** Group sessions, who joined them and their ratings. */
export function seedGroupSessions({ now, add, uid, mentorId }: SeedContext, sessions: GroupSessionSeed): void {
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
}

/** Events, their registrations and a host proposal waiting for an admin. Answers how many events. */
export function seedEvents({ now, add, uid }: SeedContext): number {
  const mentor = demoAccount('mentor').email;
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
  return events.length;
}

export function seedStories({ now, add, uid }: SeedContext): void {
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
}

/** Rooms, their members and messages, and a reported message for the moderation queue. */
export function seedCommunity({ now, add, uid }: SeedContext): void {
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
}

/** Coaching plans, a subscriber paying through the test checkout, their coach and their chat. */
export function seedCoaching({ now, add, uid, mentorId }: SeedContext): void {
  const subscriber = demoAccount('subscriber').email;
  const coach = demoAccount('coach').email;
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
      amountCents: sql<number>`(select ${t.coachingPlans.priceCents} from ${t.coachingPlans}
        where ${t.coachingPlans.name} = 'Starter')`,
      providerSubscriptionId: `sandbox_sub_${uid(subscriber).slice(0, 8)}`,
      coachId: mentorId(coach),
      currentPeriodEnd: demoPeriodEnd(now),
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
}

/** A complaint in the admin queue, and in-app notices for the demo members. */
export function seedAdminQueueAndNotices({ now, add, uid }: SeedContext): void {
  const mentee = demoAccount('mentee').email;
  const subscriber = demoAccount('subscriber').email;
  add(t.complaints, [
    {
      complainantId: uid('precious.ntuli@members.sebenza.test'),
      fullName: 'Precious Ntuli',
      contactDetails: 'precious.ntuli@members.sebenza.test',
      role: 'mentee',
      complaineeRole: 'mentee',
      complaineeName: 'A participant named Vusi in the Digital Freedom Circle',
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
}
