import { renderPage } from '@sebenza/web-renderer';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_STATE_ELEMENT_ID } from '../../schema/contract/server-render.ts';
import { createEvent, createJourney, createListedMentor, createStory, seedTaxonomy } from '../test/factories.ts';
import { api } from '../test/http.ts';

/** The server's state script of a page, parsed; null when the page is the app shell. */
function serverState(html: string): { queries: { queries: { queryKey: unknown[] }[] } } | null {
  const match = new RegExp(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  return match ? JSON.parse(match[1]!) : null;
}

/** Text of the document with tags removed, for "a reader sees X" checks. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('server-rendered public pages', () => {
  const names = { mentor: '', signer: '', event: '', story: '', journey: '' };

  beforeAll(async () => {
    await seedTaxonomy();
    const journey = await createJourney({ name: 'Township Tech Builders' });
    names.journey = journey.name;
    const { user } = await createListedMentor(
      { title: 'Spaza shop bookkeeping', journeys: [journey.slug] },
      { firstName: 'Nomvula', lastName: 'Khumalo' },
    );
    names.mentor = `${user.firstName} ${user.lastName}`;
    const signer = await createListedMentor(
      { title: 'Sign language tutor', languages: ['sfs', 'en'] },
      { firstName: 'Palesa', lastName: 'Mokoena' },
    );
    names.signer = `${signer.user.firstName} ${signer.user.lastName}`;
    names.event = (await createEvent({ title: 'Soweto makers market workshop' })).title;
    names.story = (await createStory({ status: 'published', name: 'Lindiwe Dube' })).name;
  });

  it.each([
    ['/', 'Real people, real guidance, real income.', () => names.mentor],
    ['/mentors', 'Attend Group Sessions', () => names.mentor],
    ['/journeys', 'Journeys', () => names.journey],
    ['/events', 'Events', () => names.event],
    ['/success-stories', 'Success Stories', () => names.story],
    ['/community', 'Community', () => 'In person on the first Friday of every month'],
    ['/privacy', 'Privacy', () => 'This server has no information officer set yet'],
    ['/terms', 'Terms of use', () => 'What members may not do'],
  ])(
    '%s carries its heading, its first page of live data and the answers it was rendered from',
    async (path, heading, name) => {
      const response = await api(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      const text = textOf(html);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      expect(text).toContain(name());
      // The browser hydrates from these answers instead of asking the API again.
      const state = serverState(html);
      expect(state?.queries.queries.map((query) => query.queryKey[0])).toContain('/api/auth/user');
    },
  );

  it('renders /mentors?language= with only that language’s mentors, the filter chosen, and its answer', async () => {
    const response = await api('/mentors?language=sfs');
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain(names.signer);
    expect(text).toContain('Languages: English, South African Sign Language');
    expect(text).not.toContain(names.mentor);
    expect(html).toMatch(/<option value="sfs" selected="">South African Sign Language<\/option>/);
    expect(serverState(html)?.queries.queries.map((query) => query.queryKey)).toContainEqual([
      '/api/mentors',
      'list',
      { search: '', category: '', journey: '', language: 'sfs' },
      24,
    ]);
  });

  it('sends no inline script (the Content-Security-Policy allows none) and no early request for the user', async () => {
    const html = await (await api('/mentors')).text();
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\bsrc=|type="application\/json"/);
    expect(html).not.toContain('href="/api/auth/user"');
  });

  it('lets a rendered page download the app’s code only after it has painted; the shell fetches it at once', async () => {
    // Decision 024: the shell's preloads of the app go from a rendered page, which lists the files for the entry.
    const page = await (await api('/mentors')).text();
    expect(page).not.toMatch(/<link[^>]*data-app-code/);
    expect(page).toMatch(/<meta name="app-code" content="\/assets\/start-[^"]+\.js/);
    const shell = await (await api('/app-shell')).text();
    expect(shell).toMatch(/<link data-app-code rel="modulepreload" crossorigin href="\/assets\/start-[^"]+\.js">/);
  });

  it('has real links (the hero buttons) that a reader without JavaScript can follow', async () => {
    const html = await (await api('/')).text();
    expect(html).toMatch(/<a [^>]*href="\/mentors"/);
    expect(html).toMatch(/<a [^>]*href="\/become-mentor"/);
  });

  it('serves the shell for pages it does not render, and at /app-shell for the service worker', async () => {
    for (const path of ['/edit-profile', '/no-such-page', '/app-shell']) {
      const response = await api(path);
      expect(response.status, path).toBe(200);
      expect(serverState(await response.text()), path).toBeNull();
    }
  });

  it('revalidates instead of caching, varies by who is signed in, and answers 304 when nothing changed', async () => {
    const first = await api('/journeys');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toContain('Cookie');
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self'");
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await api('/journeys', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('keeps JSON 404s for unknown API and image URLs', async () => {
    const response = await api('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await api('/images/no-such-image.png')).status).toBe(404);
  });

  it('matches paths like the router: in any case, with or without a trailing slash', async () => {
    for (const path of ['/MENTORS', '/mentors/', '/Journeys/']) {
      const html = await (await api(path)).text();
      expect(serverState(html), path).not.toBeNull();
    }
    expect(textOf(await (await api('/MENTORS')).text())).toContain(names.mentor);
  });

  it('refuses to render a page whose data cannot be read, so the route serves the shell instead of a broken page', async () => {
    const unavailable = async () => new Response('Service Unavailable', { status: 503 });
    await expect(
      renderPage({
        url: 'http://localhost/mentors',
        fetchApi: unavailable,
        dataSaver: false,
        member: null,
        language: 'en',
      }),
    ).rejects.toThrow(/503/);
    // The next render brings its own transport again.
    expect(serverState(await (await api('/mentors')).text())).not.toBeNull();
  });
});
