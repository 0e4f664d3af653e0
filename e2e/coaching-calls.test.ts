import { COACHING_PATH } from '../schema/contract/product.ts';
import type { CoachingCallPage } from '../schema/contract/coaching-calls-rules.ts';
import { DESKTOP, expect, it, PHONE, toast } from './fixtures.ts';
import { ok, sastDay } from './test-data.ts';

// Coaching calls end to end (decision 033): a coach sets their hours in Calendar Management, a subscriber connected
// to them books a call within the plan, the coach marks it completed with an action plan after its start, and the
// subscriber reads the plan and ticks a step. Every account is the test's own.

it('a coach sets hours, a subscriber books a call, the coach writes the action plan, the subscriber ticks a step', async ({
  signedInPage,
  db,
}) => {
  const coach = await signedInPage({ role: 'coach', firstName: 'Lerato', lastName: 'Mokoena' }, DESKTOP);
  const member = await signedInPage({ firstName: 'Thabo', lastName: 'Nkosi', subscribed: true }, PHONE);

  // 1. The coach sets weekly hours (every day, so there are open times whatever today is) and a meeting link.
  await coach.page.goto('/calendar-management');
  const hours = coach.page.getByRole('form', { name: 'Coaching hours' });
  await hours.waitFor();
  expect(await hours.innerText()).toContain('Not available');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await hours.getByRole('button', { name: `Add hours on ${day}` }).click();
  }
  // A rule the contract refuses is said beside its field before anything is sent.
  const buffer = hours.getByRole('spinbutton', { name: 'Buffer between calls (minutes)' });
  await buffer.fill('500');
  await hours.getByRole('button', { name: 'Save coaching hours' }).click();
  await hours.getByText('Buffer between calls (minutes) must be a whole number from 0 to 120.').waitFor();
  expect(await buffer.evaluate((element) => element === document.activeElement)).toBe(true);
  await buffer.fill('15');
  await hours.getByRole('textbox', { name: 'Your meeting link (optional)' }).fill('https://meet.example.org/lerato');
  await hours.getByRole('button', { name: 'Save coaching hours' }).click();
  await toast(coach.page, 'Coaching hours saved').waitFor();

  // 2. The member (subscribed to Starter through the test checkout) connects with the coach, who accepts.
  const requested = await ok(
    member.page.request.post('/api/coaching-connections', { data: { mentorId: coach.user.mentorId } }),
  );
  const { id: connectionId } = (await requested.json()) as { id: number };
  await ok(coach.page.request.post(`/api/coaching-connections/${connectionId}/accept`));

  // 3. The member books a call on the coaching page: the first open time of the first day that has one.
  await member.page.goto(COACHING_PATH);
  const calls = member.page.getByRole('region', { name: 'Your coaching calls' });
  await calls.getByText(/^2 of 2 calls left, renews on /).waitFor();
  await calls.getByRole('button', { name: 'Book a call with Lerato Mokoena' }).click();
  const times = calls.getByRole('list', { name: /^Open times on / });
  await times.getByRole('button').first().click();
  await calls.getByRole('button', { name: /^Book: / }).click();
  await toast(member.page, 'Call booked').waitFor();
  await calls.getByText(/^1 of 2 calls left, renews on /).waitFor();
  const memberCard = calls.getByRole('listitem', { name: 'Call with your coach Lerato Mokoena' });
  await memberCard.getByText('Booked').waitFor();
  expect(await memberCard.innerText()).toContain('The link appears 15 minutes before the start.');

  // 4. The coach sees the booking on their coaching page.
  await coach.page.goto(COACHING_PATH);
  const coachCard = coach.page.getByRole('listitem', { name: 'Call with Thabo Nkosi' });
  await coachCard.getByText('Booked').waitFor();
  expect(await coachCard.getByRole('button', { name: 'Mark completed' }).count()).toBe(0);

  // 5. Test setup: a call can be marked only after it starts, and the app (rightly) books none in the past, so the
  // call is moved to have started an hour ago directly in the database.
  const page = (await (await ok(member.page.request.get('/api/coaching/calls'))).json()) as CoachingCallPage;
  const call = page.items.find((item) => item.coach.mentorId === coach.user.mentorId)!;
  const startsAt = new Date(Date.now() - 3_600_000);
  db.run(
    `UPDATE coaching_calls SET starts_at = ?, ends_at = ? WHERE id = ?`,
    startsAt.toISOString(),
    new Date(startsAt.getTime() + call.durationMinutes * 60_000).toISOString(),
    call.id,
  );

  // 6. The coach marks it completed with an action plan.
  await coach.page.reload();
  await coachCard.getByRole('button', { name: 'Mark completed' }).click();
  const dialog = coach.page.getByRole('dialog', { name: 'Mark completed' });
  await dialog.getByRole('textbox', { name: /Summary/ }).fill('We priced your cakes and planned the first market.');
  await dialog.getByRole('textbox', { name: 'Step 1', exact: true }).fill('Price the three cake sizes');
  await dialog.getByRole('button', { name: 'Add a next step' }).click();
  await dialog.getByRole('textbox', { name: 'Step 2', exact: true }).fill('Book a table at the Saturday market');
  await dialog.getByRole('textbox', { name: 'Due date of step 2 (optional)' }).fill(sastDay(7));
  await dialog.getByRole('textbox', { name: /Links/ }).fill('https://example.org/pricing-guide');
  await dialog.getByRole('button', { name: 'Send the action plan' }).click();
  await toast(coach.page, 'Action plan sent').waitFor();
  await coachCard.getByText('Completed').waitFor();

  // 7. The member reads the plan under "My coaching" and ticks the first step done; it stays ticked.
  await member.page.reload();
  const plan = member.page.getByRole('listitem').filter({ hasText: 'Action plan from your call with Lerato Mokoena' });
  await plan.getByText('We priced your cakes and planned the first market.').waitFor();
  expect(await plan.getByRole('link', { name: 'https://example.org/pricing-guide' }).count()).toBe(1);
  expect(await plan.innerText()).toMatch(/Book a table at the Saturday market\s+Due /);
  const step = plan.getByRole('checkbox', { name: 'Price the three cake sizes' });
  const ticked = member.page.waitForResponse((answer) => answer.url().includes('/api/coaching/action-steps/'));
  await step.check();
  expect((await ticked).ok()).toBe(true);
  await member.page.reload();
  await expect.poll(() => plan.getByRole('checkbox', { name: 'Price the three cake sizes' }).isChecked()).toBe(true);
  expect(await plan.getByRole('checkbox', { name: 'Book a table at the Saturday market' }).isChecked()).toBe(false);
});

it('a mentor who does not coach keeps only their group sessions in Calendar Management', async ({ signedInPage }) => {
  const { page } = await signedInPage({ role: 'mentor' }, PHONE);
  await page.goto('/calendar-management');
  await page.getByRole('heading', { name: 'Your sessions', exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Your sessions in your phone’s calendar' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Coaching hours' }).count()).toBe(0);
});
