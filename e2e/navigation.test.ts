import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe.ts';
import {
  ACCOUNT_KINDS,
  ACCOUNT_OF,
  type AccountKind,
  describe,
  DESKTOP,
  expect,
  it,
  type NewPage,
  PHONE,
  type SignedInPage,
  type Viewport,
} from './fixtures.ts';

const COMMON = [
  'Attend Group Sessions',
  'Host Group Sessions',
  'AI Income Advisor',
  'Journeys',
  'Community',
  'Success Stories',
];
const EXPECTED: Record<'visitor' | 'mentee' | 'mentor', string[]> = {
  visitor: COMMON,
  mentee: [...COMMON, 'Income Seeking Resources'],
  mentor: [
    'Attend Group Sessions',
    'Host Group Sessions',
    'AI Income Advisor',
    'Calendar Management',
    'Journeys',
    'Community',
    'Success Stories',
    'Income Seeking Resources',
  ],
};

const ROLES = ACCOUNT_KINDS;
type Role = AccountKind;
const LINKS_OF: Record<Role, keyof typeof EXPECTED> = {
  visitor: 'visitor',
  mentee: 'mentee',
  mentor: 'mentor',
  coach: 'mentor',
  subscriber: 'mentee',
  admin: 'mentee',
};

/** A page as a visitor, or signed in as a new account of `role` (not yet navigated). */
async function pageOf(
  { newPage, signedInPage }: { newPage: NewPage; signedInPage: SignedInPage },
  role: Role,
  viewport: Viewport = DESKTOP,
): Promise<Page> {
  const { page } = role === 'visitor' ? await newPage(viewport) : await signedInPage(ACCOUNT_OF[role], viewport);
  return page;
}

/** The home page as a visitor or a new account of `role` (the fixtures make it). */
async function openAs(fixtures: { newPage: NewPage; signedInPage: SignedInPage }, role: Role, viewport: Viewport) {
  const page = await pageOf(fixtures, role, viewport);
  await page.goto('/');
  // The page's heading appears once sign-in is known; the profile button once the user is.
  await page.locator('main h1').first().waitFor();
  if (role !== 'visitor') await page.getByRole('button', { name: 'Personal Profile' }).waitFor();
  return page;
}

/** The labels of the visible links in a list inside the main navigation, in order. */
async function visibleLinkLabels(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = nav.locator('ul a');
  const labels: string[] = [];
  for (const link of await links.all()) if (await link.isVisible()) labels.push((await link.innerText()).trim());
  // The PREMIUM coaching button is checked on its own.
  return labels.filter((label) => !label.startsWith('PREMIUM'));
}

/**
 * Every link the desktop navigation offers: the row's, then those in its More menu (opened and closed again), each
 * group in the spec order.
 */
async function desktopLinkLabels(page: Page) {
  const row = await visibleLinkLabels(page);
  const more = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' });
  if (!(await more.isVisible())) return { row, more: [] };
  // A click on the stand-in button shown until the menu's chunk has arrived opens nothing (Radix's trigger carries
  // its state): on a busy machine the chunk may take more than the poll's usual second.
  await expect.poll(() => more.getAttribute('data-state'), { timeout: 10_000 }).toBe('closed');
  await more.click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await items.first().waitFor();
  const inMenu = (await items.allInnerTexts()).map((label) => label.trim());
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  return { row, more: inMenu };
}

/** `labels` keep the order they have in `expected`. */
function inOrderOf(expected: readonly string[], labels: readonly string[]) {
  return [...labels].sort((a, b) => expected.indexOf(a) - expected.indexOf(b));
}

