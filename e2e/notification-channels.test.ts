import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { expect, it, PHONE } from './fixtures.ts';

const settingsForm = (page: Page) => page.getByRole('form', { name: 'Notification settings' });
const whatsAppChoice = (page: Page) => settingsForm(page).getByLabel(/^Send reminders on WhatsApp/);

it('a member turns email off and WhatsApp on (offered only for a +27 number), and both stay after a reload', async ({
  signedInPage,
}) => {
  const { page } = await signedInPage({ firstName: 'Nomsa' }, PHONE);
  await page.goto('/');
  await page.getByRole('button', { name: 'Personal Profile' }).click();
  await page.getByRole('menuitem', { name: 'Notifications and reminders' }).click();
  await page.getByRole('heading', { level: 1, name: 'Notifications and reminders' }).waitFor();
  const form = settingsForm(page);
  const email = form.getByLabel('Email me reminders and notices');
  await email.waitFor();
  expect(await email.isChecked()).toBe(true);
  // This test server has no email or WhatsApp provider: the screen says so.
  expect(await form.getByText('Local: not sent').count()).toBe(2);

  // No WhatsApp until the number is a South African one.
  expect(await whatsAppChoice(page).count()).toBe(0);
  const phone = form.getByLabel('South African mobile number');
  await phone.fill('+1 202 555 0100');
  expect(await whatsAppChoice(page).count()).toBe(0);
  await phone.fill('082 123 4567');
  await whatsAppChoice(page).check();
  expect(await form.getByLabel('Send reminders on WhatsApp to +27 82 123 4567').isChecked()).toBe(true);
  await email.uncheck();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Save notification settings' }).click();
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText('Your notification settings are saved.')
    .waitFor();

  await page.reload();
  await settingsForm(page).getByLabel('Email me reminders and notices').waitFor();
  expect(await settingsForm(page).getByLabel('Email me reminders and notices').isChecked()).toBe(false);
  expect(await whatsAppChoice(page).isChecked()).toBe(true);
  expect(await settingsForm(page).getByLabel('South African mobile number').inputValue()).toBe('+27821234567');
});
