import { env } from 'cloudflare:test';
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../schema/contract/dashboard.ts';
import { LANGUAGE_CODES, ROOM_CATEGORIES } from '../../schema/contract/enums.ts';
import type { ConnectedMenteePage, MentorConnection } from '../../schema/contract/mentors.ts';
import * as t from '../../schema/db/index.ts';
import { verifyPassword } from '../auth/password.ts';
import { DEMO_ACCOUNTS, demoAccount } from '../auth/demo-accounts.ts';
import { createDb, type Db } from '../db/client.ts';
import {
  buildDemoStatements,
  isDatabaseEmpty,
  MAX_BOUND_PARAMETERS,
  type SeedResult,
  seedDemoData,
} from './demo-data.ts';
import { readSample, samples, userIdOf as userIdOfIn } from '../test/demo-seed.ts';
import { signIn } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { MEMBER_SEED, MENTOR_SEED } from './people.ts';
import { SAMPLE_FEEDS, SAMPLE_SOURCE, sampleFeedUrl } from './opportunities.ts';
import { CATEGORY_SEED } from '../taxonomy/taxonomy-seed.ts';

// Storage is isolated per test file: the seed runs once, into this file's empty database.
let db: Db;
let wasEmpty: boolean;
let firstSeed: SeedResult;
const now = new Date();

beforeAll(async () => {
  db = createDb(env.DB);
  wasEmpty = await isDatabaseEmpty(db);
  firstSeed = await seedDemoData(db, { now, readSample });
});

async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

const userIdOf = (email: string) => userIdOfIn(db, email);
const SCAM_MESSAGE = 'DM me for a guaranteed R5,000 a day with my forex signals!!! Only R499 to join.';

