import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { createSession, DESKTOP, expect, it, PHONE, toast, type NewPage, type SignedInPage } from './fixtures.ts';

// A shared link leads to a page of its own (a session, an event, a mentor) that a visitor reads without an account and
// a chat app previews from its Open Graph tags; Join or Register asks them to sign in and brings them back. A page only
// for members sends a visitor to sign in at once, without waiting for the app to start (decision 024).

/** The site's configured origin: the run's server writes its absolute links with its own address (scripts/serve.ts). */
const origin = () => inject('baseURL');

/** A session of a new mentor's, and that mentor's id. */
async function sharedSession(signedInPage: SignedInPage) {
  const { page } = await signedInPage({ role: 'mentor', firstName: 'Thandeka', lastName: 'Zulu' });
  const session = await createSession(page, { description: 'Bring your price list: we work out what pays.' });
  return { session, mentorId: session.mentorId };
}

/** A visitor's page in a browser with JavaScript off: what a chat app's preview, or a reader before the app, gets. */
async function withoutJavaScript<T>(newPage: NewPage, use: (context: BrowserContext) => Promise<T>): Promise<T> {
  const { context } = await newPage(PHONE);
  const plain = await context.browser()!.newContext({ baseURL: origin(), javaScriptEnabled: false, viewport: PHONE });
  try {
    return await use(plain);
  } finally {
    await plain.close();
  }
}

it('shows a visitor a session’s, an event’s and a mentor’s own page without JavaScript, with its link preview', async ({
  newPage,
  signedInPage,
  createEvent,
}) => {
  const { session, mentorId } = await sharedSession(signedInPage);
  const event = await createEvent({ description: 'Stalls, pricing and a morning of selling together.' });
  const pages = [
    { path: `/group-sessions/${session.id}`, heading: session.title, shows: 'Bring your price list', shared: true },
    { path: `/events/${event.id}`, heading: event.title, shows: 'Stalls, pricing and a morning', shared: true },
    { path: `/mentors/${mentorId}`, heading: 'Thandeka Zulu', shows: 'Connect', shared: false },
  ];
  await withoutJavaScript(newPage, async (context) => {
    const page = await context.newPage();
    for (const { path, heading, shows, shared } of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
      expect(await page.locator('main').innerText()).toContain(shows);
      const og = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
      expect(await og('og:title')).toContain(heading);
      expect((await og('og:description'))?.length).toBeGreaterThan(10);
      expect(await og('og:url')).toBe(`${origin()}${path}`);
      expect(await og('og:image')).toMatch(new RegExp(`^${origin()}/`));
      expect(await page.title()).toContain(heading);
      if (shared) {
        const share = await page.getByRole('link', { name: /^Share on WhatsApp/ }).getAttribute('href');
        const sharedUrl = /https?:\/\/\S+$/.exec(new URL(share!).searchParams.get('text')!)?.[0];
        expect(sharedUrl).toBe(`${origin()}${path}`);
      }
    }
    const missing = await page.goto('/events/999999999');
    expect(missing?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Event not found');
  });
});

it('asks a visitor to sign in only when they tap Join, and brings them back to the session', async ({
  newPage,
  signedInPage,
  createUser,
}) => {
  const { session } = await sharedSession(signedInPage);
  const member = await createUser();
  const { page } = await newPage(PHONE);
  await page.goto(`/group-sessions/${session.id}`);
  await page.getByRole('button', { name: /^Join/ }).click();
  await toast(page, 'Authentication Required').waitFor();
  await page.waitForURL('**/api/login');
  await signInHere(page, member);
  await page.waitForURL((url) => url.pathname === `/group-sessions/${session.id}`);
  // The sign-in lands on the dashboard, which the app leaves for the session's page: its Join once that page is shown.
  await page.getByRole('heading', { level: 1, name: session.title }).waitFor();
  await page.getByRole('button', { name: /^Join/ }).click();
  await page.getByText("You're registered").waitFor();
});

it('brings a visitor who registers for an event from its page back to that page after signing in', async ({
  newPage,
  createEvent,
  createUser,
}) => {
  const event = await createEvent();
  const member = await createUser();
  const { page } = await newPage(DESKTOP);
  await page.goto(`/events/${event.id}`);
  await page.getByRole('button', { name: /^Register Free/ }).click();
  await toast(page, 'Join Sebenza to Continue').waitFor();
  await page.waitForURL('**/api/login');
  await signInHere(page, member);
  await page.waitForURL((url) => url.pathname === `/events/${event.id}`);
  await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
});

it('sends a visitor on /group-sessions to sign in from the server, and back there afterwards', async ({
  newPage,
  createUser,
}) => {
  const member = await createUser();
  const { page } = await newPage(PHONE);
  // No key press, no tap: the server answers with the redirect.
  const response = await page.goto('/group-sessions?view=mine');
  expect(response?.request().redirectedFrom()?.url()).toBe(`${origin()}/group-sessions?view=mine`);
  const signIn = new URL(page.url());
  expect(signIn.pathname).toBe('/api/login');
  expect(signIn.searchParams.get('return')).toBe('/group-sessions?view=mine');
  await signInHere(page, member);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/group-sessions?view=mine');
  await page.getByRole('heading', { level: 1, name: 'Group Sessions' }).waitFor();
});

/**
 * Signs in on the sign-in page the visitor was sent to (signInThroughPage opens a fresh one, without the way back).
 */
async function signInHere(page: Awaited<ReturnType<NewPage>>['page'], member: { email: string; password: string }) {
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/api/login');
}