describe.each(['visitor', 'mentee', 'mentor'] as const)('navigation for a %s', (role) => {
  it('on desktop: the links in order, PREMIUM, the account actions, the active link', async ({
    newPage,
    signedInPage,
  }) => {
    const page = await openAs({ newPage, signedInPage }, role, DESKTOP);
    if (role === 'mentor') await page.getByText('Calendar Management').first().waitFor({ state: 'attached' });
    // A row too narrow for every link (a mentor has eight) keeps the rest in its More menu.
    const { row, more } = await desktopLinkLabels(page);
    expect(row).toEqual(inOrderOf(EXPECTED[role], row));
    expect(more).toEqual(inOrderOf(EXPECTED[role], more));
    expect(inOrderOf(EXPECTED[role], [...row, ...more])).toEqual(EXPECTED[role]);
    expect(await page.getByRole('link', { name: /PREMIUM/ }).isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (role === 'visitor') {
      expect(await nav.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/api/login');
      expect(await nav.getByRole('link', { name: 'Join Sebenza' }).getAttribute('href')).toBe('/api/login?mode=signup');
    } else {
      await page.getByRole('button', { name: 'Personal Profile' }).click();
      expect(await page.getByRole('menuitem', { name: 'Edit Profile' }).isVisible()).toBe(true);
      expect(await page.getByRole('menuitem', { name: 'Sign Out' }).isVisible()).toBe(true);
      // Sign Out posts (another site cannot sign anyone out with a link).
      const signOut = page.locator('form[action="/api/logout"]');
      expect(await signOut.getAttribute('method')).toBe('post');
      await page.keyboard.press('Escape');
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Attend Group Sessions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Attend Group Sessions' }).waitFor();
    const active = page
      .getByRole('navigation', { name: 'Main' })
      .locator('ul a[aria-current="page"]')
      .filter({ visible: true });
    expect(await active.allInnerTexts()).toEqual(['Attend Group Sessions']);
  });

  it('on a phone: a toggle menu with the same links that closes when one is chosen', async ({
    newPage,
    signedInPage,
  }) => {
    const page = await openAs({ newPage, signedInPage }, role, PHONE);
    expect(await visibleLinkLabels(page)).toEqual([]);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    if (role === 'mentor') await page.getByRole('link', { name: 'Calendar Management' }).waitFor();
    expect(await visibleLinkLabels(page)).toEqual(EXPECTED[role]);
    expect(await page.getByRole('link', { name: /PREMIUM/ }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Success Stories' }).click();
    await page.getByRole('heading', { level: 1, name: 'Success Stories' }).waitFor();
    expect(await visibleLinkLabels(page)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});

/** Where the desktop row's items are: one row means one top, and the last item ends inside the row. */
async function rowGeometry(page: Page) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .locator('ul')
    .first()
    .evaluate((row) => {
      const shown = [...row.children].filter((item) => item.getClientRects().length > 0);
      const boxes = shown.map((item) => item.getBoundingClientRect());
      return {
        tops: [...new Set(boxes.map((box) => Math.round(box.top)))],
        overflow: Math.max(...boxes.map((box) => box.right)) - row.getBoundingClientRect().right,
        items: boxes.length,
      };
    });
}

describe.for(ROLES)('the desktop navigation of a %s', (role) => {
  it('is one row at 1024, 1280 and 1440 px, and offers every link of the role', async ({ newPage, signedInPage }) => {
    const page = await pageOf({ newPage, signedInPage }, role);
    await page.goto('/');
    if (role !== 'visitor') await page.getByRole('button', { name: 'Personal Profile' }).waitFor();
    const expected = EXPECTED[LINKS_OF[role]];
    // Links that depend on who is signed in (and on the mentor status) are there before the row is measured.
    await page.getByText(expected.at(-1)!).first().waitFor({ state: 'attached' });
    if (LINKS_OF[role] === 'mentor') await page.getByText('Calendar Management').first().waitFor({ state: 'attached' });
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(async () => {
          const { tops, overflow } = await rowGeometry(page);
          return { width, rows: tops.length, fits: overflow <= 0.5 };
        })
        .toEqual({ width, rows: 1, fits: true });
      // The invisible copy the row is measured with never widens the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width} px`).toBe(width);
      const { row, more } = await desktopLinkLabels(page);
      expect(inOrderOf(expected, [...row, ...more]), `links at ${width} px`).toEqual(expected);
    }
    await expectNoSeriousA11yViolations(page);
  });
});

it('opens the More menu from the keyboard, and marks it when the current page is inside', async ({
  newPage,
  signedInPage,
}) => {
  const page = await pageOf({ newPage, signedInPage }, 'mentor');
  await page.goto('/');
  const more = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' });
  // The menu's chunk has replaced the stand-in button (Radix's trigger carries its state). The chunk loads in the
  // background, which may take more than the poll's usual second while another file's test keeps the machine busy.
  await expect.poll(() => more.getAttribute('data-state'), { timeout: 10_000 }).toBe('closed');
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const first = menu.getByRole('menuitem').first();
  await expect.poll(() => first.evaluate((item) => item === document.activeElement)).toBe(true);
  const label = (await first.innerText()).trim();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
  await menu.waitFor({ state: 'detached' });
  // The page is in the menu: the More button is highlighted like an active link, and its item says so.
  await expect.poll(() => more.getAttribute('class')).toContain('bg-lilac-700');
  await more.click();
  expect(await page.getByRole('menuitem', { name: label }).getAttribute('aria-current')).toBe('page');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  await expect.poll(() => more.evaluate((button) => button === document.activeElement)).toBe(true);
});