describe('demo seed', () => {
  it('seeds an empty database and reports what it added', () => {
    expect(wasEmpty).toBe(true);
    expect(firstSeed.status).toBe('seeded');
  });

  it('refuses a database that already has accounts, leaving it unchanged', async () => {
    const before = await countOf(db.select({ n: count() }).from(t.users));
    expect(await isDatabaseEmpty(db)).toBe(false);
    const again = await seedDemoData(db, { now, readSample });
    expect(again.status).toBe('skipped');
    expect(await countOf(db.select({ n: count() }).from(t.users))).toBe(before);
    expect(await countOf(db.select({ n: count() }).from(t.mentors))).toBe(MENTOR_SEED.length);
  });

  it('has 12+ active mentors covering all eight categories, the journey paths and several cities', async () => {
    const active = await countOf(db.select({ n: count() }).from(t.mentors).where(eq(t.mentors.isActive, true)));
    expect(active).toBeGreaterThanOrEqual(12);

    const categories = await db.selectDistinct({ slug: t.mentorCategories.categorySlug }).from(t.mentorCategories);
    expect(categories.map((c) => c.slug).sort()).toEqual(CATEGORY_SEED.map((c) => c.slug).sort());
    const wellness = await db.select().from(t.categories).where(eq(t.categories.slug, 'wellness'));
    expect(wellness[0]?.name).toBe('Wellness & Health');

    const journeys = new Set(
      (await db.selectDistinct({ slug: t.mentorJourneyPaths.journeyPathSlug }).from(t.mentorJourneyPaths)).map(
        (j) => j.slug,
      ),
    );
    for (const slug of [
      'creative-hustler',
      'rural-innovator',
      'freelance-expert',
      'digital-nomad',
      'side-hustle-starter',
      'ecommerce-builder',
      'multi-passionate-explorer',
    ]) {
      expect(journeys, slug).toContain(slug);
    }
    // The landing page's four cards come first.
    const firstFour = await db
      .select({ name: t.journeyPaths.name })
      .from(t.journeyPaths)
      .orderBy(asc(t.journeyPaths.sortOrder))
      .limit(4);
    expect(firstFour.map((j) => j.name)).toEqual([
      'Creative Hustler',
      'Rural Innovator',
      'Freelance Expert',
      'Multi-Passionate Explorer',
    ]);

    const mentors = await db.select().from(t.mentors);
    const cities = new Set(mentors.map((m) => m.location.split(',')[0]));
    for (const city of ['Johannesburg', 'Cape Town', 'Durban', 'Pretoria', 'Soweto', 'Polokwane', 'Gqeberha'])
      expect(cities).toContain(city);
    expect(mentors.filter((m) => m.serviceType === 'coach').length).toBeGreaterThanOrEqual(2);
    // The display copies agree with the join tables (primary category first).
    const thabo = mentors.find((m) => m.name === 'Thabo Mokoena');
    expect(thabo?.category).toBe('technology');
    expect(thabo?.journeyPath).toBe('freelance-expert, digital-nomad');
    expect(Array.isArray(thabo?.skills)).toBe(true);

    // Every official language has a mentor, and each mentor's language rows match the card's copy.
    const languages = await db.select().from(t.mentorLanguages);
    expect([...new Set(languages.map((l) => l.language))].sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const mentor of mentors) {
      const rows = languages.filter((l) => l.mentorId === mentor.id).map((l) => l.language);
      expect(mentor.languages.length, mentor.name).toBeGreaterThan(0);
      expect([...mentor.languages].sort(), mentor.name).toEqual(rows.sort());
    }
  });

  it('has 10 upcoming group sessions at sensible SAST hours, plus completed ones', async () => {
    const upcoming = await db
      .select()
      .from(t.groupSessions)
      .where(and(eq(t.groupSessions.status, 'scheduled'), gt(t.groupSessions.scheduledAt, now.toISOString())));
    expect(upcoming).toHaveLength(10);
    for (const s of upcoming) {
      const sastHour = (new Date(s.scheduledAt).getUTCHours() + 2) % 24;
      expect(sastHour).toBeGreaterThanOrEqual(8);
      expect(sastHour).toBeLessThanOrEqual(20);
      expect(s.meetingLink).toMatch(/^https:\/\//);
    }
    const completed = await countOf(
      db.select({ n: count() }).from(t.groupSessions).where(eq(t.groupSessions.status, 'completed')),
    );
    expect(completed).toBeGreaterThanOrEqual(2);

    // One upcoming session is seeded full, so 'Session Full' can be seen.
    const fill = await db
      .select({ max: t.groupSessions.maxParticipants, n: count(t.sessionParticipants.id) })
      .from(t.groupSessions)
      .leftJoin(t.sessionParticipants, eq(t.sessionParticipants.sessionId, t.groupSessions.id))
      .where(eq(t.groupSessions.status, 'scheduled'))
      .groupBy(t.groupSessions.id);
    expect(fill.some((s) => s.n === s.max)).toBe(true);
    expect(fill.every((s) => s.n <= s.max)).toBe(true);
  });

  it('has 4 events: one free, one paid (R150.00), one full', async () => {
    const events = await db
      .select({
        title: t.events.title,
        priceCents: t.events.priceCents,
        max: t.events.maxAttendees,
        n: count(t.eventRegistrations.id),
      })
      .from(t.events)
      .leftJoin(t.eventRegistrations, eq(t.eventRegistrations.eventId, t.events.id))
      .groupBy(t.events.id);
    expect(events).toHaveLength(4);
    expect(events.some((e) => e.priceCents === 0)).toBe(true);
    // Paid registration opens with payments, so the paid event has no registrations yet.
    expect(events.filter((e) => e.priceCents > 0)).toEqual([expect.objectContaining({ priceCents: 15_000, n: 0 })]);
    expect(events.some((e) => e.n === e.max)).toBe(true);
  });

  it('has 6 published stories with exactly one featured, and one awaiting review', async () => {
    const stories = await db.select().from(t.successStories);
    const published = stories.filter((s) => s.status === 'published');
    expect(published).toHaveLength(6);
    expect(published.filter((s) => s.isFeatured)).toHaveLength(1);
    expect(published.every((s) => s.publishedAt !== null)).toBe(true);
    const pending = stories.filter((s) => s.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]?.userId).toBe(await userIdOf(demoAccount('mentee').email));
  });

  it('has one community room per room category, each with messages', async () => {
    const rooms = await db
      .select({ category: t.communityRooms.category, messages: count(t.roomMessages.id) })
      .from(t.communityRooms)
      .leftJoin(t.roomMessages, eq(t.roomMessages.roomId, t.communityRooms.id))
      .groupBy(t.communityRooms.id);
    expect(rooms.map((r) => r.category).sort()).toEqual([...ROOM_CATEGORIES].sort());
    expect(rooms.every((r) => r.messages >= 2)).toBe(true);
  });

  it('opens the first room on a welcome, and keeps the demo scam message to the moderation queue', async () => {
    const rooms = await db.select().from(t.communityRooms).orderBy(asc(t.communityRooms.sortOrder));
    const messagesOf = (roomId: number) =>
      db
        .select({ id: t.roomMessages.id, content: t.roomMessages.content, createdAt: t.roomMessages.createdAt })
        .from(t.roomMessages)
        .where(eq(t.roomMessages.roomId, roomId))
        .orderBy(asc(t.roomMessages.createdAt));
    const first = await messagesOf(rooms[0]!.id);
    expect(first.at(-1)?.content).toMatch(/^Welcome to everyone who joined this week!/);
    const reports = await db
      .select({ messageId: t.roomMessageReports.messageId, status: t.roomMessageReports.status })
      .from(t.roomMessageReports);
    const reported = new Set(reports.map((r) => r.messageId));
    // No room's newest message, and nothing in the first room, is one waiting for a moderator.
    expect(first.some((m) => reported.has(m.id))).toBe(false);
    for (const room of rooms) expect(reported.has((await messagesOf(room.id)).at(-1)!.id)).toBe(false);
    // The scam message sits in the last room, reported and open, for the admin's queue.
    const [scam] = await db.select().from(t.roomMessages).where(eq(t.roomMessages.content, SCAM_MESSAGE));
    expect(scam?.roomId).toBe(rooms.at(-1)!.id);
    expect(reports).toContainEqual({ messageId: scam!.id, status: 'open' });
  });

  it('has 2-3 coaching plans, the second at R299/month', async () => {
    const plans = await db.select().from(t.coachingPlans).orderBy(asc(t.coachingPlans.sortOrder));
    expect(plans.length).toBeGreaterThanOrEqual(2);
    expect(plans.length).toBeLessThanOrEqual(3);
    expect(plans[1]?.priceCents).toBe(29_900);
    expect(plans.every((p) => p.features.length > 0)).toBe(true);
    // Nothing delivers priority booking for summits and workshops, so no plan sells it.
    expect(plans.flatMap((p) => p.features).some((f) => /priority booking/i.test(f))).toBe(false);
  });

  it('has sample opportunities from the repo’s publisher captures, each attributed to a switched-off sample feed', async () => {
    const rows = await db
      .select({ opportunity: t.businessOpportunities, feed: t.opportunityFeeds })
      .from(t.businessOpportunities)
      .innerJoin(t.opportunityFeeds, eq(t.opportunityFeeds.id, t.businessOpportunities.feedId));
    const all = await db.select({ n: count() }).from(t.businessOpportunities);
    // Every row has its sample feed (none without a source), and there is something to see in each kind captured.
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows).toHaveLength(all[0]!.n);
    expect(new Set(rows.map((r) => r.opportunity.kind))).toEqual(new Set(['trend', 'news']));
    for (const { opportunity, feed } of rows) {
      expect(feed.name.startsWith(`${SAMPLE_SOURCE}: `), feed.name).toBe(true);
      expect(feed.enabled).toBe(false);
      expect(feed.url).toMatch(/^sample:worker\/opportunities\/fixtures\//);
      expect(opportunity.keywords.length).toBeGreaterThan(0);
      expect(opportunity.trendScore).toBeGreaterThanOrEqual(0);
      expect(opportunity.trendScore).toBeLessThanOrEqual(100);
      expect(opportunity.expiredAt).toBeNull();
    }
    // The figures are the publisher's: a trend's search volume is its Google Trends traffic from the capture.
    // Trending searches no kind of work matches (sport) are not listed.
    const diesel = rows.find((r) => r.opportunity.sourceKey === 'trend:diesel fuel')!.opportunity;
    expect(diesel.approxTraffic).toBeGreaterThan(0);
    expect(diesel.searchVolume).toBe(diesel.approxTraffic);
    expect(rows.some((r) => r.opportunity.sourceKey === 'trend:f1 standings')).toBe(false);
    // The captured tenders closed in September 2026; an open-tenders list shows none of them, and the
    // eTenders sample adds no feed row.
    const tenderSample = SAMPLE_FEEDS.find((f) => f.kind === 'etenders-ocds')!;
    expect(rows.some((r) => r.feed.url === sampleFeedUrl(tenderSample))).toBe(false);
    // Each stored opportunity has today's score in its history.
    const history = await db.select({ n: count() }).from(t.opportunityScoreHistory);
    expect(history[0]!.n).toBe(all[0]!.n);
  });

  it('creates the five demo accounts, each signing in with its published password', async () => {
    expect(DEMO_ACCOUNTS).toHaveLength(5);
    const results = await Promise.all(
      DEMO_ACCOUNTS.map(async (a) => {
        const [user] = await db.select().from(t.users).where(eq(t.users.email, a.email));
        return {
          email: a.email,
          role: user?.role,
          ok: user?.passwordHash ? await verifyPassword(a.password, user.passwordHash) : false,
        };
      }),
    );
    for (const r of results) expect(r.ok, r.email).toBe(true);
    expect(results.find((r) => r.email === 'admin@sebenza.test')?.role).toBe('admin');
    expect(results.filter((r) => r.role === 'admin')).toHaveLength(1);
  });

  it('gives each demo account what its description promises', async () => {
    const menteeId = await userIdOf(demoAccount('mentee').email);
    expect(await db.select().from(t.menteeProfiles).where(eq(t.menteeProfiles.userId, menteeId))).toHaveLength(1);

    const [mentor] = await db
      .select()
      .from(t.mentors)
      .where(eq(t.mentors.userId, await userIdOf(demoAccount('mentor').email)));
    expect(mentor?.serviceType).toBe('mentorship');
    const owned = await countOf(
      db
        .select({ n: count() })
        .from(t.groupSessions)
        .where(and(eq(t.groupSessions.mentorId, mentor!.id), gt(t.groupSessions.scheduledAt, now.toISOString()))),
    );
    expect(owned).toBeGreaterThanOrEqual(2);

    const [coach] = await db
      .select()
      .from(t.mentors)
      .where(eq(t.mentors.userId, await userIdOf(demoAccount('coach').email)));
    expect(coach?.serviceType).toBe('coach');

    const subscriberId = await userIdOf(demoAccount('subscriber').email);
    expect(await db.select().from(t.menteeProfiles).where(eq(t.menteeProfiles.userId, subscriberId))).toHaveLength(1);
    const subscriptions = await db
      .select()
      .from(t.coachingSubscriptions)
      .where(and(eq(t.coachingSubscriptions.userId, subscriberId), eq(t.coachingSubscriptions.status, 'active')));
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]!.currentPeriodEnd! > now.toISOString()).toBe(true);
    const [connection] = await db
      .select()
      .from(t.coachingConnections)
      .where(eq(t.coachingConnections.menteeId, subscriberId));
    expect(connection?.mentorId).toBe(coach?.id);
    expect(
      await countOf(
        db.select({ n: count() }).from(t.coachingMessages).where(eq(t.coachingMessages.connectionId, connection!.id)),
      ),
    ).toBeGreaterThan(0);
  });

  it('has connections that add up: every figure on every screen comes from the same rows', async () => {
    // Everyone who joined a session is connected with its host.
    const unconnected = await db
      .select({ userId: t.sessionParticipants.userId })
      .from(t.sessionParticipants)
      .innerJoin(t.groupSessions, eq(t.groupSessions.id, t.sessionParticipants.sessionId))
      .leftJoin(
        t.mentorConnections,
        and(
          eq(t.mentorConnections.menteeId, t.sessionParticipants.userId),
          eq(t.mentorConnections.mentorId, t.groupSessions.mentorId),
        ),
      )
      .where(isNull(t.mentorConnections.id));
    expect(unconnected).toEqual([]);
    // Each mentor's menteeCount is their rows' count (and some mentors have mentees to show).
    const mentors = await db
      .select({ count: t.mentors.menteeCount, rows: count(t.mentorConnections.id) })
      .from(t.mentors)
      .leftJoin(t.mentorConnections, eq(t.mentorConnections.mentorId, t.mentors.id))
      .groupBy(t.mentors.id);
    for (const m of mentors) expect(m.count).toBe(m.rows);
    expect(mentors.some((m) => m.count > 0)).toBe(true);
    // The demo people: the dashboard's figure, the list and the mentor's count agree.
    for (const key of ['mentee', 'subscriber'] as const) {
      const cookie = await signIn(await userIdOf(demoAccount(key).email));
      const dashboard = await (await api('/api/dashboard', { cookie })).json<Dashboard>();
      const list = await (await api('/api/mentor-connections', { cookie })).json<MentorConnection[]>();
      expect(list.length, key).toBeGreaterThan(0);
      expect(dashboard.stats.connections, key).toBe(list.length);
    }
    const mentorCookie = await signIn(await userIdOf(demoAccount('mentor').email));
    const mentorDashboard = await (await api('/api/dashboard', { cookie: mentorCookie })).json<Dashboard>();
    const mentees = await (
      await api('/api/mentor-connections/mentees', { cookie: mentorCookie })
    ).json<ConnectedMenteePage>();
    const [sipho] = await db
      .select({ menteeCount: t.mentors.menteeCount })
      .from(t.mentors)
      .where(eq(t.mentors.userId, await userIdOf(demoAccount('mentor').email)));
    expect(mentorDashboard.stats.connections).toBe(mentees.total);
    expect(sipho?.menteeCount).toBe(mentees.total);
    expect(mentees.total).toBeGreaterThan(0);
  });

  it('gives the other seeded people accounts nobody can sign in to', async () => {
    const [other] = await db.select().from(t.users).where(eq(t.users.email, MENTOR_SEED[2]!.email));
    expect(other?.passwordHash).toMatch(/^pbkdf2-sha256\$/);
    expect(await verifyPassword('mentor-demo-pass', other!.passwordHash!)).toBe(false);
  });

  it('keeps every seed statement under D1’s bound-parameter limit', () => {
    const emails = [...DEMO_ACCOUNTS, ...MENTOR_SEED, ...MEMBER_SEED].map((p) => p.email);
    const { statements } = buildDemoStatements(db, {
      now,
      passwordHashes: new Map(emails.map((e) => [e, 'x'])),
      samples,
    });
    for (const s of statements) expect(s.toSQL().params.length).toBeLessThan(MAX_BOUND_PARAMETERS);
  });
});
