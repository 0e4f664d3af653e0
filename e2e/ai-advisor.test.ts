import type { Page } from 'playwright-core';
import { DESKTOP, downloadedBytes, expect, expectEveryTabInView, it, PHONE, toastsOnceFormSays } from './fixtures.ts';

/** The e2e server has no model provider configured, so the offline advisor answers, and the page says so. */
const OFFLINE_LABEL = "Offline advisor: answers from Sebenza's South African dataset, not a live AI model";

/** The visible toast (Radix renders one list item in the notifications region). */
async function expectToast(page: Page, title: string, description: string) {
  const item = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
  await item.waitFor();
  expect(await item.innerText()).toContain(description);
}

it('lets a visitor look, and asks them to sign in when they ask for an analysis', async ({ newPage }) => {
  const { page } = await newPage(PHONE);
  await page.goto('/ai-income-advisor');
  const tab = page.getByRole('tab', { name: 'Market Intelligence' });
  await tab.waitFor();
  expect(await tab.getAttribute('aria-selected')).toBe('true');
  await page.getByLabel('Your city').selectOption('Durban');
  await page.getByRole('checkbox', { name: 'Photography' }).check();
  await page.getByRole('button', { name: 'Analyze Local Opportunities' }).click();
  await expectToast(page, 'Authentication Required', 'Please sign in to use the AI Income Advisor');
});

it('shows all three tabs on a 412 px phone, and lists renamed cities with their current names', async ({ newPage }) => {
  const { page } = await newPage(PHONE);
  await page.goto('/ai-income-advisor');
  expect(await expectEveryTabInView(page, 'AI Income Advisor')).toEqual([
    'Market Intelligence',
    'Micro-Learning',
    'AI Advisor Chat',
  ]);
  await page.getByRole('tab', { name: 'Market Intelligence' }).click();
  // The spec's list, with the name on members' profiles beside it (a mentor in "Gqeberha" is in the same city).
  const cities = await page.getByLabel('Your city').locator('option').allInnerTexts();
  expect(cities).toContain('Port Elizabeth (Gqeberha)');
  expect(cities).toContain('Nelspruit (Mbombela)');
  expect(cities).toContain('Durban');
  expect(cities.filter((city) => city !== 'Choose your city')).toHaveLength(15);
});

