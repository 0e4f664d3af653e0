import type { BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { describe, DESKTOP, expect, it, PHONE } from './fixtures.ts';

// Every page that needs an account tells a visitor what to do, and the 404 page is only for paths that do
// not exist. Spec section 2: 'Access Required' with a Sign In button on edit profile; elsewhere the sign-in page, at
// once (the server answers a visitor's request with the redirect: the app, which would say so first, starts only on a
// first tap, decision 024), with the page in the sign-in address to come back to.

const NOT_FOUND_TEXT = 'Did you forget to add the page to the router?';

/** Every route a visitor is sent to sign in from. */
const PROMPTED = [
  '/calendar-management',
  '/freedom-resources',
  '/admin',
  '/group-sessions',
  '/coaching-chat',
  '/submit-story',
  '/notification-settings',
] as const;

/**
 * Records, in session storage (which outlives the redirect to the sign-in page), whether the 404 text was ever in
 * the document: a flash of it while sign-in is checked counts too.
 */
async function watchFor404(context: BrowserContext) {
  await context.addInitScript((text) => {
    const check = () => {
      if (document.documentElement.textContent?.includes(text)) sessionStorage.setItem('e2e-saw-404', 'yes');
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  }, NOT_FOUND_TEXT);
}

const sessionValue = (page: Page, key: string) => page.evaluate((name) => sessionStorage.getItem(name), key);

describe('a visitor on a page that needs an account', () => {
  it.for(PROMPTED)('%s: the sign-in page at once, and the way back here', async (path, { newPage }) => {
    const { page } = await newPage(PHONE);
    const response = await page.goto(`${path}?from=link`);
    expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${path}\\?from=link$`));
    const signIn = new URL(page.url());
    expect(signIn.pathname).toBe('/api/login');
    expect(signIn.searchParams.get('return')).toBe(`${path}?from=link`);
  });

  it('/edit-profile: Access Required and a Sign In button that comes back here', async ({ newPage }) => {
    const { context, page } = await newPage(PHONE);
    await watchFor404(context);
    await page.goto('/edit-profile');
    await page.getByRole('heading', { level: 1, name: 'Access Required' }).waitFor();
    expect(await page.getByText('Please sign in to edit your profile.').isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/api/login');
    expect(await sessionValue(page, 'redirectAfterLogin')).toBe('/edit-profile');
    expect(await sessionValue(page, 'e2e-saw-404')).toBeNull();
  });

  it('sees a spinner, never the 404 page, while sign-in is still being checked', async ({ newPage }) => {
    const { context, page } = await newPage(DESKTOP);
    await watchFor404(context);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/bootstrap', async (route) => {
      await answered;
      await route.continue();
    });
    // The held answer also holds the page's load event (the shell preloads it), so wait only for the app.
    await page.goto('/edit-profile', { waitUntil: 'commit' });
    await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    answer();
    await page.getByRole('heading', { level: 1, name: 'Access Required' }).waitFor();
    expect(await sessionValue(page, 'e2e-saw-404')).toBeNull();
  });

  it('signs in from the prompt and lands on the page it asked for', async ({ newPage, createUser }) => {
    const mentor = await createUser({ role: 'mentor' });
    const { page } = await newPage(DESKTOP);
    await page.goto('/calendar-management');
    expect(new URL(page.url()).pathname).toBe('/api/login');
    await page.getByLabel('Email').fill(mentor.email);
    await page.getByLabel('Password').fill(mentor.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/calendar-management');
    await page.getByRole('heading', { level: 1, name: 'Calendar Management' }).waitFor();
    expect(await sessionValue(page, 'redirectAfterLogin')).toBeNull();
  });
});

it('tells a member who is not an admin that the console is not for them, not that it does not exist', async ({
  signedInPage,
}) => {
  const { context, page } = await signedInPage({ role: 'mentee' }, PHONE);
  await watchFor404(context);
  await page.goto('/admin');
  const denied = page.getByRole('alert').filter({ hasText: 'Access Denied' });
  await denied.waitFor();
  expect(await denied.innerText()).toContain('You need to be an administrator to open the admin console.');
  expect(await page.getByRole('tab', { name: 'Stories' }).count()).toBe(0);
  expect(await sessionValue(page, 'e2e-saw-404')).toBeNull();
  await expectNoSeriousA11yViolations(page);
});

it('keeps the 404 page for paths that do not exist, also below a gated page', async ({ newPage }) => {
  const { page } = await newPage(PHONE);
  for (const path of ['/no-such-page', '/edit-profile/extra', '/admin/nothing']) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await page.getByText(NOT_FOUND_TEXT).isVisible()).toBe(true);
  }
});
