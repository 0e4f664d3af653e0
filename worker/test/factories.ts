import { env } from 'cloudflare:test';
import {
  authSessions,
  coachingPlans,
  coachingSubscriptions,
  menteeProfiles,
  mentors,
  users,
} from '../../schema/db/index.ts';
import { hashPassword } from '../auth/password.ts';
import { hashToken, newSessionToken, SESSION_COOKIE, SESSION_IDLE_MS } from '../auth/session.ts';
import { createDb } from '../db/client.ts';

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

type MentorOverrides = Partial<typeof mentors.$inferInsert>;

/** A user with a mentee profile (spec: a mentee is a user whose mentee profile has an id). */
export async function createMentee(overrides: UserOverrides = {}) {
  const user = await createUser(overrides);
  const [profile] = await db
    .insert(menteeProfiles)
    .values({ userId: user.id, goals: 'Start a side income' })
    .returning();
  return { user, profile: profile! };
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

/** A mentee with an active coaching subscription. */
export async function createSubscriber(overrides: UserOverrides = {}) {
  const { user, profile } = await createMentee(overrides);
  const [plan] = await db
    .insert(coachingPlans)
    .values({
      name: `Plan ${crypto.randomUUID().slice(0, 8)}`,
      priceCents: 29_900,
      description: 'One-on-one coaching',
      maxSessionsPerMonth: 2,
      sessionDurationMinutes: 60,
    })
    .returning();
  await db
    .insert(coachingSubscriptions)
    .values({ userId: user.id, planId: plan!.id, status: 'active', provider: 'sandbox' });
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
