import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { APP_LANGUAGES } from '../contract/app-languages.ts';
import { AGE_GROUPS } from '../contract/consents-rules.ts';

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
  /**
   * 'adult' (18 or older) or 'under_18', as the member said at sign-up or on the welcome page; null until they have
   * said (a first sign-in through the OpenID Connect provider, accounts made before it was asked). Only which side of
   * 18, never a birth date: that is all the rule needs, and POPIA asks us to keep no more than we need (decision
   * 021). The app writes only AGE_GROUPS values; there is no CHECK because adding one makes drizzle-kit rebuild this
   * table, which on D1 would cascade-delete every row that refers to it.
   */
  ageGroup: text('age_group', { enum: AGE_GROUPS }),
  /**
   * When a parent or guardian agreed for a member under 18 (the full record, with who and how, is in `consents`).
   * Until then such a member's profile is not shown to others and they cannot chat (worker/consents/sharing.ts).
   */
  guardianConsentedAt: text('guardian_consented_at'),
  /**
   * The language the member reads the app in (decision 042): the pages follow it on every device they sign in on, and
   * their emails, WhatsApp messages and notices are written in it. The page's language when they signed up; changed
   * from the language picker. The app writes only APP_LANGUAGES values; no CHECK, for the reason `ageGroup` gives.
   */
  language: text('language', { enum: APP_LANGUAGES }).notNull().default('en'),
  createdAt: text('created_at').notNull().default(nowIso),
  /**
   * Set on the anonymised row that stands in for a deleted account (docs/decisions/020): named 'Deleted user', with a
   * non-address for email and no password or provider subject to sign in with, it keeps only what must outlive the
   * account (the messages others read, minimised payment records). Null for every live account.
   */
  deletedAt: text('deleted_at'),
});

/**
 * How many accounts exist (deleted ones, the anonymised stand-ins with deleted_at set, do not count): one row (id 1),
 * kept by database triggers inside every statement that adds, removes or anonymises a user row, whoever makes it
 * (migrations/0026_user_count.sql); never written by the app. The landing's user count in one row read, where
 * counting read a row per account.
 */
export const userCount = sqliteTable(
  'user_count',
  {
    id: integer('id').primaryKey(),
    count: integer('count').notNull(),
  },
  (t) => [check('user_count_one_row', sql`${t.id} = 1 and ${t.count} >= 0`)],
);

/** Server-side sign-ins. Only the SHA-256 of the cookie token is stored. */
export const signIns = sqliteTable(
  'auth_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull().default(nowIso),
    /** Sliding expiry: pushed forward on use, so a sign-in ends after 30 days idle. */
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId), index('auth_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Password sign-in attempts that have not succeeded, counted over a 15-minute window per account (normalised
 * email), per device (the hashed device cookie) and per network (the client's IP address, an IPv6 /64). A row is
 * written before the password is checked, by one conditional INSERT that applies every limit, and the device's rows
 * for the account are deleted when it matches (docs/decisions/015-sign-in-limits-and-sign-up-answers.md).
 */
export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    /** The client's network, or '' when the request carried no address (local runs). */
    ip: text('ip').notNull().default(''),
    /** SHA-256 (hex) of the device cookie, or '' for a client that sent none. */
    device: text('device').notNull().default(''),
    attemptedAt: text('attempted_at').notNull(),
  },
  (t) => [
    index('login_attempts_email_time_idx').on(t.email, t.attemptedAt),
    index('login_attempts_ip_time_idx').on(t.ip, t.attemptedAt),
    index('login_attempts_device_time_idx').on(t.device, t.attemptedAt),
  ],
);

/**
 * Devices (hashed device cookies) that have signed in to an account: the account's usual context, which a
 * stranger's wrong passwords never slow down (decision 015).
 */
export const knownDevices = sqliteTable(
  'known_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the device cookie. */
    device: text('device').notNull(),
    lastSignInAt: text('last_sign_in_at').notNull().default(nowIso),
  },
  (t) => [primaryKey({ columns: [t.userId, t.device] }), index('known_devices_last_sign_in_idx').on(t.lastSignInAt)],
);

/**
 * Sign-ups waiting for their email address to be confirmed: one row per address (a new sign-up replaces the
 * last), holding what the account will be made from once the emailed link is opened. Only the SHA-256 of the link's
 * token is stored.
 */
export const pendingSignUps = sqliteTable(
  'pending_sign_ups',
  {
    email: text('email').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /**
     * The sign-up form's answers (decision 021), recorded as consents when the account is made: the age group and the
     * versions of the terms and privacy notice accepted. Null only on sign-ups started before the form asked them;
     * such an account answers on the welcome page.
     */
    ageGroup: text('age_group', { enum: AGE_GROUPS }),
    termsVersion: text('terms_version'),
    privacyNoticeVersion: text('privacy_notice_version'),
    /** The page's language when the form was sent: the new account's language. */
    language: text('language', { enum: APP_LANGUAGES }).notNull().default('en'),
    /** When the form was sent: when the terms and privacy notice were accepted. */
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [index('pending_sign_ups_expires_idx').on(t.expiresAt)],
);

/**
 * Password reset links (worker/auth/password-reset.ts): one row per emailed link, which works once and for an hour.
 * Only the SHA-256 of the link's token is stored. `used_at` is set by the one conditional UPDATE that lets a link
 * change the password, so two uses of the same link change it once.
 */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('password_resets_user_created_idx').on(t.userId, t.createdAt)],
);
