import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { serveCopyOfDist } from '../scripts/lib/serve-copy.ts';
import { inject } from 'vitest';
import { describe, expect, it, PHONE, untilAppReady } from './fixtures.ts';

// The service worker (web/service-worker/sw.ts): what it keeps for offline reading, and what it must never keep.

/** Waits until the service worker is active and controls the page (it claims the page that installed it). */
async function untilControlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** Every URL in every Cache Storage cache of the page's origin. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/**
 * Waits until the caches hold what the page needs to open again offline: the page itself, every file under /assets
 * it loaded, and its reads of `publicApiPath` (a page whose HTML carries its data may not read it at all). The worker
 * stores copies while the page goes on, so this can lag behind what the page shows.
 */
async function untilKept(page: Page, publicApiPath: string) {
  const needed = await page.evaluate(
    (apiPath) => [
      location.href.split('#')[0]!,
      ...performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => ['/assets/', apiPath].some((path) => new URL(name).pathname.startsWith(path))),
    ],
    publicApiPath,
  );
  await expect
    .poll(async () => {
      const kept = await cachedUrls(page);
      return needed.filter((url) => !kept.includes(url));
    })
    .toEqual([]);
}

/** What wrangler says when it reloads a server whose files changed, and once it has. */
const RELOADING = 'Reloading local server...';
const READY = 'Local server updated and ready';

const apiPaths = (urls: string[]) => urls.map((url) => new URL(url)).filter((url) => url.pathname.startsWith('/api/'));

const mentorCards = (page: Page) => page.getByRole('region', { name: 'Mentors', exact: true }).getByRole('article');
const mentorNames = (page: Page) => mentorCards(page).locator('h3').allInnerTexts();

describe('offline reading', () => {
  it('a visitor reads the last-seen mentor list offline, with the offline banner', async ({ newPage }) => {
    const { context, page } = await newPage(PHONE, { serviceWorker: true });
    await page.goto('/mentors');
    await untilControlled(page);
    // The first visit installed the worker; this one goes through it, which keeps the page, its code and the list.
    await page.reload();
    await mentorCards(page).first().waitFor();
    const names = await mentorNames(page);
    expect(names.length).toBeGreaterThan(0);
    await untilKept(page, '/api/mentors');

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').getByText('You are offline.').waitFor();
    await mentorCards(page).first().waitFor();
    expect(await mentorNames(page)).toEqual(names);
  });

  it('a visitor who only read a page reads it again offline without the app, which starts once back online', async ({
    newPage,
  }) => {
    const { context, page } = await newPage(PHONE, { serviceWorker: true });
    await page.goto('/mentors');
    await untilControlled(page);
    // Read twice, scrolled, never tapped: the app never started, so none of its screens' code is on the phone.
    await page.reload();
    await page.mouse.wheel(0, 600);
    const names = await mentorNames(page);
    await expect.poll(async () => (await cachedUrls(page)).map((url) => new URL(url).pathname)).toContain('/mentors');

    await context.setOffline(true);
    await page.reload();
    const banner = page.getByRole('status').getByText('You are offline.');
    await banner.waitFor();
    expect(await mentorNames(page)).toEqual(names);
    // The app was not started (it would fail for want of its code, and leave a blank page), not even by the key press
    // the reload ends with (browser.ts `startUsing`: a person starting to use the page).
    const appCodeAsked = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/assets\/start-[\w-]+\.js$/.test(entry.name)),
      );
    expect(await appCodeAsked()).toBe(false);
    expect(await mentorNames(page)).toEqual(names);

    // Back online, the held key press starts the app, which takes the banner over and hides it.
    await context.setOffline(false);
    await untilAppReady(page);
    await banner.waitFor({ state: 'hidden' });
    expect(await mentorNames(page)).toEqual(names);
  });

  it("never keeps a member's signed-in answers, so none reaches the next person on the phone", async ({
    signedInPage,
    newPage,
  }) => {
    const { context, page, user } = await signedInPage({ firstName: 'Qhawekazi' }, PHONE, { serviceWorker: true });
    await page.goto('/');
    await untilControlled(page);
    // Browse through the worker: the dashboard (who is signed in, their numbers), then the mentor list.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` }).waitFor();
    await page.goto('/mentors');
    await mentorCards(page).first().waitFor();
    // The worker has kept the code of the screen the app started on: what it would keep is stored by now.
    await expect
      .poll(async () => (await cachedUrls(page)).some((url) => /\/assets\/mentors-page-[^/]+\.js$/.test(url)))
      .toBe(true);
    // A member's pages hold their own data (decision 041): the worker keeps neither.
    const storedPages = (await cachedUrls(page)).map((url) => new URL(url).pathname);
    expect(storedPages).not.toContain('/');
    expect(storedPages).not.toContain('/mentors');

    const storedApi = apiPaths(await cachedUrls(page));
    const storedPaths = storedApi.map((url) => url.pathname);
    expect(storedPaths).not.toContain('/api/auth/user');
    expect(storedPaths).not.toContain('/api/bootstrap');
    expect(storedPaths).not.toContain('/api/dashboard');
    // Whatever API answer is kept is one a visitor gets too: the same for everyone.
    const visitor = await newPage(PHONE, { serviceWorker: true });
    for (const url of storedApi) {
      const kept = await page.evaluate(async (href) => (await caches.match(href))!.text(), url.href);
      expect(kept, url.href).toBe(await (await visitor.page.request.get(url.pathname + url.search)).text());
    }

    // Sign out, then go offline: who was signed in is not answered from any cache, nor shown.
    await page.goto('/api/logout');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.setOffline(true);
    const answer = await page.evaluate(() =>
      fetch('/api/auth/user', { credentials: 'include' }).then(
        (response) => `answered ${response.status}`,
        () => 'network error',
      ),
    );
    expect(answer).toBe('network error');
    await page.reload();
    await page.getByRole('status').getByText('You are offline.').waitFor();
    expect(await page.locator('body').innerText()).not.toContain(user.firstName);
  });
});

