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
import { DEMO_ACCOUNTS } from '../auth/demo-accounts.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { CATEGORY_SEED, JOURNEY_SEED } from '../taxonomy/taxonomy-seed.ts';
import { sessionSeed } from './activities.ts';
import { seedCoachingCalls } from './coaching-calls.ts';
import { seedDemoPayments } from './demo-payments.ts';
import { PLAN_SEED, ROOM_SEED, STORY_SEED } from './content.ts';
import {
  seedAdminQueueAndNotices,
  seedCoaching,
  seedCommunity,
  seedConnections,
  seedEvents,
  seedGroupSessions,
  seedPeople,
  seedProfiles,
  seedStories,
  seedTaxonomy,
  type SeedContext,
} from './demo-steps.ts';
import { buildSampleOpportunities, SAMPLE_FEEDS } from './opportunities.ts';
import { MEMBER_SEED, MENTOR_SEED } from './people.ts';

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
 * check every statement stays under D1's bound-parameter limit. Each step is in demo-steps.ts.
 */
export function buildDemoStatements(
  db: Db,
  { now, passwordHashes, samples }: BuildOptions,
): { statements: SeedStatement[]; counts: SeedCounts } {
  const statements: SeedStatement[] = [];
  const add = <T extends SQLiteTable>(table: T, rows: SQLiteInsertValue<T>[]) =>
    statements.push(...insertRows(db, table, rows));

  const people = seedPeople({ now, add }, passwordHashes);
  const uid = people.uid;
  const mentorId = (email: string): SQL<number> =>
    sql`(select ${t.mentors.id} from ${t.mentors} where ${t.mentors.userId} = ${uid(email)})`;
  const seed: SeedContext = { now, add, uid, mentorId };
  const sessions = sessionSeed(now);

  seedTaxonomy(seed);
  seedProfiles(seed);
  seedConnections(seed, sessions);
  seedGroupSessions(seed, sessions);
  const eventCount = seedEvents(seed);
  seedStories(seed);
  seedCommunity(seed);
  seedCoaching(seed);
  seedCoachingCalls(seed);
  seedDemoPayments(seed);
  // Resources: the sync's pipeline over the repo's publisher captures, attributed to switched-off sample feeds.
  const opportunities = buildSampleOpportunities(db, samples, now);
  add(t.opportunityFeeds, opportunities.feeds);
  statements.push(...opportunities.statements);
  seedAdminQueueAndNotices(seed);

  assertUnderParameterLimit(statements);
  const counts: SeedCounts = {
    users: people.count,
    mentors: MENTOR_SEED.length,
    menteeProfiles: MEMBER_SEED.length,
    categories: CATEGORY_SEED.length,
    journeyPaths: JOURNEY_SEED.length,
    upcomingSessions: sessions.filter((s) => s.status === 'scheduled').length,
    completedSessions: sessions.filter((s) => s.status === 'completed').length,
    events: eventCount,
    publishedStories: STORY_SEED.filter((s) => s.status === 'published').length,
    pendingStories: STORY_SEED.filter((s) => s.status === 'pending').length,
    communityRooms: ROOM_SEED.length,
    coachingPlans: PLAN_SEED.length,
    sampleOpportunityFeeds: opportunities.feeds.length,
    businessOpportunities: opportunities.items,
  };
  return { statements, counts };
}

function assertUnderParameterLimit(statements: SeedStatement[]): void {
  for (const statement of statements) {
    const { params } = statement.toSQL();
    if (params.length >= MAX_BOUND_PARAMETERS)
      throw new Error(
        `A seed statement binds ${params.length} parameters (D1 allows fewer than ${MAX_BOUND_PARAMETERS}).`,
      );
  }
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
