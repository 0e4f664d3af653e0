import { type APIRequestContext, request } from 'playwright-core';
import type { TestDatabase } from './test-db.ts';
import { ok, subscribeToCoaching } from './test-data.ts';

// How browser tests make accounts: through the app's own API, each with a unique email of the form
// `e2e-<label>-<id>@example.test`, by which global-setup.ts finds and deletes them all once the run is over.

export type Role = 'mentee' | 'mentor' | 'coach' | 'admin';

/** Every kind of account the screens tell apart (worker/auth/demo-accounts.ts has one of each), and a visitor. */
export const ACCOUNT_KINDS = ['visitor', 'mentee', 'mentor', 'coach', 'subscriber', 'admin'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export interface AccountOptions {
  /** mentee (default): a new member. mentor / coach: plus a mentor profile. admin: one of the run's administrators. */
  role?: Role;
  firstName?: string;
  lastName?: string;
  /** For mentors and coaches: fields of the mentor profile (POST /api/mentors) instead of the defaults. */
  mentorProfile?: Record<string, unknown>;
  /**
   * Test accounts have been here before: their dashboard has greeted them once (POST /api/dashboard/welcomed), so it
   * says "Welcome back". `firstVisit: true` leaves the account brand-new, greeted "Welcome" once.
   */
  firstVisit?: boolean;
  /**
   * The age answered at sign-up: 'adult' (default) or 'under_18', whose account cannot chat or show its profile until
   * a parent or guardian agrees (decision 021).
   */
  ageGroup?: 'adult' | 'under_18';
  /** An active Starter coaching subscription, paid on the app's test checkout (test-data.ts `subscribeToCoaching`). */
  subscribed?: boolean;
}

/** The new account the fixtures make for each kind of account. */
export const ACCOUNT_OF: Record<Exclude<AccountKind, 'visitor'>, AccountOptions> = {
  mentee: { role: 'mentee' },
  mentor: { role: 'mentor' },
  coach: { role: 'coach' },
  subscriber: { role: 'mentee', subscribed: true },
  admin: { role: 'admin' },
};

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** First and last name, as the app shows a member (and the default mentor profile name). */
  name: string;
  role: Role;
  /** The mentor profile's id, for mentors and coaches. */
  mentorId: number | null;
}

export const PASSWORD = 'a-good-long-password';

/** Where a sign-up confirmation link points; the local outbox holds the message that carries it. */
const SIGN_UP_CONFIRM_PATH = '/api/signup/confirm';
export const OUTBOX_PATH = '/api/dev/outbox';
export const CONFIRM_LINK = /\/api\/signup\/confirm\?token=([A-Za-z0-9_-]+)/;

/** Every test account's email, as SQL's LIKE matches it. */
export const TEST_EMAILS_LIKE = 'e2e-%@example.test';

let counter = 0;
/**
 * A unique email for an account a test makes: the time, a counter for this process and a little randomness for the
 * test file running beside it.
 */
export function testEmail(label = 'user'): string {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `e2e-${label}-${id}@example.test`;
}

/**
 * Makes the account as a person does, through the real API: POST /api/auth/register, the emailed link from the local
 * outbox, then POST /api/mentors for mentors and coaches, the coaching checkout when `subscribed`. `client` ends up
 * signed in as the new account. Administrators are made only by `makeAdministrators`.
 */
export async function registerAccount(
  client: APIRequestContext,
  email: string,
  options: Omit<AccountOptions, 'role'> & { role?: Exclude<Role, 'admin'> } = {},
): Promise<TestUser> {
  const role = options.role ?? 'mentee';
  const firstName = options.firstName ?? 'Thabo';
  const lastName = options.lastName ?? 'Tester';
  const answers = { acceptTerms: true, ageGroup: options.ageGroup ?? 'adult' };
  await ok(client.post('/api/auth/register', { data: { email, password: PASSWORD, firstName, lastName, ...answers } }));
  const outbox = await ok(client.get(`${OUTBOX_PATH}/messages?to=${encodeURIComponent(email)}`));
  const [message] = ((await outbox.json()) as { items: { text: string }[] }).items;
  const token = message && CONFIRM_LINK.exec(message.text)?.[1];
  if (!token) throw new Error(`No sign-up link was emailed to ${email}`);
  const confirmed = await client.post(SIGN_UP_CONFIRM_PATH, { form: { token }, maxRedirects: 0 });
  if (confirmed.status() !== 303) throw new Error(`Confirming ${email} answered ${confirmed.status()}`);
  const me = await ok(client.get('/api/auth/user'));
  const { id } = (await me.json()) as { id: string };
  let mentorId: number | null = null;
  if (role === 'mentor' || role === 'coach') {
    const profile = {
      name: `${firstName} ${lastName}`,
      title: 'Mentor made by a browser test',
      description: 'Helps people price and sell what they make.',
      experience: 'Ten years of selling at markets.',
      journeyPaths: ['creative-hustler'],
      categories: ['business'],
      skills: ['Pricing'],
      languages: ['en', 'zu'],
      location: 'Johannesburg',
      serviceType: role === 'coach' ? 'coach' : 'mentorship',
      ...options.mentorProfile,
    };
    const created = await ok(client.post('/api/mentors', { data: profile }));
    mentorId = ((await created.json()) as { id: number }).id;
  }
  if (options.subscribed) await subscribeToCoaching(client);
  if (!options.firstVisit) await ok(client.post('/api/dashboard/welcomed'));
  return { id, email, password: PASSWORD, firstName, lastName, name: `${firstName} ${lastName}`, role, mentorId };
}

/**
 * The run's administrators, made before any test runs (global-setup.ts). The app has no way to make an administrator
 * (only the seed does), so the grant is written to the database directly, and that is safe only on a quiet server:
 * a request that writes while this process holds SQLite's write lock fails with SQLITE_BUSY (workerd does not wait
 * for the lock), so no test writes to the database while another file's pages use the server.
 */
export async function makeAdministrators(baseURL: string, db: TestDatabase, count: number): Promise<TestUser[]> {
  const admins: TestUser[] = [];
  for (let made = 0; made < count; made++) {
    const client = await request.newContext({ baseURL });
    try {
      const account = await registerAccount(client, testEmail('admin'));
      db.run(`UPDATE users SET role = 'admin' WHERE id = ?`, account.id);
      admins.push({ ...account, role: 'admin' });
    } finally {
      await client.dispose();
    }
  }
  return admins;
}
