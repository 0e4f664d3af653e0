import { expect, it, PHONE, signInThroughPage } from './fixtures.ts';

it('shows the 404 page for an unknown path', async ({ newPage }) => {
  const { page } = await newPage(PHONE);
  await page.goto('/no-such-page');
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
});

it('matches paths case-insensitively', async ({ newPage }) => {
  const { page } = await newPage(PHONE);
  await page.goto('/MENTORS');
  await page.getByRole('heading', { level: 1, name: 'Attend Group Sessions' }).waitFor();
});

it('asks visitors to sign in on signed-in-only paths (e2e/gated-pages.test.ts), and opens them once signed in', async ({
  newPage,
  createUser,
}) => {
  const { page } = await newPage(PHONE);
  await page.goto('/edit-profile');
  await page.getByRole('heading', { name: 'Access Required' }).waitFor();

  const mentee = await createUser();
  await signInThroughPage(page, mentee.email, mentee.password);
  await page.goto('/edit-profile');
  await page.getByRole('heading', { level: 1, name: /Profile/ }).waitFor();
  expect(await page.getByText('Page Not Found').count()).toBe(0);
});

it('answers unknown API paths with JSON, not the SPA', async ({ newPage }) => {
  const { page } = await newPage(PHONE);
  const res = await page.request.get('/api/nothing-here');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ message: 'No API route for GET /api/nothing-here.' });
});
