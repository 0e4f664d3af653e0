import { eq, sql } from 'drizzle-orm';
import { env } from 'cloudflare:test';
import {
  signIns,
  coachingPlans,
  coachingSubscriptions,
  menteeProfiles,
  mentors,
  users,
} from '../../schema/db/index.ts';
import { hashPassword } from '../auth/password.ts';
import { signedInUserFields } from '../auth/current-user.ts';
import { hashToken, newSignInToken, SIGN_IN_COOKIE, SIGN_IN_IDLE_MS } from '../auth/sign-in.ts';
import { SIGN_IN_CLAIM_COOKIE, signInClaimValue } from '../auth/sign-in-claim.ts';
import { createDb } from '../db/client.ts';
import { matchTermsOf } from '../mentors/recommend-mentors.ts';

/**
 * Accounts and profiles: every call makes unique rows (storage is shared by the tests of one file), with overrides for
 * what a test cares about. Users are inserted directly; signing in through the API is covered by the auth tests
 * themselves.
 */
export const db = createDb(env.DB);
export const TEST_PASSWORD = 'correct-horse-battery';

let passwordHash: Promise<string> | undefined;
let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${crypto.randomUUID().slice(0, 8)}@example.test`;
}

export type UserOverrides = Partial<typeof users.$inferInsert>;

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

/** A sign-in for the user, as the cookie header a browser would send. */
export async function signIn(userId: string): Promise<string> {
  const token = newSignInToken();
  const expiresAt = new Date(Date.now() + SIGN_IN_IDLE_MS).toISOString();
  await db.insert(signIns).values({ tokenHash: await hashToken(token), userId, expiresAt });
  return `${SIGN_IN_COOKIE}=${token}`;
}

/**
 * `cookie` (from `signIn`) plus the sign-in claim a browser holds after signing in (decision 022), so that reads take
 * the path where the sign-in is checked beside them.
 */
export async function withSignInClaim(cookie: string): Promise<string> {
  const tokenHash = await hashToken(cookie.slice(cookie.indexOf('=') + 1));
  const [user] = await db
    .select(signedInUserFields)
    .from(signIns)
    .innerJoin(users, eq(users.id, signIns.userId))
    .where(eq(signIns.tokenHash, tokenHash));
  if (!user) throw new Error('withSignInClaim: no such sign-in');
  return `${cookie}; ${SIGN_IN_CLAIM_COOKIE}=${signInClaimValue(user)}`;
}

export type MentorOverrides = Partial<typeof mentors.$inferInsert>;

export type MenteeProfileOverrides = Partial<Omit<typeof menteeProfiles.$inferInsert, 'userId' | 'matchTerms'>>;

/**
 * A user with a mentee profile (spec: a mentee is a user whose mentee profile has an id); `profile` sets the
 * profile's fields, and its match terms follow them as every write of the app makes them
 * (worker/mentees/mentee-profile.ts), so that recommendations see them.
 */
export async function createMentee(overrides: UserOverrides = {}, profile: MenteeProfileOverrides = {}) {
  const user = await createUser(overrides);
  const fields = { goals: 'Start a side income', ...profile };
  const [row] = await db
    .insert(menteeProfiles)
    .values({ userId: user.id, ...fields, matchTerms: matchTermsOf(fields) })
    .returning();
  return { user, profile: row! };
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
    .values({
      userId,
      status: 'active',
      provider: 'sandbox',
      // What its checkout asked for: the plan's price (a renewal is matched against it).
      amountCents: sql`(select price_cents from coaching_plans where id = ${planId})`,
      ...overrides,
      planId,
    })
    .returning();
  return subscription!;
}

/** A mentee with an active coaching subscription. */
export async function createSubscriber(overrides: UserOverrides = {}) {
  const { user, profile } = await createMentee(overrides);
  await subscribeUser(user.id);
  return { user, profile };
}
