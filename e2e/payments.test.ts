import { COACHING_PATH } from '../schema/contract/product.ts';
import { expect, it } from './fixtures.ts';

// A subscriber's money seen from their side: paid through the app's own test checkout (signed provider events through
// the real webhook route), the receipt emailed (the local outbox, as this server sends no email), then listed under
// Payments on the profile and opened as its printable page. All on a 360 px phone.

const SMALL_PHONE = { width: 360, height: 780 };
const RECEIPT_EMAIL = /^Your receipt (R-\d{6}): R299\.00 for Coaching: Starter, one month\./;

it('a subscriber pays, gets the receipt by email, and finds it under Payments to print', async ({ signedInPage }) => {
  const { page, user } = await signedInPage({ role: 'mentee', firstName: 'Zanele', lastName: 'Ndlovu' }, SMALL_PHONE);

  // 1. Subscribe to Starter through the test checkout.
  await page.goto(COACHING_PATH);
  await page.getByRole('button', { name: /^Subscribe\s*: Starter plan$/ }).click();
  await page.waitForURL('**/api/test-checkout/**');
  await page.getByRole('button', { name: 'Pay R299 per month (test)' }).click();
  await page.waitForURL((url) => url.pathname === COACHING_PATH);

  // 2. The receipt is emailed once, from the outbox right after the payment, in the background.
  const receiptEmails = async () => {
    const res = await page.request.get(`/api/dev/outbox/messages?to=${encodeURIComponent(user.email)}`);
    const { items } = (await res.json()) as { items: { text: string }[] };
    return items.filter((message) => RECEIPT_EMAIL.test(message.text));
  };
  await expect.poll(async () => (await receiptEmails()).length).toBe(1);
  const [email] = await receiptEmails();
  const number = RECEIPT_EMAIL.exec(email!.text)![1]!;
  expect(email!.text).toMatch(/\/edit-profile#payments$/m);

  // 3. Under Payments on the profile, fitting the phone.
  await page.goto('/edit-profile');
  const payments = page.getByRole('region', { name: 'Payments' });
  const receiptLink = payments.getByRole('link', { name: `Receipt ${number}` });
  await receiptLink.waitFor();
  expect(await payments.innerText()).toContain('R299.00');
  expect(await payments.innerText()).toContain('Coaching: Starter, one month');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);

  // 4. It opens as a printable page: the receipt's details, with the operator.
  await receiptLink.click();
  await page.getByRole('heading', { name: `Receipt ${number}` }).waitFor();
  const receipt = await page.getByRole('article').innerText();
  for (const text of ['Zanele Ndlovu', user.email, 'Coaching: Starter, one month', 'R299.00', 'Sebenza']) {
    expect(receipt).toContain(text);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
});
