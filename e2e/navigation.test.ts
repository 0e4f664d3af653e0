import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../worker/db/seed/demo-accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, signInThroughPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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

function account(key: 'mentee' | 'mentor') {
  return DEMO_ACCOUNTS.find((a) => a.key === key)!;
}

async function openAs(role: keyof typeof EXPECTED, viewport: typeof DESKTOP) {
  const { context, page } = await newPage(browser, viewport);
  if (role === 'visitor') await page.goto('/');
  else await signInThroughPage(page, account(role).email, account(role).password);
  // The page's heading appears once sign-in is known; the profile button once the user is.
  await page.locator('main h1').first().waitFor();
  if (role !== 'visitor') await page.getByRole('button', { name: 'Personal Profile' }).waitFor();
  return { context, page };
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

describe.each(['visitor', 'mentee', 'mentor'] as const)('navigation for a %s', (role) => {
  it('on desktop: the links in order, PREMIUM, the account actions, the active link', async () => {
    const { context, page } = await openAs(role, DESKTOP);
    if (role === 'mentor') await page.getByRole('link', { name: 'Calendar Management' }).waitFor();
    expect(await visibleLinkLabels(page)).toEqual(EXPECTED[role]);
    expect(await page.getByRole('link', { name: /PREMIUM/ }).isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (role === 'visitor') {
      expect(await nav.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/api/login');
      expect(await nav.getByRole('link', { name: 'Join Sebenza' }).getAttribute('href')).toBe('/api/login?mode=signup');
    } else {
      await page.getByRole('button', { name: 'Personal Profile' }).click();
      expect(await page.getByRole('menuitem', { name: 'Edit Profile' }).isVisible()).toBe(true);
      expect(await page.getByRole('menuitem', { name: 'Sign Out' }).getAttribute('href')).toBe('/api/logout');
      await page.keyboard.press('Escape');
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journeys' }).click();
    await page.getByRole('heading', { level: 1, name: 'Journeys' }).waitFor();
    const active = page
      .getByRole('navigation', { name: 'Main' })
      .locator('ul a[aria-current="page"]')
      .filter({ visible: true });
    expect(await active.allInnerTexts()).toEqual(['Journeys']);
    await context.close();
  });

  it('on a phone: a toggle menu with the same links that closes when one is chosen', async () => {
    const { context, page } = await openAs(role, PHONE);
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
    await context.close();
  });
});
