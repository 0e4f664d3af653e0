import type { Page } from 'playwright-core';
import { DESKTOP, expect, it, PHONE } from './fixtures.ts';

// Stories are submitted by each test's own new member and moderated by one of the run's admins; the stories
// (published or not), their pictures' records and the audit rows go with those accounts once the run is over.
const REQUIRED = 'Name, before/after titles, story, and income streams data are required.';

/** A 1×1 PNG: enough for the browser to decode, scale and re-encode as the story's photo. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function openStoryForm(page: Page) {
  await page.goto('/submit-story');
  await page.getByRole('heading', { level: 2, name: 'Tell your story' }).waitFor();
}

async function fillStory(page: Page, story: { name: string; before: string; after: string; quote: string }) {
  await page.getByLabel('Your name').fill(story.name);
  await page.getByLabel('Before: what were you doing?').fill(story.before);
  await page.getByLabel('After: what do you do now?').fill(story.after);
  await page.getByRole('textbox', { name: /^Your story/ }).fill(story.quote);
}

it('sends a visitor on /submit-story to login at once (the server answers the redirect), and back after signing in', async ({
  newPage,
  createUser,
}) => {
  const mentee = await createUser();
  const { page } = await newPage(PHONE);
  await page.goto('/submit-story');
  expect(new URL(page.url()).pathname).toBe('/api/login');
  expect(new URL(page.url()).searchParams.get('return')).toBe('/submit-story');

  await page.getByLabel('Email').fill(mentee.email);
  await page.getByLabel('Password').fill(mentee.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/submit-story');
  await page.getByRole('heading', { level: 2, name: 'Tell your story' }).waitFor();
});

it('a mentee submits a story (with its validation message), the admin publishes it, and the gallery shows it', async ({
  newPage,
  signedInPage,
  largeFile,
}) => {
  const unique = Date.now();
  const story = {
    name: `Thandeka E2E ${unique}`,
    before: 'Matriculant with no work',
    after: `Runs a spaza delivery service ${unique}`,
    quote: 'I started with one bicycle and a WhatsApp group. My mentor helped me price deliveries properly.',
  };
  const mentee = await signedInPage({ role: 'mentee' }, PHONE);
  await openStoryForm(mentee.page);

  // Missing fields: the spec's one message, and nothing is sent.
  await mentee.page.getByLabel('Your name').fill(story.name);
  await mentee.page.getByRole('button', { name: 'Submit your story' }).click();
  const alert = mentee.page.getByRole('alert').filter({ hasText: REQUIRED });
  await alert.waitFor();
  expect(await mentee.page.getByLabel('Before: what were you doing?').getAttribute('aria-invalid')).toBe('true');
  // The first missing field has the focus.
  await expect.poll(() => mentee.page.evaluate(() => document.activeElement?.id)).toBe('story-beforeTitle');

  await fillStory(mentee.page, story);
  await mentee.page.getByLabel('How long did it take? (optional)').fill('6 months');
  await mentee.page.getByRole('radio', { name: 'Coaching' }).check();
  await mentee.page.getByLabel('Income streams before').fill('0');
  await mentee.page.getByLabel('Income streams now').fill('');
  await mentee.page.getByRole('button', { name: 'Submit your story' }).click();
  await alert.waitFor();
  await mentee.page.getByLabel('Income streams now').fill('2');

  // A picture over 20MB is refused with the story form's own text; a small one is processed and previewed.
  const photo = mentee.page.locator('#story-photo');
  await photo.setInputFiles(largeFile('huge.jpg', 20 * 1024 * 1024 + 1));
  await mentee.page.getByText('Please select an image under 20MB.').first().waitFor();
  await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await mentee.page.getByRole('img', { name: 'Preview of your photo' }).waitFor();

  await mentee.page.getByRole('button', { name: 'Submit your story' }).click();
  await mentee.page.getByRole('heading', { name: `Thank you for sharing your story, ${story.name}!` }).waitFor();
  expect(await mentee.page.getByRole('link', { name: 'View Success Stories' }).getAttribute('href')).toBe(
    '/success-stories',
  );
  expect(await mentee.page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  const mine = mentee.page.getByRole('listitem').filter({ hasText: story.after });
  await mine.getByText('Waiting for review').waitFor();

  // Not public before review.
  const gallery = await newPage(DESKTOP);
  await gallery.page.goto('/success-stories');
  await gallery.page.getByRole('heading', { name: 'More stories' }).waitFor();
  expect(await gallery.page.getByText(story.name).count()).toBe(0);

  // The admin publishes it from the moderation queue.
  const admin = await signedInPage({ role: 'admin' }, DESKTOP);
  await admin.page.goto('/admin');
  const queued = admin.page.getByRole('article', { name: story.name });
  await queued.waitFor();
  await queued.getByRole('button', { name: `Publish the story of ${story.name}` }).click();
  await admin.page.getByRole('status').filter({ hasText: 'Story published' }).waitFor();
  await expect.poll(() => queued.count()).toBe(0);

  // The gallery shows it, with its picture, and the submitter sees it published.
  await gallery.page.reload();
  const card = gallery.page
    .getByRole('article')
    .filter({ has: gallery.page.getByRole('heading', { name: story.name }) });
  await card.waitFor();
  expect(await card.getByText(story.after).isVisible()).toBe(true);
  expect(await card.locator('img').getAttribute('src')).toMatch(/^\/images\//);
  await mentee.page.reload();
  await mentee.page.getByRole('listitem').filter({ hasText: story.after }).getByText('Published').waitFor();
});

it('the admin rejects a story only with a reason, and the submitter sees the reason', async ({ signedInPage }) => {
  const unique = Date.now();
  const story = {
    name: `Rejected E2E ${unique}`,
    before: 'Student',
    after: `Tutor ${unique}`,
    quote: 'A story the moderators will send back.',
  };
  const mentee = await signedInPage({ role: 'mentee' }, DESKTOP);
  await openStoryForm(mentee.page);
  await fillStory(mentee.page, story);
  await mentee.page.getByLabel('Income streams before').fill('1');
  await mentee.page.getByLabel('Income streams now').fill('1');
  await mentee.page.getByRole('button', { name: 'Submit your story' }).click();
  await mentee.page.getByRole('heading', { name: /^Thank you for sharing your story/ }).waitFor();

  const admin = await signedInPage({ role: 'admin' }, PHONE);
  await admin.page.goto('/admin');
  const queued = admin.page.getByRole('article', { name: story.name });
  await queued.getByRole('button', { name: `Reject the story of ${story.name}` }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Reject this story?' });
  await dialog.getByRole('button', { name: 'Reject story' }).click();
  await dialog.getByText('Please give a reason the submitter will see.').waitFor();
  const reason = `Please add what you earn now ${unique}`;
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject story' }).click();
  await admin.page.getByRole('status').filter({ hasText: 'Story rejected' }).waitFor();
  await expect.poll(() => queued.count()).toBe(0);

  await mentee.page.reload();
  const mine = mentee.page.getByRole('listitem').filter({ hasText: story.after });
  await mine.getByText('Not published').waitFor();
  expect(await mine.getByText(reason).isVisible()).toBe(true);
});
