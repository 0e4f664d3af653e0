import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Timestamps are UTC ISO-8601 strings (`new Date().toISOString()`), which sort and compare as text. */
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** 'member' for everyone; 'admin' for the people who moderate. Mentor/mentee/coach follow from profiles. */
  role: text('role', { enum: ['member', 'admin'] })
    .notNull()
    .default('member'),
  /** Null for accounts that only ever sign in through the OpenID Connect provider. */
  passwordHash: text('password_hash'),
  /** The OpenID Connect subject (`iss|sub`) when the account was created or linked through the provider. */
  oidcSubject: text('oidc_subject').unique(),
  profileImage: text('profile_image'),
  /**
   * When the dashboard first greeted the member (`POST /api/dashboard/welcomed`); null until then. The dashboard
   * says "Welcome back" only once it is set, so a brand-new account is welcomed, not welcomed back.
   */
  welcomedAt: text('welcomed_at'),
  createdAt: text('created_at').notNull().default(nowIso),
});

/** Server-side sign-in sessions. Only the SHA-256 of the cookie token is stored. */
export const authSessions = sqliteTable(
  'auth_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull().default(nowIso),
    /** Sliding expiry: pushed forward on use, so a session ends after 30 days idle. */
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId), index('auth_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Sign-in attempts per account (normalised email) that have not succeeded, counted over a 15-minute window.
 * A row is written before the password is checked and deleted when it matches, so the cap holds even when
 * many attempts arrive at once (see worker/auth/accounts.ts).
 */
export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    attemptedAt: text('attempted_at').notNull(),
  },
  (t) => [index('login_attempts_email_time_idx').on(t.email, t.attemptedAt)],
);
