import type { Page } from 'playwright-core';
import { expect, it, PHONE } from './fixtures.ts';

// From Johannesburg every API request that waits for another costs a database round trip in Europe. A member's
// dashboard and mentor list arrive rendered by the Worker with their data (decision 041): nothing is asked of the API
// before the data shows. A page the Worker leaves to the browser (the app shell) learns who is signed in from the one
// bootstrap call it preloads with the HTML.

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

it('shows the signed-in dashboard’s data with the HTML, before any API request has answered', async ({
  signedInPage,
}) => {
  const { page, user } = await signedInPage({ role: 'mentee', firstName: 'Refilwe' }, PHONE);
  const requests = recordApiRequests(page);
  await page.goto('/');
  // The four numbers are placeholders (aria-busy) until the dashboard's answer is there.
  await page.getByRole('region', { name: 'Your numbers' }).locator('ul:not([aria-busy]) li').first().waitFor();
  const shownAt = Date.now();
  await page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` }).waitFor();
  expect(requests.filter((request) => request.end <= shownAt)).toEqual([]);
});

it('shows a signed-in member’s mentor list with the HTML, kept nowhere', async ({ signedInPage }) => {
  const { page } = await signedInPage({ role: 'mentee' }, PHONE);
  const requests = recordApiRequests(page);
  const response = await page.goto('/mentors');
  await page.getByRole('region', { name: 'Mentors', exact: true }).getByRole('article').first().waitFor();
  const shownAt = Date.now();
  expect(requests.filter((request) => request.end <= shownAt)).toEqual([]);
  // The member's own page: never kept by a shared cache.
  expect(response!.headers()['cache-control']).toBe('private, no-store');
});

it('lets the app shell learn who is signed in from one bootstrap call, asked for with the HTML', async ({
  signedInPage,
}) => {
  const { page } = await signedInPage({ role: 'mentee' }, PHONE);
  const requests = recordApiRequests(page);
  await page.goto('/edit-profile');
  // Shown only to someone signed in (a visitor gets 'Access Required').
  await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
  const shownAt = Date.now();
  const waitedFor = requests.filter((request) => request.end <= shownAt);
  const bootstrap = waitedFor.find((request) => request.path === '/api/bootstrap');
  expect(bootstrap).toBeDefined();
  expect(depths(waitedFor).get(bootstrap!)).toBe(1);
  expect(chainLength(waitedFor)).toBeLessThanOrEqual(2);
  // Who is signed in comes from the one bootstrap call, not the chain it replaced.
  expect(waitedFor.map((request) => request.path)).not.toContain('/api/auth/user');
  expect(waitedFor.map((request) => request.path)).not.toContain('/api/auth/user/mentor-status');
});
