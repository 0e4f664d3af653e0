import { type APIRequestContext, type Browser, type BrowserContext, type Page, request } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { AFTER_SIGN_UP_PATH } from '../schema/contract/auth.ts';
import { DESKTOP, launchBrowser, openPage, untilAppReady, type PageOptions, type Viewport } from './browser.ts';
import { TestDatabase } from './test-db.ts';
import { type EventDetails, ok, publishEvent, type PublishedEvent } from './test-data.ts';

export { describe, expect } from 'vitest';
export { DESKTOP, openInApp, PHONE, signInThroughPage, untilAppReady, type Viewport } from './browser.ts';
export { findCard, toast } from './locators.ts';
export { createSession, sastDateTime, sastDay, uniqueTitle } from './test-data.ts';

/**
 * The one way browser tests get a browser, pages and accounts:
 *
 *   import { expect, it, PHONE } from './fixtures.ts';
 *
 *   it("a mentee joins a mentor's session", async ({ signedInPage, newPage }) => {
 *     const mentor = await signedInPage({ role: 'mentor', firstName: 'Sipho' });   // desktop by default
 *     const mentee = await signedInPage({ firstName: 'Lerato' }, PHONE);           // role 'mentee' by default
 *     const again = await signedInPage(mentee.user, DESKTOP);                      // the same account elsewhere
 *     const visitor = await newPage(PHONE);                                        // signed out
 *     await mentee.page.goto('/group-sessions');
 *     ...
 *   });
 *
 * - newPage(viewport?, { serviceWorker }?): a fresh context and page, signed out; the app's service worker is blocked
 *   unless asked for (it would hide the page's requests from `page.route`).
 * - signedInPage(optionsOrUser?, viewport?): { context, page, user }, signed in (not yet navigated). Options make a
 *   new account: role 'mentee' | 'mentor' | 'coach' (with a mentor profile) | 'admin', names, mentorProfile fields.
 * - createUser(options?): an account without a page, e.g. to sign in through the sign-in page with its
 *   `email` and `password`.
 * - uniqueEmail(label?): an email for an account the test makes itself (the sign-up page); it is removed too.
 * - createEvent(details?): a published event of the test's own, proposed by a new member and published by a new
 *   admin through the API (free, tomorrow, 60 seats unless `details` say otherwise); it goes with its host.
 * - createSession(page, overrides?) (not a fixture, a function): a group session hosted by the signed-in mentor of
 *   `page`, through the API.
 * - signUpInBrowser(page, account) (not a fixture, a function): THE way a test signs up, to the end (form, outbox, link).
 * - db: the server's database, for the few documented setup steps the app has no API for.
 *
 * Chromium starts once per file. Every page is a fresh context; every account is new, with a unique email, made
 * through the app's own API. After each test, passed or failed, its contexts are closed and its accounts are
 * deleted with everything they made, and the test fails if any table's row count differs from before it, so no
 * test sees another's data and the seeded demo data stays as seeded.
 */

export type Role = 'mentee' | 'mentor' | 'coach' | 'admin';

export interface AccountOptions {
  /** mentee (default): a new member. mentor / coach: plus a mentor profile. admin: plus admin rights. */
  role?: Role;
  firstName?: string;
  lastName?: string;
  /** For mentors and coaches: fields of the mentor profile (POST /api/mentors) instead of the defaults. */
  mentorProfile?: Record<string, unknown>;
  /**
   * Fixture accounts have been here before: their dashboard has greeted them once (POST /api/dashboard/welcomed),
   * so it says "Welcome back". `firstVisit: true` leaves the account brand-new, greeted "Welcome" once.
   */
  firstVisit?: boolean;
  /**
   * The age answered at sign-up: 'adult' (default) or 'under_18', whose account cannot chat or show its profile until
   * a parent or guardian agrees (decision 021).
   */
  ageGroup?: 'adult' | 'under_18';
}

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

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
}

export interface SignedInSession extends BrowserSession {
  user: TestUser;
}

const PASSWORD = 'a-good-long-password';

/** Where a sign-up confirmation link points; the local outbox holds the message that carries it. */
const SIGN_UP_CONFIRM_PATH = '/api/signup/confirm';
const OUTBOX_PATH = '/api/dev/outbox';
const CONFIRM_LINK = /\/api\/signup\/confirm\?token=([A-Za-z0-9_-]+)/;

/** The server under test (started by global-setup.ts). */
export function baseURL(): string {
  return inject('baseURL');
}

