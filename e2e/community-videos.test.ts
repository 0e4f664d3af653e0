import { expectNoSeriousA11yViolations } from './axe.ts';
import { DESKTOP, expect, it, PHONE } from './fixtures.ts';

// The video's site: a name no test server answers. The page must only link to it, never load anything from it.
const VIDEO_HOST = 'videos.example.test';

it('an admin adds a video; a visitor sees it on /community with its data cost, as a link out, nothing embedded', async ({
  newPage,
  signedInPage,
}) => {
  const title = `Pricing your crafts ${Date.now()}`;
  const url = `https://${VIDEO_HOST}/watch?v=e2e-${Date.now()}`;
  const admin = await signedInPage({ role: 'admin' }, PHONE);
  await admin.page.goto('/admin?tab=videos');
  await admin.page.getByRole('tab', { name: 'Videos', selected: true }).waitFor();
  await expectNoSeriousA11yViolations(admin.page);

  await admin.page.getByRole('button', { name: 'Add a video' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Add a video' });
  await dialog.getByRole('button', { name: 'Add video' }).click();
  // The contract's own sentences, beside their fields; the first one gets the focus.
  await dialog.getByText('Title must be 3 to 120 characters.').waitFor();
  await expect
    .poll(() => dialog.getByLabel('Title').evaluate((element) => element === document.activeElement))
    .toBe(true);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Link').fill(`http://${VIDEO_HOST}/watch?v=plain`);
  await dialog.getByLabel('Length').fill('12:75');
  await dialog.getByRole('button', { name: 'Add video' }).click();
  await dialog.getByText('The link must be the video’s full https:// address.').waitFor();
  await dialog.getByText('Length must be from 0:10 to 4:00:00, written like 12:34 or 1:02:15.').waitFor();
  await dialog.getByLabel('Link').fill(url);
  await dialog.getByLabel('Length').fill('12:34');
  // The admin sees what members will see before saving.
  await dialog.getByText('Members see: about 65 MB at low quality (estimate).').waitFor();
  await dialog.getByLabel('Topic').selectOption({ label: 'Money and pricing' });
  await expectNoSeriousA11yViolations(admin.page);
  await dialog.getByRole('button', { name: 'Add video' }).click();
  await admin.page.getByRole('status').filter({ hasText: 'Video added' }).waitFor();
  await admin.page.getByRole('article', { name: title }).getByText('12:34').waitFor();

  const visitor = await newPage(PHONE);
  const toVideoSite: string[] = [];
  visitor.page.on('request', (request) => {
    if (new URL(request.url()).hostname === VIDEO_HOST) toVideoSite.push(request.url());
  });
  await visitor.page.goto('/community');
  const link = visitor.page.getByRole('link', { name: `${title} (opens ${VIDEO_HOST} in a new tab)` });
  await link.waitFor();
  expect(await link.getAttribute('href')).toBe(url);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
  const item = visitor.page.getByRole('listitem').filter({ has: link });
  await item.getByText('about 65 MB at low quality (estimate)').waitFor();
  await item.getByText('Money and pricing').waitFor();
  await item.getByText(VIDEO_HOST, { exact: true }).waitFor();
  // Seen before tapping: the link's description carries the length and the data cost for screen readers too.
  expect(await link.getAttribute('aria-describedby')).toBeTruthy();
  const description = await visitor.page.locator(`[id="${await link.getAttribute('aria-describedby')}"]`).innerText();
  expect(description).toContain('about 65 MB at low quality (estimate)');
  // Never embedded, never played: no player, no frame, and nothing fetched from the video's site.
  expect(await visitor.page.locator('iframe, video, embed, object').count()).toBe(0);
  expect(toVideoSite).toEqual([]);
  await expectNoSeriousA11yViolations(visitor.page);

  // The admin removes it; the page no longer lists it.
  const card = admin.page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Remove ${title}` }).click();
  await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Remove video' }).click();
  await admin.page.getByRole('status').filter({ hasText: 'Video removed' }).waitFor();
  const later = await newPage(DESKTOP);
  await later.page.goto('/community');
  await later.page.getByRole('heading', { level: 2, name: 'Videos' }).waitFor();
  expect(await later.page.getByRole('link', { name: new RegExp(title) }).count()).toBe(0);
});
