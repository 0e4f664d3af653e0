import { LANGUAGE_COOKIE } from '../schema/contract/app-languages.ts';
import { baseURL, DESKTOP, expect, it } from './fixtures.ts';

const SMALL_PHONE = { width: 360, height: 780 };

it('a reader of a page in isiZulu follows the footer’s link, suggests a better wording, and an admin handles it', async ({
  signedInPage,
}) => {
  const unique = Date.now();
  const pageText = `Imicimbi ezizayo ${unique}`;
  const suggestion = `Imicimbi ezayo ${unique}`;

  // The language chosen as a reader does: the cookie the picker sets.
  const reader = await signedInPage({ firstName: 'Nomsa', lastName: `Dube ${unique}` }, SMALL_PHONE);
  await reader.context.addCookies([{ name: LANGUAGE_COOKIE, value: 'zu', url: baseURL() }]);
  await reader.page.goto('/events');
  const footer = reader.page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Phakamisa amagama angcono' }).click();
  await reader.page.waitForURL((url) => url.pathname === '/suggest-wording');
  expect(new URL(reader.page.url()).searchParams.get('page')).toBe('/events');

  await reader.page.getByRole('heading', { level: 1, name: 'Phakamisa amagama angcono' }).waitFor();
  expect(await reader.page.getByText('Ulimi: isiZulu').isVisible()).toBe(true);
  const form = reader.page.getByRole('form', { name: 'Isiphakamiso sakho' });
  expect(await form.getByLabel(/^Ikhasi elimayelana nalo/).inputValue()).toBe('/events');

  // Nothing written: each empty field says so beside it, in isiZulu, and the first one gets the focus.
  await form.getByRole('button', { name: 'Thumela isiphakamiso' }).click();
  await form.getByText('Sicela ukopishe amagama njengoba enjalo ekhasini.').waitFor();
  await form.getByText('Sicela ubhale amagama akho angcono.').waitFor();
  await expect.poll(() => reader.page.evaluate(() => document.activeElement?.id)).toBe('wording-pageText');

  await form.getByLabel(/^Amagama asekhasini/).fill(pageText);
  await form.getByLabel(/^Amagama akho angcono/).fill(suggestion);
  await form.getByRole('button', { name: 'Thumela isiphakamiso' }).click();
  const thanks = reader.page.getByRole('heading', { name: 'Siyabonga: isiphakamiso sakho sithunyelwe' });
  await thanks.waitFor();
  await expect.poll(() => thanks.evaluate((heading) => heading === document.activeElement)).toBe(true);
  expect(await reader.page.getByRole('link', { name: 'Buyela ekhasini' }).getAttribute('href')).toBe('/events');
  // It fits a small phone.
  expect(
    await reader.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);

  // The admin (in English) sees it in the console, with its page, language and sender, and marks it handled.
  const admin = await signedInPage({ role: 'admin' }, DESKTOP);
  await admin.page.goto('/admin');
  await admin.page.getByRole('tab', { name: 'Wording suggestions' }).click();
  const card = admin.page.getByRole('listitem').filter({ hasText: suggestion });
  await card.waitFor();
  expect(await card.getByRole('link', { name: '/events' }).getAttribute('href')).toBe('/events');
  expect(await card.getByText('isiZulu', { exact: true }).isVisible()).toBe(true);
  expect(await card.getByText(pageText).isVisible()).toBe(true);
  expect(await card.getByText(`From Nomsa Dube ${unique}`).isVisible()).toBe(true);
  await card.getByRole('button', { name: /^Mark as handled/ }).click();
  await admin.page
    .getByRole('status')
    .filter({ hasText: /Suggestion #\d+ handled/ })
    .waitFor();
  await expect.poll(() => card.count()).toBe(0);
});
