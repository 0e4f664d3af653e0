import type { Page } from 'playwright-core';
import { COACHING_MESSAGES } from '../schema/contract/coaching-rules.ts';
import { COACHING_PATH } from '../schema/contract/product.ts';
import { DESKTOP, expect, it, PHONE, signUpInBrowser, toast } from './fixtures.ts';

// Premium coaching end to end with the app's own test checkout (no provider key in tests): its Pay button sends
// signed provider events through the real webhook route, so the subscription turns active the way it would with
// Paystack or Stripe. Every account here is the test's own; they go, with their subscriptions, once the run is over.

const planButton = (page: Page, plan: string) =>
  page.getByRole('button', { name: new RegExp(`^Subscribe\\s*: ${plan} plan$`) });

it('a visitor sees the plans from the server and is asked to log in to subscribe', async ({ newPage }) => {
  const { page } = await newPage(PHONE);
  await page.goto(COACHING_PATH);
  const starter = page.getByRole('article', { name: 'Starter' });
  await starter.waitFor();
  expect(await starter.innerText()).toContain('R299/month');
  expect(await starter.innerText()).toContain('Most Popular');
  await planButton(page, 'Starter').click();
  await toast(page, COACHING_MESSAGES.loginToSubscribe).waitFor();
  await page.waitForURL('**/api/login');
});

it('a member without a subscription is told one-on-one chat needs coaching', async ({ signedInPage }) => {
  const { page } = await signedInPage({ role: 'mentee' }, DESKTOP);
  await page.goto('/coaching-chat');
  await toast(page, COACHING_MESSAGES.coachingRequired).waitFor();
  expect(await toast(page, COACHING_MESSAGES.coachingRequired).innerText()).toContain(
    COACHING_MESSAGES.coachingRequiredText,
  );
  expect(
    await page.getByRole('link', { name: /coaching plans|See the plans|Sebenza Coaching/i }).count(),
  ).toBeGreaterThan(0);
});

it('sign up, subscribe through the test checkout, pick a coach who accepts, and talk live in two browsers', async ({
  newPage,
  signedInPage,
  uniqueEmail,
}) => {
  const coach = await signedInPage({ role: 'coach', firstName: 'Naledi', lastName: 'Dlamini' }, DESKTOP);

  // 1. A new member signs up.
  const { page } = await newPage(PHONE);
  await signUpInBrowser(page, { firstName: 'Ayanda', lastName: 'Khumalo', email: uniqueEmail('coaching') });

  // 2. Subscribe to Starter with the chosen coach: the test checkout, labelled as a test, then Pay.
  await page.goto(`${COACHING_PATH}?coach=${coach.user.mentorId}`);
  await planButton(page, 'Starter').click();
  await page.waitForURL('**/api/test-checkout/**');
  expect(await page.getByRole('note').innerText()).toContain('TEST CHECKOUT');
  await page.getByRole('button', { name: 'Pay R299 per month (test)' }).click();

  // 3. Back on the coaching page, the verified webhook has made the subscription active.
  await page.waitForURL((url) => url.pathname === COACHING_PATH);
  const banner = page.getByRole('region', { name: /Your Starter plan is active/ });
  await banner.waitFor();
  await banner.getByRole('link', { name: 'Open coaching chat' }).click();

  // 4. Pick the coach; the request waits for them.
  await page.waitForURL('**/coaching-chat**');
  await page.getByRole('button', { name: /^Request this coach\s+Naledi Dlamini$/ }).click();
  // (On a phone the list is hidden while a conversation is open, so only visible copies count.)
  await page.getByText('Waiting for the coach to accept').filter({ visible: true }).first().waitFor();

  // 5. The coach accepts in their own browser and opens the conversation.
  await coach.page.goto('/coaching-chat');
  await coach.page.getByRole('button', { name: /^Accept/ }).click();
  await coach.page.getByRole('link', { name: /Ayanda Khumalo/ }).click();
  const coachBox = coach.page.getByRole('textbox', { name: 'Message Ayanda Khumalo' });
  await expect.poll(() => coachBox.isEnabled()).toBe(true);

  // 6. The member's open conversation hears the acceptance live; both exchange messages live.
  const memberBox = page.getByRole('textbox', { name: 'Message Naledi Dlamini' });
  await expect.poll(() => memberBox.isEnabled()).toBe(true);
  const hello = `Sawubona Naledi, I bake on weekends ${Date.now()}`;
  await memberBox.fill(`  ${hello}  `);
  await memberBox.press('Enter');
  await coach.page.getByRole('log').getByText(hello).waitFor();

  const reply = `Welcome Ayanda! Send me your prices ${Date.now()}`;
  await coachBox.fill(reply);
  await coachBox.press('Enter');
  await page.getByRole('log').getByText(reply).waitFor();
  // Whitespace alone is never sent.
  await memberBox.fill('   ');
  expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
});

it('an active subscriber switches plans from the next renewal, then keeps their plan after all', async ({
  signedInPage,
}) => {
  const { page } = await signedInPage({ subscribed: true }, PHONE);
  await page.goto(COACHING_PATH);
  await page.getByRole('region', { name: /Your Starter plan is active/ }).waitFor();
  const starter = page.getByRole('article', { name: 'Starter' });
  expect(await starter.getByRole('button', { name: /^Your current plan/ }).isDisabled()).toBe(true);

  // Another plan asks first, saying nothing is charged today.
  const other = page.getByRole('button', { name: /^Switch to this plan\s*:/ }).first();
  const otherName = /: (.+) plan$/.exec((await other.textContent()) ?? '')![1]!;
  await other.click();
  const dialog = page.getByRole('alertdialog', { name: `Switch to the ${otherName} plan?` });
  expect(await dialog.innerText()).toContain('nothing is charged today');
  await dialog.getByRole('button', { name: 'Switch plan' }).click();
  await toast(page, `Moving to ${otherName}`).waitFor();
  await page
    .getByRole('region', { name: /Your Starter plan is active/ })
    .getByText(`moves to the ${otherName} plan`)
    .waitFor();
  expect(
    await page
      .getByRole('article', { name: otherName })
      .getByRole('button', { name: /^Your next plan/ })
      .isDisabled(),
  ).toBe(true);

  // Keeping Starter undoes it.
  await starter.getByRole('button', { name: /^Keep this plan/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Keep the Starter plan?' })
    .getByRole('button', { name: 'Keep this plan' })
    .click();
  await toast(page, 'Staying on Starter').waitFor();
  await starter.getByRole('button', { name: /^Your current plan/ }).waitFor();
});
