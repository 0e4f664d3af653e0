import { createSession, expect, it, PHONE } from './fixtures.ts';

// Decision 019: a member waits for a full session and gets the seat, with a notice, when a participant leaves.

it('a mentee joins the waitlist of a full session, sees their place, and is seated with a notice when someone leaves', async ({
  signedInPage,
}) => {
  const mentor = await signedInPage({ role: 'mentor' });
  const session = await createSession(mentor.page, {
    title: `Waitlist e2e ${Date.now()}`,
    description: 'A one-seat session made by a browser test.',
    scheduledAt: new Date(Date.now() + 40 * 86_400_000).toISOString(),
    maxParticipants: 1,
    duration: undefined,
    meetingLink: undefined,
  });
  const participant = await signedInPage({ role: 'mentee' });
  expect((await participant.page.request.post(`/api/group-sessions/${session.id}/join`)).status()).toBe(201);

  const { page } = await signedInPage({ role: 'mentee' }, PHONE);
  await page.goto(`/group-sessions?session=${session.id}`);
  // The shared session is shown first (and may be in the list below as well).
  const card = page.getByRole('article', { name: session.title }).first();
  await card.getByText('Session Full', { exact: true }).waitFor();
  await card.getByRole('button', { name: /^Join waitlist/ }).click();
  await card.getByText("You're #1 on the waitlist").waitFor();
  await card.getByRole('button', { name: /^Leave waitlist/ }).waitFor();

  // The participant can't make it: their seat goes to the first in line in the same batch.
  expect((await participant.page.request.delete(`/api/group-sessions/${session.id}/join`)).status()).toBe(200);
  await page.reload();
  await card.getByText("You're registered").waitFor();
  expect(await card.innerText()).toContain('1 / 1 participants');

  // The signed-in home page is the dashboard, with the notices.
  await page.goto('/');
  await page.getByText(`A seat opened up in the group session "${session.title}"`, { exact: false }).waitFor();
});
