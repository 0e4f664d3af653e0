import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Browser, type BrowserContext, type Page, request } from 'playwright-core';
import { test as base, inject } from 'vitest';
import type { AdminRoom, CreateRoomInput } from '../schema/contract/admin.ts';
import { AFTER_SIGN_UP_PATH } from '../schema/contract/auth.ts';
import {
  type AccountOptions,
  CONFIRM_LINK,
  OUTBOX_PATH,
  PASSWORD,
  registerAccount,
  testEmail,
  type TestUser,
} from './accounts.ts';
import { connectBrowser, DESKTOP, openPage, untilAppReady, type PageOptions, type Viewport } from './browser.ts';
import { TestDatabase } from './test-db.ts';
import { createRoomAs, type EventDetails, ok, publishEvent, type PublishedEvent } from './test-data.ts';

export { describe, expect } from 'vitest';
export type { AccountKind, AccountOptions, Role, TestUser } from './accounts.ts';
export { ACCOUNT_KINDS, ACCOUNT_OF } from './accounts.ts';
export {
  DESKTOP,
  downloadedBytes,
  holdCodeBack,
  nextAnswer,
  openInApp,
  PHONE,
  signInThroughPage,
  untilAppReady,
  type Viewport,
} from './browser.ts';
export {
  anyToast,
  expectEveryTabInView,
  findCard,
  mentorCountLine,
  openRoom,
  toast,
  toastsOnceFormSays,
} from './locators.ts';
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
 * - newPage(viewport?, { serviceWorker, server }?): a fresh context and page, signed out; the app's service worker is
 *   blocked unless asked for (it would hide the page's requests from `page.route`).
 * - signedInPage(optionsOrUser?, viewport?): { context, page, user }, signed in (not yet navigated). Options make a
 *   new account (accounts.ts): role 'mentee' | 'mentor' | 'coach' (with a mentor profile), names, mentorProfile
 *   fields, `subscribed` (a paid coaching subscription); role 'admin' signs in as one of the run's administrators.
 * - createUser(options?): an account without a page, e.g. to sign in through the sign-in page with its
 *   `email` and `password`.
 * - uniqueEmail(label?): an email for an account the test makes itself (the sign-up page).
 * - largeFile(name, bytes): the path of a file that size, for an upload over a limit.
 * - createEvent(details?): a published event of the test's own, proposed by a new member and published by an
 *   administrator through the API (free, tomorrow, 60 seats unless `details` say otherwise).
 * - createRoom(details?): a community room of the test's own, made by an administrator through the console's API (in
 *   Digital Freedom, with a unique name, unless `details` say otherwise).
 * - createSession(page, overrides?) (not a fixture, a function): a group session hosted by the signed-in mentor of
 *   `page`, through the API.
 * - signUpInBrowser(page, account) (not a fixture, a function): THE way a test signs up, to the end (form, outbox, link).
 * - db: the server's database, for the few documented setup steps the app has no API for.
 *
 * Each file connects to the run's one Chromium (global-setup.ts); every page is a fresh context, closed after its
 * test. Files run two at a time against one server, so a test uses only accounts and rows it made (never a seeded one
 * to change), and asserts nothing about rows another file may be making meanwhile: a shared list is searched for the
 * test's own item (`findCard`), and a page is checked against the answer it got itself (`nextAnswer`). Accounts stay
 * until the run is over: deleting them writes to the database directly, which would make a request of the file
 * running beside it fail (see accounts.ts `makeAdministrators`). Then global-setup.ts deletes every test account with
 * all it made, and fails the run unless the database is exactly as seeded again.
 */

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
}

export interface SignedInSession extends BrowserSession {
  user: TestUser;
}

/** The server under test (started by global-setup.ts). */
export function baseURL(): string {
  return inject('baseURL');
}

let adminsGiven = Math.floor(Math.random() * 1000);
/** One of the run's administrators (global-setup.ts), taken in turn. */
function anAdministrator(): TestUser {
  const admins = inject('admins');
  return admins[adminsGiven++ % admins.length]!;
}

/** What one test opened; `close()` closes it. */
class TestScope {
  private readonly contexts: BrowserContext[] = [];
  /** Where `largeFile` writes, made on first use. */
  private folder: string | undefined;

  constructor(private readonly browser: Browser) {}

  /** A fresh browser context and page at `viewport`, signed out. */
  newPage = async (viewport: Viewport = DESKTOP, options: PageOptions = {}): Promise<BrowserSession> => {
    const session = await openPage(this.browser, options.server ?? baseURL(), viewport, options);
    this.contexts.push(session.context);
    return session;
  };

  /** A unique email for an account the test makes itself, say through the sign-up page (accounts.ts `testEmail`). */
  uniqueEmail = (label = 'user'): string => testEmail(label);

