import { COACHING_PATH } from '../schema/contract/product.ts';
import { DESKTOP, expect, it, openRoom, PHONE } from './fixtures.ts';

// Each test chats in a room of its own (the createRoom fixture), so no message, member or report lands in a seeded
// room another file may be reading.

it('a visitor sees the rooms with a disabled Login to Join', async ({ newPage, createRoom }) => {
  const { name } = await createRoom();
  const { page } = await newPage(PHONE);
  await page.goto('/community');
  await page.getByRole('heading', { level: 3, name }).waitFor();
  const buttons = page.getByRole('button', { name: 'Login to Join' });
  expect(await buttons.count()).toBeGreaterThanOrEqual(3);
  expect(await buttons.first().isDisabled()).toBe(true);
});

it('two members chat live in a room, each seeing the other at once', async ({ signedInPage, createRoom }) => {
  // Two new members: opening the room joins them to it.
  const { name } = await createRoom();
  const mentor = await signedInPage({ role: 'mentor' }, DESKTOP);
  const mentee = await signedInPage({ firstName: 'Lerato', lastName: 'Mokoena' }, PHONE);
  await openRoom(mentor.page, name);
  await openRoom(mentee.page, name);

  const hello = `Sawubona from the mentee ${Date.now()}`;
  const box = mentee.page.getByRole('textbox', { name: `Message ${name}` });
  expect(await mentee.page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
  await box.fill(hello);
  await box.press('Enter');
  // The sender sees it as their own; the other member sees it live, with the author's name.
  await mentee.page.getByRole('log').getByText(hello).waitFor();
  // The box empties once the server has stored the message (its live copy may arrive first).
  await expect.poll(() => box.inputValue()).toBe('');
  const seenByMentor = mentor.page.getByRole('log').getByText(hello);
  await seenByMentor.waitFor();
  expect(await mentor.page.getByRole('log').getByText('Lerato M.').last().isVisible()).toBe(true);

  const reply = `Welcome! Ask me anything ${Date.now()}`;
  await mentor.page.getByRole('textbox', { name: `Message ${name}` }).fill(reply);
  await mentor.page.getByRole('button', { name: 'Send' }).click();
  await mentee.page.getByRole('log').getByText(reply).waitFor();

  // After a reload the history holds both, once each.
  await mentee.page.reload();
  await mentee.page.getByRole('log').getByText(reply).waitFor();
  expect(await mentee.page.getByRole('log').getByText(hello).count()).toBe(1);
});

it('a member reports a message: the reason is checked, then the message leaves their view', async ({
  signedInPage,
  createRoom,
}) => {
  const { name } = await createRoom();
  const author = await signedInPage({ firstName: 'Thabo', lastName: 'Nkosi' }, DESKTOP);
  const reader = await signedInPage({ firstName: 'Zanele' }, PHONE);
  await openRoom(author.page, name);
  await openRoom(reader.page, name);
  const text = `Buy my course for R5000 ${Date.now()}`;
  await author.page.getByRole('textbox', { name: `Message ${name}` }).fill(text);
  await author.page.getByRole('button', { name: 'Send' }).click();
  const log = reader.page.getByRole('log');
  await log.getByText(text).waitFor();

  await log.getByRole('button', { name: 'Report message from Thabo N.' }).last().click();
  const dialog = reader.page.getByRole('dialog', { name: 'Report this message' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  // Checked with the server's own rule and sentence, beside the field, which gets the focus.
  const reason = dialog.getByRole('textbox', { name: /What is wrong with it\?/ });
  await dialog.getByText('Please say briefly what is wrong with this message.').waitFor();
  await expect.poll(() => reason.evaluate((element) => element === document.activeElement)).toBe(true);

  await reason.fill('Selling a course in the room');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await reader.page.getByText('Report sent').first().waitFor();
  await expect.poll(() => log.getByText(text).count()).toBe(0);
});

it("opens the first room on a welcome; the demo scam message waits in the admin's reported queue instead", async ({
  signedInPage,
}) => {
  const scam = 'DM me for a guaranteed R5,000 a day with my forex signals!!! Only R499 to join.';
  const { page } = await signedInPage({ firstName: 'Naledi' }, PHONE);
  await page.goto('/community');
  const firstRoom = page.getByRole('link', { name: /^(Join|Open) / }).first();
  const name = (await firstRoom.getAttribute('aria-label'))!.replace(/^(Join|Open) /, '');
  await firstRoom.click();
  await page.getByRole('heading', { level: 2, name }).waitFor();
  const log = page.getByRole('log');
  await log.getByText('Welcome to everyone who joined this week!').waitFor();
  expect(await log.getByText(scam).count()).toBe(0);

  const admin = await signedInPage({ role: 'admin' });
  await admin.page.goto('/admin?tab=reports');
  await admin.page.getByRole('article').filter({ hasText: scam }).waitFor();
});

it('lists the monthly meetups on days that are not public holidays, and says where they are announced', async ({
  newPage,
}) => {
  const where = 'Venue and time announced in the community rooms the week before.';
  // The coaching page works its dates out in the browser: on 10 December 2026 the next first Friday is New Year's Day.
  const { page } = await newPage(DESKTOP);
  await page.clock.setFixedTime(new Date('2026-12-10T08:00:00+02:00'));
  await page.goto(COACHING_PATH);
  const meetups = page.getByRole('region', { name: 'Meetups and annual events' });
  await meetups.getByRole('heading', { level: 3, name: 'Friday, 8 January 2027' }).waitFor();
  expect(await meetups.getByText('1 January 2027').count()).toBe(0);
  expect(await meetups.getByText(where).count()).toBe(3);

  // The community page's cards: a city, the day and where to find the venue, never a bare time.
  const visitor = await newPage(PHONE);
  await visitor.page.goto('/community');
  const cards = visitor.page.getByRole('region', { name: 'Meetups' }).getByRole('listitem');
  expect(await cards.count()).toBe(3);
  for (const card of await cards.all()) {
    expect(await card.innerText()).toContain(where);
    expect(await card.innerText()).not.toMatch(/\d\d:\d\d/);
  }
});
