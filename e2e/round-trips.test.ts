import type { Page } from 'playwright-core';
import { expect, it, PHONE } from './fixtures.ts';

// From Johannesburg every API request that waits for another costs a database round trip in Europe. The
// signed-in dashboard must show its data within 2 API round trips after the HTML (it needs 1: the shell preloads
// the bootstrap and, on `/`, the dashboard's own answer), and so does a signed-in /mentors (its list is preloaded the
// same way, rather than asked once the page's code has arrived).

interface ApiRequest {
  path: string;
  start: number;
  end: number;
}

/** Every API request the page makes, with when it started and ended (the test's clock). */
function recordApiRequests(page: Page): ApiRequest[] {
  const requests: ApiRequest[] = [];
  const open = new Map<object, ApiRequest>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/')) return;
    const entry = { path: pathname, start: Date.now(), end: Infinity };
    open.set(request, entry);
    requests.push(entry);
  });
  const finish = (request: object) => {
    const entry = open.get(request);
    if (entry) entry.end = Date.now();
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return requests;
}

/** Each request's step in the chain: one further than the deepest request that had answered before it started. */
function depths(requests: ApiRequest[]): Map<ApiRequest, number> {
  const found = new Map<ApiRequest, number>();
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    const before = [...found].filter(([other]) => other.end <= request.start).map(([, depth]) => depth);
    found.set(request, Math.max(0, ...before) + 1);
  }
  return found;
}

/** How many requests waited on one another: each that starts after another has answered is one step further. */
const chainLength = (requests: ApiRequest[]) => Math.max(0, ...depths(requests).values());

it('shows the signed-in dashboard’s data within 2 API round trips of the HTML', async ({ signedInPage }) => {
  const { page, user } = await signedInPage({ role: 'mentee', firstName: 'Refilwe' }, PHONE);
  const requests = recordApiRequests(page);
  await page.goto('/');
  // The four numbers are placeholders (aria-busy) until GET /api/dashboard has answered.
  await page.getByRole('region', { name: 'Your numbers' }).locator('ul:not([aria-busy]) li').first().waitFor();
  const shownAt = Date.now();
  await page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` }).waitFor();

  const waitedFor = requests.filter((request) => request.end <= shownAt);
  expect(waitedFor.map((request) => request.path)).toEqual(
    expect.arrayContaining(['/api/bootstrap', '/api/dashboard']),
  );
  // The dashboard's own answer is at most the second step. Other requests the page makes meanwhile (the notices
  // badge, the calendar link) may answer before the numbers show, but the numbers do not wait for them.
  const steps = depths(waitedFor);
  const dashboard = waitedFor.find((request) => request.path === '/api/dashboard')!;
  expect(steps.get(dashboard)).toBeLessThanOrEqual(2);
  // Who is signed in comes from the one bootstrap call, not the chain it replaced.
  expect(waitedFor.map((request) => request.path)).not.toContain('/api/auth/user');
  expect(waitedFor.map((request) => request.path)).not.toContain('/api/auth/user/mentor-status');
});

it('asks for a signed-in member’s mentor list with the HTML, not once the page knows who is signed in', async ({
  signedInPage,
}) => {
  const { page } = await signedInPage({ role: 'mentee' }, PHONE);
  const requests = recordApiRequests(page);
  const listAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/mentors');
  await page.goto('/mentors');
  await page.getByRole('region', { name: 'Mentors', exact: true }).getByRole('article').first().waitFor();
  const shownAt = Date.now();

  const waitedFor = requests.filter((request) => request.end <= shownAt);
  const list = waitedFor.find((request) => request.path === '/api/mentors');
  expect(list).toBeDefined();
  // The shell preloads the list beside the bootstrap: no API request had answered when it was asked for (it used to
  // wait for the page's code, by which time the bootstrap had answered: two round trips).
  expect(requests.filter((request) => request.end <= list!.start)).toEqual([]);
  expect(chainLength(waitedFor)).toBeLessThanOrEqual(2);
  // The member's own answer: never kept by a shared cache.
  expect((await listAnswer).headers()['cache-control']).toBe('private, no-store');
});
