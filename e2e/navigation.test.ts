import type { Page } from 'playwright-core';
import {
  type BrowserSession,
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

/** The home page as a visitor, or as a new mentee or mentor (the fixtures make and remove the account). */
async function openAs(
  { newPage, signedInPage }: { newPage: NewPage; signedInPage: SignedInPage },
  role: keyof typeof EXPECTED,
  viewport: Viewport,
): Promise<BrowserSession> {
  const { context, page } = role === 'visitor' ? await newPage(viewport) : await signedInPage({ role }, viewport);
  await page.goto('/');
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
  it('on desktop: the links in order, PREMIUM, the account actions, the active link', async ({
    newPage,
    signedInPage,
  }) => {
    const { page } = await openAs({ newPage, signedInPage }, role, DESKTOP);
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
      expect(await page.getByRole('menuitem', { name: 'Sign Out' }).isVisible()).toBe(true);
      // Sign Out posts (another site cannot sign anyone out with a link).
      const signOut = page.locator('form[action="/api/logout"]');
      expect(await signOut.getAttribute('method')).toBe('post');
      await page.keyboard.press('Escape');
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journeys' }).click();
    await page.getByRole('heading', { level: 1, name: 'Journeys' }).waitFor();
    const active = page
      .getByRole('navigation', { name: 'Main' })
      .locator('ul a[aria-current="page"]')
      .filter({ visible: true });
    expect(await active.allInnerTexts()).toEqual(['Journeys']);
  });

  it('on a phone: a toggle menu with the same links that closes when one is chosen', async ({
    newPage,
    signedInPage,
  }) => {
    const { page } = await openAs({ newPage, signedInPage }, role, PHONE);
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
