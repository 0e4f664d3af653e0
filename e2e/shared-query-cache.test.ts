import { describe, expect, it, PHONE } from './fixtures.ts';

// Two screens read GET /api/stats/users. They once cached different shapes under one query key, so whichever
// screen came second showed "NaN people have joined" or an empty tile. Both orders, in one single-page visit.
describe('the user count shared by the landing and community pages', () => {
  it('shows a number on the landing page after the community page', async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    await page.goto('/community');
    const members = page.locator('dt', { hasText: 'Community members' }).locator('xpath=following-sibling::dd');
    await expect.poll(() => members.innerText()).toMatch(/^\d[\d\s,]*$/);
    await page.getByRole('link', { name: 'Sebenza home' }).click();
    const joined = page.locator('#community').getByText(/joined Sebenza/);
    await expect
      .poll(() => page.locator('#community').innerText())
      .toMatch(/\d[\d\s,]*\s+(people have|person has) joined Sebenza/);
    expect(await joined.innerText()).not.toContain('NaN');
  });

  it('shows a number on the community page after the landing page', async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    await page.goto('/');
    await expect.poll(() => page.locator('#community').innerText()).toMatch(/(people have|person has) joined Sebenza/);
    await page.locator('#community').getByRole('link', { name: 'Visit the Community' }).click();
    const members = page.locator('dt', { hasText: 'Community members' }).locator('xpath=following-sibling::dd');
    await expect.poll(() => members.innerText()).toMatch(/^\d[\d\s,]*$/);
  });
});
