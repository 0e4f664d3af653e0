import { catalog } from './catalogs.ts';
import { baseURL, createSession, expect, it, PHONE, signUpInBrowser, uniqueTitle } from './fixtures.ts';
import { OUTBOX_PATH } from './accounts.ts';

// A newcomer whose phone prefers isiZulu, from the first page to the reminder: the landing page in isiZulu from the
// first response, the sign-up pages and the confirmation, joining a session, and the session's reminder written in
// isiZulu (the local outbox stands in for email). Every word looked for is read from the catalogs the translators
// wrote, so a change of wording changes the test with it.

const isiZulu = catalog(
  'web/src/locales/zu.po',
  'worker/locales/zu.po',
  'web/src/features/group-sessions/locales/zu.po',
);

it('a visitor who prefers isiZulu signs up, joins a session and is reminded of it in isiZulu', async ({
  newPage,
  signedInPage,
  uniqueEmail,
  db,
  onTestFinished,
}) => {
  // A mentor's session that starts in three hours: within the day-before reminder's reach.
  const mentor = await signedInPage({ role: 'mentor' });
  const startsAt = new Date(Date.now() + 3 * 60 * 60 * 1000 + 2 * 60 * 60 * 1000).toISOString().slice(0, 16);
  const session = await createSession(mentor.page, {
    title: uniqueTitle('Ukuthengisa ubhontshisi'),
    scheduledAt: startsAt,
  });

  // 1. The landing page, in isiZulu from the server's first answer.
  const { page } = await newPage(PHONE, { locale: 'zu-ZA' });
  const first = await page.goto('/');
  const html = await first!.text();
  expect(html).toContain('<html lang="zu-ZA">');
  expect(html).toContain(isiZulu('Attend Group Sessions'));

  // 2. Sign-up, its pages and its confirmation in isiZulu.
  const email = uniqueEmail('isizulu');
  await page.goto('/api/login?mode=signup');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zu-ZA');
  await signUpInBrowser(page, { firstName: 'Nomsa', lastName: 'Zungu', email, say: isiZulu });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zu-ZA');
  const me = (await (await page.request.get('/api/auth/user')).json()) as { language?: string };
  expect(me.language).toBe('zu');

  // 3. Joining the session, in isiZulu.
  await page.goto(`/group-sessions/${session.id}`);
  await page.getByRole('button', { name: new RegExp(`^${isiZulu('Join')}`) }).click();
  await page.getByText(isiZulu("You're registered")).first().waitFor();

  // 4. The reminder: the every-minute schedule writes and sends it, in her language. The schedule reminds everyone
  // whose session is near, seeded members too; their reminders are taken away again, so the seed stays as it was
  // (the test accounts' go with the accounts).
  const firedAt = new Date().toISOString();
  onTestFinished(() => {
    const seeded = `user_id IN (SELECT id FROM users WHERE email NOT LIKE 'e2e-%')`;
    db.run(
      `DELETE FROM notification_outbox WHERE kind LIKE 'session-reminder-%' AND created_at >= ? AND ${seeded}`,
      firedAt,
    );
    db.run(`DELETE FROM notifications WHERE kind LIKE 'session-reminder-%' AND created_at >= ? AND ${seeded}`, firedAt);
  });
  const fired = await fetch(`${baseURL()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}`);
  expect(fired.status).toBe(200);
  await page.goto(`${OUTBOX_PATH}?to=${encodeURIComponent(email)}`);
  const subjectStart = isiZulu('Reminder: {title}, {when}').replace(/\{title\}.*$/, '');
  await page.getByText(`${subjectStart}${session.title}`).first().waitFor();
  expect(await page.locator('body').innerText()).not.toContain(`Reminder: ${session.title}`);
});
