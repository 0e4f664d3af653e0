import { WEEKDAYS, type CoachingCall, type CoachingSlots } from '../schema/contract/coaching-calls-rules.ts';
import { DESKTOP, expect, it, toast } from './fixtures.ts';
import { ok } from './test-data.ts';

// Coaches get paid, end to end with the labelled local payouts (decision 034): a coach adds a payout account in their
// coaching settings, sees what a completed call earned, an administrator runs the payouts, and the coach sees the
// payout. The call itself is booked and ended through the API (coaching-calls.test.ts walks through that on screen).

const PHONE_360 = { width: 360, height: 800 };
/** Hours every day, no notice or buffer: a call can be booked at once (the browser tests cannot use worker/test). */
const ALL_DAY = {
  weeklyHours: Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start: '00:00', end: '24:00' }]])),
  overrides: [],
  noticeHours: 0,
  bufferMinutes: 0,
  horizonDays: 30,
  weeklyCap: null,
  meetingLink: null,
};

it('a coach adds a payout account, earns from a completed call, and sees the payout the admin ran', async ({
  signedInPage,
  db,
}) => {
  const coach = await signedInPage({ role: 'coach', firstName: 'Zanele', lastName: 'Khumalo' }, PHONE_360);
  const member = await signedInPage({ firstName: 'Ayanda', lastName: 'Mthembu', subscribed: true }, DESKTOP);
  const admin = await signedInPage({ role: 'admin' }, DESKTOP);

  // 1. The coach adds a payout account under Earnings in Calendar Management (test payouts here).
  await coach.page.goto('/calendar-management');
  const earnings = coach.page.getByRole('region', { name: 'Earnings' });
  await earnings.getByText('Test payouts: no money moves').waitFor();
  const form = earnings.getByRole('form', { name: 'Payout account' });
  await form.getByRole('combobox', { name: /Bank/ }).selectOption({ label: 'Capitec Bank' });
  await form.getByRole('textbox', { name: /Account number/ }).fill('12345');
  await form.getByRole('textbox', { name: /Account holder's name/ }).fill('Zanele Khumalo');
  await form.getByRole('textbox', { name: /ID number/ }).fill('8001015009087');
  await form.getByRole('button', { name: 'Save payout account' }).click();
  // The contract's rule is said beside the field before anything is sent.
  await form.getByText('Enter your account number: 6 to 11 digits.').waitFor();
  await form.getByRole('textbox', { name: /Account number/ }).fill('62001234567');
  await form.getByRole('button', { name: 'Save payout account' }).click();
  await toast(coach.page, 'Payout account saved').waitFor();
  await earnings.getByText("Paid into Zanele Khumalo's Capitec Bank account ending in 4567.").waitFor();
  await earnings.getByText('Nothing was earned or paid out', { exact: false }).waitFor();

  // 2. A call: the coach's hours, the member's connection and booking, then (test setup: the app books none in the
  // past) the call moved to have started an hour ago, and the coach marks it completed.
  await ok(coach.page.request.put('/api/coaching/availability', { data: ALL_DAY }));
  const requested = await ok(
    member.page.request.post('/api/coaching-connections', { data: { mentorId: coach.user.mentorId } }),
  );
  const { id: connectionId } = (await requested.json()) as { id: number };
  await ok(coach.page.request.post(`/api/coaching-connections/${connectionId}/accept`));
  const { slots } = (await (
    await ok(member.page.request.get(`/api/coaching/coaches/${coach.user.mentorId}/slots`))
  ).json()) as CoachingSlots;
  const booked = await ok(
    member.page.request.post('/api/coaching/calls', { data: { connectionId, startsAt: slots[0] } }),
  );
  const call = (await booked.json()) as CoachingCall;
  const startsAt = new Date(Date.now() - 3_600_000);
  db.run(
    `UPDATE coaching_calls SET starts_at = ?, ends_at = ? WHERE id = ?`,
    startsAt.toISOString(),
    new Date(startsAt.getTime() + call.durationMinutes * 60_000).toISOString(),
    call.id,
  );
  await ok(
    coach.page.request.post(`/api/coaching/calls/${call.id}/complete`, {
      data: {
        outcome: 'completed',
        actionPlan: { summary: 'We priced your catering menu.', steps: [{ text: 'Print the menu' }], links: [] },
      },
    }),
  );

  // 3. The coach sees what the call earned: 70% of Starter's R299 over its 2 calls.
  await coach.page.reload();
  await earnings.getByText('Balance now: R104.65').waitFor();
  const lines = earnings.getByRole('list', { name: /^Statement lines for / });
  expect(await lines.innerText()).toMatch(/Coaching call of .+ with Ayanda\s+.*\s*R104\.65/);

  // 4. An administrator runs the payouts; the money check still adds up.
  await admin.page.goto('/admin?tab=payouts');
  await admin.page.getByRole('button', { name: 'Run payouts' }).click();
  await toast(admin.page, 'Payouts run').waitFor();
  await admin.page.getByText('It adds up: money in = refunded + paid out + coach balances + operator share').waitFor();
  await admin.page
    .getByRole('list', { name: 'Latest payouts' })
    .getByText(/^Zanele Khumalo, \d{4}-\d{2}: R104\.65/)
    .waitFor();

  // 5. The coach sees the payout, paid, and their balance back at zero.
  await coach.page.reload();
  await earnings.getByText('Balance now: R0').waitFor();
  await earnings.getByRole('list', { name: 'Your payouts' }).getByText('Paid').waitFor();
  expect(await coach.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