it('walks the three tabs with answers from the offline advisor, and keeps completed lessons across reloads and devices', async ({
  signedInPage,
}) => {
  const { page, user } = await signedInPage({ firstName: 'Thandi' }, DESKTOP);
  await page.goto('/ai-income-advisor');

  // Market Intelligence: the spec's sentence when nothing is chosen, then opportunities with their sources.
  const analyze = page.getByRole('button', { name: 'Analyze Local Opportunities' });
  await analyze.click();
  expect(await toastsOnceFormSays(page, 'Please select your location and at least one skill.')).toBe(0);
  await page.getByLabel('Your city').selectOption('Durban');
  await page.getByRole('checkbox', { name: 'Photography' }).check();
  await page.getByRole('checkbox', { name: 'Cooking/Catering' }).check();
  await analyze.click();
  await expectToast(page, 'Market Analysis Complete', 'opportunities in Durban');
  const results = page.getByRole('region', { name: 'Opportunities in Durban' });
  await results.getByText(OFFLINE_LABEL).waitFor();
  const cards = results.getByRole('article');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) {
    const text = await card.innerText();
    expect(text).toContain('Estimated income');
    expect(text).toContain('Time to start');
    expect(text).toMatch(/Income source: |Estimate: /);
  }

  // Micro-Learning: a blank goal is refused; a lesson, then Mark as Complete starts the counter.
  await page.getByRole('tab', { name: 'Micro-Learning' }).click();
  const lessonButton = page.getByRole('button', { name: 'Generate Personalized Lesson' });
  await lessonButton.click();
  expect(await toastsOnceFormSays(page, 'Please describe what you want to learn.')).toBe(0);
  expect(await page.getByText('Lessons Completed').count()).toBe(0);
  await page.getByLabel('What do you want to learn?').fill('How to price my catering for small events');
  await lessonButton.click();
  await expectToast(page, 'New Lesson Ready', 'Generated: ');
  const lesson = page.getByRole('article', { name: /./ });
  await lesson.getByText(OFFLINE_LABEL).waitFor();
  await lesson.getByRole('button', { name: 'Mark as Complete' }).click();
  await expectToast(page, 'Lesson Completed!', 'Great progress on your income generation journey.');
  await page.getByText('Lessons Completed: 1').waitFor();
  const completed = lesson.getByRole('button', { name: 'Completed' });
  expect(await completed.getAttribute('aria-disabled')).toBe('true');
  // Focus stays on the button (it is not disabled), so a keyboard user is not sent back to the page's start.
  expect(await completed.evaluate((button) => button === document.activeElement)).toBe(true);

  // AI Advisor Chat: Send waits for text; Enter sends; the reply comes from the offline advisor.
  await page.getByRole('tab', { name: 'AI Advisor Chat' }).click();
  const input = page.getByLabel('Your message');
  const send = page.getByRole('button', { name: 'Send' });
  expect(await send.isDisabled()).toBe(true);
  await input.fill('   ');
  expect(await send.isDisabled()).toBe(true);
  await input.fill('How do I find my first catering clients in Durban?');
  await input.press('Enter');
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await conversation.getByText('How do I find my first catering clients in Durban?').waitFor();
  expect(await input.inputValue()).toBe('');
  await conversation.getByText(OFFLINE_LABEL).waitFor();
  expect(await conversation.locator('time').count()).toBe(2);

  // The completed lesson is kept in D1: a reload, and another device, still count it.
  await page.reload();
  await page.getByRole('tab', { name: 'Micro-Learning' }).click();
  await page.getByText('Lessons Completed: 1').waitFor();
  const { page: phone } = await signedInPage(user, PHONE);
  await phone.goto('/ai-income-advisor');
  await phone.getByRole('tab', { name: 'Micro-Learning' }).click();
  await phone.getByText('Lessons Completed: 1').waitFor();
});

it('generates a template on /mentors, previews 200 characters and downloads the whole file', async ({
  signedInPage,
}) => {
  const { page } = await signedInPage({ firstName: 'Sipho' }, DESKTOP);
  await page.goto('/mentors');
  const generator = page.getByRole('region', { name: 'AI Template Generator' });
  const generate = generator.getByRole('button', { name: 'Generate Template' });
  await generate.waitFor();
  // Spec section 9's "3 templates a month", shown (the numbers are the server's quotas).
  await generator.getByText(/^Free members can generate 3 templates a month; coaching subscribers \d+\.$/).waitFor();
  // Spec section 5: disabled until a type and a non-blank name are given.
  expect(await generate.isDisabled()).toBe(true);
  await generator.getByRole('combobox', { name: /^Template/ }).selectOption('side-hustle-plan');
  await generator.getByLabel('Business name').fill('   ');
  expect(await generate.isDisabled()).toBe(true);
  await generator.getByLabel('Business name').fill('Kasi Eats');
  await generate.click();
  await expectToast(page, 'Template Generated!', 'Your customized template is ready for download.');
  await generator.getByText(OFFLINE_LABEL).waitFor();
  const preview = await generator.getByTestId('mentor-template-result').innerText();
  expect(preview.length).toBeLessThanOrEqual(201);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    generator.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('side-hustle-plan-Kasi Eats.txt');
  const content = (await downloadedBytes(download)).toString('utf8');
  expect(content).toContain('Kasi Eats');
  expect(content.startsWith(preview.replace(/…$/, ''))).toBe(true);
  expect(content.length).toBeGreaterThan(preview.length);
});