describe('install and update', () => {
  it('is installable: a manifest with a name, a standalone display and 192 and 512 px icons, and a worker in control', async ({
    newPage,
  }) => {
    const { page } = await newPage(PHONE, { serviceWorker: true });
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(href!)).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Sebenza', start_url: '/', display: 'standalone' });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
      expect(icon, size).toBeDefined();
      const response = await page.request.get(icon!.src);
      expect(response.headers()['content-type']).toContain('image/png');
    }
    await untilControlled(page);
  });

  it('offers a new version once it is installed, and Reload switches to it', async ({ newPage }) => {
    // A deploy changes the files a server serves, and wrangler reloads a server whose files change, under every page
    // using it: this test deploys to a server of its own, so the test file running beside it is not reloaded mid-test.
    // Its reload messages are wrangler's plain log lines, which `npm start` leaves out.
    const server = await serveCopyOfDist('e2e-deploy', {
      preparedState: inject('preparedState'),
      env: { WRANGLER_LOG: 'log' },
    });
    try {
      const { page } = await newPage(PHONE, { serviceWorker: true, server: server.baseURL });
      await page.goto('/');
      await untilControlled(page);
      const prompt = page.getByText('A new version of Sebenza is ready.');
      expect(await prompt.count()).toBe(0);

      // A deploy: the served /sw.js changes (any byte does). The browser's update check bypasses Playwright's
      // routing, so the file the server serves (its copy of dist/, beside its state directory) is changed. wrangler
      // then reloads the server, restarting its runtime: until it says it is ready again (its first reload), what the
      // browser fetches to install the new version may fail.
      const served = path.join(path.dirname(server.stateDir), 'dist', 'client', 'sw.js');
      const original = readFileSync(served, 'utf8');
      writeFileSync(served, `${original}\n// the next deploy\n`);
      const serverReloaded = () => {
        const output = server.output();
        return output.includes(RELOADING) && output.lastIndexOf(READY) > output.lastIndexOf(RELOADING);
      };
      await expect.poll(serverReloaded, { timeout: 60_000 }).toBe(true);
      await expect.poll(async () => (await page.request.get('/sw.js')).text(), { timeout: 15_000 }).not.toBe(original);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await prompt.waitFor();

      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await untilControlled(page);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting)).toBeNull();
      expect(await prompt.count()).toBe(0);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
