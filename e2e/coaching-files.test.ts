import { DESKTOP, downloadedBytes, expect, it } from './fixtures.ts';
import { subscribeToCoaching } from './test-data.ts';

// Files in a coaching conversation, end to end: a Growth subscriber (the plan with files, paid on the app's test
// checkout) shares a PDF from a phone; their coach sees it arrive live and downloads it from the Files list.

/** A small but real PDF: the server decides the type by these bytes, not the name. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SMALL_PHONE = { width: 360, height: 780 };

it('a subscriber shares a PDF in the conversation and the coach downloads it', async ({ signedInPage }) => {
  const coach = await signedInPage({ role: 'coach', firstName: 'Zanele', lastName: 'Mokoena' }, DESKTOP);
  const member = await signedInPage({ firstName: 'Sizwe', lastName: 'Ndlovu' }, SMALL_PHONE);
  await subscribeToCoaching(member.context.request, 'Growth');
  const asked = await member.context.request.post('/api/coaching-connections', {
    data: { mentorId: coach.user.mentorId },
  });
  const { id: connectionId } = (await asked.json()) as { id: number };
  expect((await coach.context.request.post(`/api/coaching-connections/${connectionId}/accept`)).ok()).toBe(true);

  // The member attaches the file on a 360 px phone; it appears as a download link with its name and size.
  await member.page.goto(`/coaching-chat?connection=${connectionId}`);
  const attach = member.page.getByRole('button', { name: 'Attach a file' });
  await expect.poll(() => attach.isEnabled()).toBe(true);
  expect(await attach.getAttribute('aria-disabled')).toBeNull();
  const name = `business-plan-${Date.now()}.pdf`;
  await member.page
    .getByTestId('coaching-file-input')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  const sent = member.page.getByRole('log').getByRole('link', { name: new RegExp(name) });
  await sent.waitFor();
  expect(await sent.innerText()).toContain(`${PDF.length} bytes`);
  await member.page
    .getByRole('region', { name: 'Files' })
    .getByRole('link', { name: new RegExp(name) })
    .waitFor();
  // Nothing on the phone is wider than the screen.
  expect(await member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The coach has it in the conversation and in the Files list, and downloads it as it was sent.
  await coach.page.goto(`/coaching-chat?connection=${connectionId}`);
  await coach.page
    .getByRole('log')
    .getByRole('link', { name: new RegExp(name) })
    .waitFor();
  const files = coach.page.getByRole('region', { name: 'Files' });
  const listed = files.getByRole('link', { name: new RegExp(name) });
  await listed.waitFor();
  expect(await files.innerText()).toContain('Shared by Sizwe Ndlovu');
  const [download] = await Promise.all([coach.page.waitForEvent('download'), listed.click()]);
  expect(download.suggestedFilename()).toBe(name);
  expect(await downloadedBytes(download)).toEqual(PDF);
});

it('on a plan without files the attach button explains which plan has them; a waiting subscriber is told the coach knows', async ({
  signedInPage,
}) => {
  const coach = await signedInPage({ role: 'coach', firstName: 'Lindiwe', lastName: 'Zulu' }, DESKTOP);
  const member = await signedInPage({ firstName: 'Kagiso', lastName: 'Molefe', subscribed: true }, SMALL_PHONE);
  const asked = await member.context.request.post('/api/coaching-connections', {
    data: { mentorId: coach.user.mentorId },
  });
  const { id: connectionId } = (await asked.json()) as { id: number };

  // Waiting for the coach: not "Sending is closed", but that the coach was told.
  await member.page.goto(`/coaching-chat?connection=${connectionId}`);
  const box = member.page.getByRole('textbox', { name: 'Message Lindiwe Zulu' });
  await box.waitFor();
  expect(await box.getAttribute('placeholder')).toBe('Waiting for your coach to accept');
  await member.page.getByText('Your coach has been notified of your request').waitFor();

  // The coach's own chat does not ask them to subscribe.
  await coach.page.goto('/coaching-chat');
  await coach.page.getByRole('button', { name: /^Accept/ }).click();
  await coach.page.getByRole('link', { name: /Kagiso Molefe/ }).click();
  expect(await coach.page.getByRole('main').innerText()).not.toContain('needs an active coaching subscription');
  const coachNote = coach.page.getByText("Your subscriber's plan does not include file sharing");
  await coachNote.waitFor();
  expect(await coachNote.innerText()).toContain('Growth plan');

  // Starter has no files: the button stays in the tab order, marked disabled, and says which plan has them.
  await member.page.reload();
  const attach = member.page.getByRole('button', { name: 'Attach a file' });
  await expect.poll(() => attach.getAttribute('aria-disabled')).toBe('true');
  const note = member.page.getByText('Your plan does not include file sharing: it comes with the Growth plan.');
  await note.waitFor();
  expect(await attach.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
  expect(await member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