let counter = 0;
/** A short id no other test run or test has used: time, a per-process counter and a little randomness. */
function uniqueId(): string {
  return `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** What one test opened and created; `close()` undoes all of it. */
class TestScope {
  private readonly contexts: BrowserContext[] = [];
  private readonly userIds: string[] = [];
  private readonly emails: string[] = [];
  /** The database before the test, to prove afterwards that the test left nothing behind. */
  private readonly rowsBefore: Map<string, number>;
  /** The newest notice before the test: what comes after is the test's, even in a demo account's inbox. */
  private readonly noticesBefore: { notifications: number; outbox: number };

  constructor(
    private readonly browser: Browser,
    private readonly db: TestDatabase,
  ) {
    this.rowsBefore = db.rowCounts();
    this.noticesBefore = db.newestNotices();
  }

  /** A fresh browser context and page at `viewport`, signed out. */
  newPage = async (viewport: Viewport = DESKTOP, options: PageOptions = {}): Promise<BrowserSession> => {
    const session = await openPage(this.browser, baseURL(), viewport, options);
    this.contexts.push(session.context);
    return session;
  };

  /**
   * A unique email whose account, if the test makes one (say through the sign-up page), is deleted afterwards
   * like the fixture's own accounts.
   */
  uniqueEmail = (label = 'user'): string => {
    const email = `e2e-${label}-${uniqueId()}@example.test`;
    this.emails.push(email);
    return email;
  };

  /**
   * A new account made through the real API (POST /api/auth/register, the emailed link from the local outbox, then
   * POST /api/mentors for mentors). When `api` is a browser context's request object, that context ends up signed in
   * as the new account.
   */
  createUser = async (options: AccountOptions = {}, api?: APIRequestContext): Promise<TestUser> => {
    const role = options.role ?? 'mentee';
    const firstName = options.firstName ?? 'Thabo';
    const lastName = options.lastName ?? 'Tester';
    const email = this.uniqueEmail(role);
    const client = api ?? (await request.newContext({ baseURL: baseURL() }));
    try {
      const answers = { acceptTerms: true, ageGroup: options.ageGroup ?? 'adult' };
      await ok(
        client.post('/api/auth/register', { data: { email, password: PASSWORD, firstName, lastName, ...answers } }),
      );
      const outbox = await ok(client.get(`${OUTBOX_PATH}/messages?to=${encodeURIComponent(email)}`));
      const [message] = ((await outbox.json()) as { items: { text: string }[] }).items;
      const token = message && CONFIRM_LINK.exec(message.text)?.[1];
      if (!token) throw new Error(`No sign-up link was emailed to ${email}`);
      const confirmed = await client.post(SIGN_UP_CONFIRM_PATH, { form: { token }, maxRedirects: 0 });
      if (confirmed.status() !== 303) throw new Error(`Confirming ${email} answered ${confirmed.status()}`);
      const me = await ok(client.get('/api/auth/user'));
      const { id } = (await me.json()) as { id: string };
      this.userIds.push(id);
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
      if (!options.firstVisit) await ok(client.post('/api/dashboard/welcomed'));
      // Test setup: the app has no way to make an administrator (only the seed does), so the grant is direct.
      if (role === 'admin') this.db.run(`UPDATE users SET role = 'admin' WHERE id = ?`, id);
      return { id, email, password: PASSWORD, firstName, lastName, name: `${firstName} ${lastName}`, role, mentorId };
    } finally {
      if (!api) await client.dispose();
    }
  };

  /**
   * A fresh page signed in (through POST /api/auth/login, so the page itself has not navigated yet) as `who`: an
   * account from `createUser`, or a new account made with these options.
   */
  signedInPage = async (
    who: TestUser | AccountOptions = {},
    viewport: Viewport = DESKTOP,
    options: PageOptions = {},
  ): Promise<SignedInSession> => {
    const session = await this.newPage(viewport, options);
    if ('id' in who) {
      await ok(session.context.request.post('/api/auth/login', { data: { email: who.email, password: who.password } }));
      return { ...session, user: who };
    }
    return { ...session, user: await this.createUser(who, session.context.request) };
  };

  /**
   * A published event of the test's own, made as the app makes one (test-data.ts `publishEvent`) by a new member who
   * proposes it and a new admin who publishes it; deleted with them after the test.
   */
  createEvent = async (details: EventDetails = {}): Promise<PublishedEvent> => {
    const [host, admin] = await Promise.all([
      request.newContext({ baseURL: baseURL() }),
      request.newContext({ baseURL: baseURL() }),
    ]);
    try {
      await this.createUser({ firstName: 'Nomsa', lastName: 'Host' }, host);
      await this.createUser({ role: 'admin' }, admin);
      return await publishEvent(host, admin, details);
    } finally {
      await Promise.all([host.dispose(), admin.dispose()]);
    }
  };

  async close() {
    // Pages first (an open chat socket or a pending request should not meet a half-deleted account), then data.
    await Promise.allSettled(this.contexts.map((context) => context.close()));
    this.db.deleteAccounts({ ids: this.userIds, emails: this.emails });
    // A test user's actions tell shared accounts too (a demo mentor hears of a new connection); tests run one at a
    // time, so every notice newer than the test's start is the test's.
    this.db.deleteNoticesSince(this.noticesBefore);
    // Files and tests run one at a time, so any difference is this test's: fail it rather than let the next see it.
    const after = this.db.rowCounts();
    const leaks = [...new Set([...this.rowsBefore.keys(), ...after.keys()])]
      .map((table) => [table, (after.get(table) ?? 0) - (this.rowsBefore.get(table) ?? 0)] as const)
      .filter(([, change]) => change !== 0)
      .map(([table, change]) => `${table} ${change > 0 ? '+' : ''}${change}`);
    if (leaks.length) {
      throw new Error(
        `The test changed shared data that its fixtures do not remove (rows per table): ${leaks.join(', ')}`,
      );
    }
  }
}

/** A newcomer's details as they type them on the sign-up page. */
export interface NewAccount {
  firstName: string;
  lastName?: string;
  /** From the `uniqueEmail` fixture, so the account is removed after the test. */
  email: string;
  password?: string;
  /** Answers "I am under 18" instead of "I am 18 or older". */
  under18?: boolean;
}

/**
 * Signs a newcomer up in the browser as a person does (docs/decisions/015-sign-in-limits-and-sign-up-answers.md):
 * the sign-up form (opened here unless the page shows it already, e.g. after a 'Join' link), "Check your email", the
 * message in the local outbox, its link, and "Create my account". The person accepts the terms and is 18 or older
 * unless `under18` says so. Ends signed in on the page a new member lands on (AFTER_SIGN_UP_PATH) with the app ready. The ONE place browser tests drive sign-up. Answers the password it used.
 */
export async function signUpInBrowser(page: Page, account: NewAccount): Promise<{ password: string }> {
  const password = account.password ?? PASSWORD;
  const create = page.getByRole('button', { name: 'Create account' });
  if ((await create.count()) === 0) await page.goto('/api/login?mode=signup');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName ?? 'Tester');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel(account.under18 ? 'I am under 18' : 'I am 18 or older').check();
  await page.getByLabel('I accept the terms of use and the privacy notice').check();
  await create.click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  // This server sends no email: the page points to the local outbox, which holds the message.
  await page.getByRole('link', { name: 'local outbox' }).waitFor();
  await page.goto(`${OUTBOX_PATH}?to=${encodeURIComponent(account.email)}`);
  await page.getByRole('link', { name: CONFIRM_LINK }).first().click();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await page.waitForURL((url) => url.pathname === AFTER_SIGN_UP_PATH);
  await untilAppReady(page);
  return { password };
}

/** The fixtures' function types, for helpers that take them from a test. */
export type NewPage = TestScope['newPage'];
export type SignedInPage = TestScope['signedInPage'];

// Vitest learns a fixture's dependencies from the pattern of its first parameter, so "none" is written `{}`.
/* eslint-disable no-empty-pattern */
export const test = base
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('db', { scope: 'file' }, async ({}, { onCleanup }) => {
    const db = new TestDatabase(inject('stateDir'));
    onCleanup(() => db.close());
    return db;
  })
  /* eslint-enable no-empty-pattern */
  .extend('testScope', async ({ browser, db }, { onCleanup }) => {
    const scope = new TestScope(browser, db);
    // Fixture cleanups run after the test whatever its outcome, so a failing test leaves nothing behind.
    onCleanup(() => scope.close());
    return scope;
  })
  .extend('newPage', async ({ testScope }) => testScope.newPage)
  .extend('signedInPage', async ({ testScope }) => testScope.signedInPage)
  .extend('createUser', async ({ testScope }) => testScope.createUser)
  .extend('createEvent', async ({ testScope }) => testScope.createEvent)
  .extend('uniqueEmail', async ({ testScope }) => testScope.uniqueEmail);

export const it = test;