  /**
   * A new account (accounts.ts `registerAccount`), or for role 'admin' one of the run's administrators. When `api` is
   * a browser context's request object, that context ends up signed in as the account.
   */
  createUser = async (options: AccountOptions = {}, api?: APIRequestContext): Promise<TestUser> => {
    if (options.role === 'admin') {
      const admin = anAdministrator();
      if (api) await ok(api.post('/api/auth/login', { data: { email: admin.email, password: admin.password } }));
      return admin;
    }
    const client = api ?? (await request.newContext({ baseURL: baseURL() }));
    try {
      return await registerAccount(client, testEmail(options.role ?? 'mentee'), { ...options, role: options.role });
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
   * proposes it and an administrator who publishes it.
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

  /** A community room of the test's own, made by an administrator (test-data.ts `createRoomAs`). */
  createRoom = async (details: Partial<CreateRoomInput> = {}): Promise<AdminRoom> => {
    const admin = await request.newContext({ baseURL: baseURL() });
    try {
      await this.createUser({ role: 'admin' }, admin);
      return await createRoomAs(admin, details);
    } finally {
      await admin.dispose();
    }
  };

  /**
   * The path of a file of `bytes` zero bytes named `name` (its type goes by the extension), removed after the test:
   * for an upload over a size limit. Chromium reads a path from disk, where a buffer of that size would first cross
   * the pipe to it, which on a busy machine takes longer than an action may.
   */
  largeFile = (name: string, bytes: number): string => {
    this.folder ??= mkdtempSync(path.join(tmpdir(), 'sebenza-e2e-'));
    const file = path.join(this.folder, name);
    writeFileSync(file, '');
    truncateSync(file, bytes);
    return file;
  };

  async close() {
    await Promise.allSettled(this.contexts.map((context) => context.close()));
    if (this.folder) rmSync(this.folder, { recursive: true, force: true });
  }
}

/** A newcomer's details as they type them on the sign-up page. */
export interface NewAccount {
  firstName: string;
  lastName?: string;
  /** From the `uniqueEmail` fixture, so the account is removed after the run. */
  email: string;
  password?: string;
  /** Answers "I am under 18" instead of "I am 18 or older". */
  under18?: boolean;
  /** The pages' words in the newcomer's language, by their English (e2e/catalogs.ts); English by default. */
  say?: (english: string) => string;
}

/**
 * Signs a newcomer up in the browser as a person does (docs/decisions/015-sign-in-limits-and-sign-up-answers.md):
 * the sign-up form (opened here unless the page shows it already, e.g. after a 'Join' link), "Check your email", the
 * message in the local outbox, its link, and "Create my account". The person accepts the terms and is 18 or older
 * unless `under18` says so. Ends signed in on the page a new member lands on (AFTER_SIGN_UP_PATH) with the app ready. The ONE place browser tests drive sign-up. Answers the password it used.
 */
export async function signUpInBrowser(page: Page, account: NewAccount): Promise<{ password: string }> {
  const password = account.password ?? PASSWORD;
  const say = account.say ?? ((english: string) => english);
  const create = page.getByRole('button', { name: say('Create account') });
  if ((await create.count()) === 0) await page.goto('/api/login?mode=signup');
  await page.getByLabel(say('First name')).fill(account.firstName);
  await page.getByLabel(say('Last name')).fill(account.lastName ?? 'Tester');
  await page.getByLabel(say('Email'), { exact: true }).fill(account.email);
  await page.getByLabel(say('Password')).fill(password);
  await page.getByLabel(say(account.under18 ? 'I am under 18' : 'I am 18 or older')).check();
  // Its label holds two links (the terms and the privacy notice), whose words each language places its own way.
  await page.locator('input[name="acceptTerms"]').check();
  await create.click();
  await page.getByRole('heading', { name: say('Check your email') }).waitFor();
  // This server sends no email: the page points to the local outbox, which holds the message.
  await page.getByRole('link', { name: say('local outbox') }).waitFor();
  await page.goto(`${OUTBOX_PATH}?to=${encodeURIComponent(account.email)}`);
  await page.getByRole('link', { name: CONFIRM_LINK }).first().click();
  await page.getByRole('button', { name: say('Create my account') }).click();
  await page.waitForURL((url) => url.pathname === AFTER_SIGN_UP_PATH);
  await untilAppReady(page);
  return { password };
}

/** The fixtures' function types, for helpers that take them from a test. */
export type NewPage = TestScope['newPage'];
export type SignedInPage = TestScope['signedInPage'];
export type CreateUser = TestScope['createUser'];

// Vitest learns a fixture's dependencies from the pattern of its first parameter, so "none" is written `{}`.
/* eslint-disable no-empty-pattern */
export const test = base
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await connectBrowser(inject('browserEndpoint'));
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('db', { scope: 'file' }, async ({}, { onCleanup }) => {
    const db = new TestDatabase(inject('stateDir'));
    onCleanup(() => db.close());
    return db;
  })
  /* eslint-enable no-empty-pattern */
  .extend('testScope', async ({ browser }, { onCleanup }) => {
    const scope = new TestScope(browser);
    // Fixture cleanups run after the test whatever its outcome.
    onCleanup(() => scope.close());
    return scope;
  })
  .extend('newPage', async ({ testScope }) => testScope.newPage)
  .extend('signedInPage', async ({ testScope }) => testScope.signedInPage)
  .extend('createUser', async ({ testScope }) => testScope.createUser)
  .extend('createEvent', async ({ testScope }) => testScope.createEvent)
  .extend('createRoom', async ({ testScope }) => testScope.createRoom)
  .extend('uniqueEmail', async ({ testScope }) => testScope.uniqueEmail)
  .extend('largeFile', async ({ testScope }) => testScope.largeFile);

export const it = test;
