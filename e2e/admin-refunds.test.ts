import { expectNoSeriousA11yViolations } from './axe.ts';
import { DESKTOP, expect, findCard, it, PHONE } from './fixtures.ts';

// The admin refunds a seat paid through the app's own test checkout, from the console's Payments section: the test
// checkout answers with a signed refund event through the real webhook route, so the refund shows settled at once.
// The event, the buyer and their payment are the test's own.

it('the admin refunds a paid seat from the console and sees it settled, labelled a test', async ({
  signedInPage,
  createEvent,
}) => {
  const event = await createEvent({ priceCents: 15_000 });
  const buyer = await signedInPage({ role: 'mentee', firstName: 'Thandi', lastName: 'Mokoena' }, PHONE);
  await buyer.page.goto('/events');
  await (await findCard(buyer.page, event.title)).getByRole('button', { name: /^Register/ }).click();
  await buyer.page.waitForURL('**/api/test-checkout/**');
  await buyer.page.getByRole('button', { name: 'Pay R150.00 (test)' }).click();
  await buyer.page.waitForURL(/\/events\?.*checkout=success/);

  const admin = await signedInPage({ role: 'admin' }, DESKTOP);
  await admin.page.goto('/admin?tab=payments');
  await admin.page.getByRole('searchbox', { name: 'Search payments' }).fill(event.title);
  await admin.page.getByRole('button', { name: 'Search', exact: true }).click();
  const description = `Event seat: ${event.title}`;
  const card = admin.page.getByRole('article', { name: description });
  await card.waitFor();
  expect(await card.innerText()).toContain('Test checkout');
  expect(await card.innerText()).toContain('Thandi Mokoena');
  await expectNoSeriousA11yViolations(admin.page);

  await card.getByRole('button', { name: `Refund ${description}` }).click();
  const dialog = admin.page.getByRole('dialog', { name: `Refund ${description}` });
  expect(await dialog.innerText()).toContain('a test: no money moves');
  expect(await dialog.getByRole('textbox', { name: /Amount to refund/ }).inputValue()).toBe('150.00');
  // The reason is required.
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await dialog.getByText('Say why this payment is refunded.').waitFor();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('The member cannot attend after all.');
  await dialog.getByRole('checkbox', { name: /Release the seat/ }).check();
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();

  await admin.page.getByRole('status').filter({ hasText: 'Refunded' }).waitFor();
  await expect.poll(() => dialog.count()).toBe(0);
  const refunds = card.getByRole('list', { name: `Refunds of ${description}` });
  await refunds.getByText('Refunded').waitFor();
  expect(await refunds.innerText()).toContain('R150.00');
  expect(await card.innerText()).toContain('Left to refund');
  expect(await card.getByRole('button', { name: `Refund ${description}` }).count()).toBe(0);
});
