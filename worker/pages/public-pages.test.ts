import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../env.ts';
import {
  cookieFor,
  createEvent,
  createGroupSession,
  createListedMentor,
  createUser,
  seedTaxonomy,
  TEST_PASSWORD,
} from '../test/factories.ts';
import { api, postForm } from '../test/http.ts';

/** The site origin the configuration names (APP_ORIGIN; outside production a default): every absolute link's start. */
const origin = readConfig(env).origin!;

/** Every absolute URL the HTML names: in attributes, and inside a share link's text. */
function absoluteUrls(html: string): string[] {
  const decoded = html.replaceAll('&amp;', '&');
  const shareTexts = [...decoded.matchAll(/https:\/\/wa\.me\/\?text=([^"]+)/g)].map(([, text]) =>
    decodeURIComponent(text!),
  );
  return [...`${decoded} ${shareTexts.join(' ')}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map(([url]) => url);
}

/** The app's own links among them (external sites' links, e.g. a share intent, are theirs). */
const ownUrls = (html: string) =>
  absoluteUrls(html).filter((url) => ['localhost', 'in-process.invalid'].includes(new URL(url).hostname));

/** Whether `url` is on the configured origin (the origin itself, as the page's state names it, or a page of it). */
const fromOrigin = (url: string) => url === origin || url.startsWith(`${origin}/`);

/** The content of `<meta property="og:…">` (or name=) in the page's head. */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&');
}

describe('public pages of one session, event and mentor', () => {
  const ids = { session: 0, event: 0, mentor: 0, draftEvent: 0, inactiveMentor: 0 };

  beforeAll(async () => {
    await seedTaxonomy();
    const { mentor } = await createListedMentor(
      { title: 'Poultry and egg co-operative founder', description: 'I help people start a small egg business.' },
      { firstName: 'Lindiwe', lastName: 'Mabaso' },
    );
    ids.mentor = mentor.id;
    ids.session = (await createGroupSession(mentor.id, { title: 'Starting with 50 layers' })).id;
    ids.event = (await createEvent({ title: 'Soweto makers market workshop' })).id;
    ids.draftEvent = (await createEvent({ title: 'Not yet published', isDraft: true })).id;
    ids.inactiveMentor = (await createListedMentor({ title: 'Taken down', isActive: false })).mentor.id;
  });

  it('writes every absolute link of the server-rendered /events from the configured origin, never the in-process one', async () => {
    const html = await (await api('/events')).text();
    expect(html).not.toContain('in-process.invalid');
    const ownLinks = ownUrls(html);
    expect(ownLinks.length).toBeGreaterThan(0);
    for (const url of ownLinks) expect(fromOrigin(url), url).toBe(true);
    // The share link leads to the event's own page.
    expect(absoluteUrls(html)).toContain(`${origin}/events/${ids.event}`);
    // The first server render of a file loads the renderer, which takes seconds on a busy machine.
  }, 30_000);

  it.each([
    ['session', () => `/group-sessions/${ids.session}`, 'Starting with 50 layers', 'Lindiwe Mabaso'],
    ['event', () => `/events/${ids.event}`, 'Soweto makers market workshop', 'The Old Biscuit Mill, Woodstock'],
    ['mentor', () => `/mentors/${ids.mentor}`, 'Lindiwe Mabaso', 'I help people start a small egg business.'],
  ])('renders a %s’s page for a visitor with its content and its link preview', async (_, path, title, detail) => {
    const response = await api(path());
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain(detail);
    expect(html).toMatch(new RegExp(`<title>${title}[^<]* · Sebenza</title>`));
    expect(meta(html, 'og:title')).toContain(title);
    expect(meta(html, 'og:description')?.length).toBeGreaterThan(10);
    expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
    expect(meta(html, 'og:url')).toBe(`${origin}${path()}`);
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${origin}/`));
    // One description only: the page's replaced the site-wide one.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    for (const url of ownUrls(html)) expect(fromOrigin(url), url).toBe(true);
  });

  it.each([
    ['an unknown session', () => '/group-sessions/999999', 'Session not found'],
    ['an unknown event', () => '/events/999999', 'Event not found'],
    ['a draft event', () => `/events/${ids.draftEvent}`, 'Event not found'],
    ['an unknown mentor', () => '/mentors/999999', 'Mentor not found'],
    ['an inactive mentor', () => `/mentors/${ids.inactiveMentor}`, 'Mentor not found'],
  ])('answers %s with a 404 page that says so', async (_, path, heading) => {
    const response = await api(path());
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  });

  it('renders the same addresses for a signed-in member, kept nowhere', async () => {
    const cookie = await cookieFor('mentee');
    const response = await api(`/group-sessions/${ids.session}`, { cookie });
    expect(await response.text()).toContain('Starting with 50 layers');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('the tab title in the first response', () => {
  it.each([
    ['/', 'Sebenza · Real people, real guidance, real income.'],
    ['/mentors', 'Attend Group Sessions · Sebenza'],
    ['/events', 'Events · Sebenza'],
    ['/community', 'Community · Sebenza'],
  ])('%s names its tab as the app does once it has started: %s', async (path, title) => {
    const html = await (await api(path)).text();
    expect(html).toContain(`<title>${title.replaceAll('&', '&amp;')}</title>`);
  });

  it('names a member’s dashboard, not the landing page', async () => {
    const cookie = await cookieFor('mentee');
    const html = await (await api('/', { cookie })).text();
    expect(html).toContain('<title>Dashboard · Sebenza</title>');
  });
});

describe('pages only for members', () => {
  it.each(['/group-sessions', '/calendar-management', '/admin', '/freedom-resources', '/notification-settings'])(
    'sends a visitor on %s to sign in at once, with the way back',
    async (path) => {
      const response = await api(`${path}?view=mine`);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/api/login?return=${encodeURIComponent(`${path}?view=mine`)}`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    },
  );

  it('tells the visitor on the sign-in page why, in the words of the page they came from', async () => {
    const signInFrom = async (returnTo: string) =>
      (await api(`/api/login?return=${encodeURIComponent(returnTo)}`)).text();
    expect(await signInFrom('/group-sessions?view=mine')).toContain(
      '<strong>Authentication Required</strong> Please sign in to access mentors and join group sessions.',
    );
    expect(await signInFrom('/freedom-resources')).toContain('<strong>Access Restricted</strong>');
    expect(await signInFrom('/submit-story')).toContain('<strong>Login Required</strong>');
    // A page anyone may read says nothing of the kind, nor does the sign-in page reached on its own.
    expect(await signInFrom('/events/3')).not.toContain('class="notice"');
    expect(await (await api('/api/login')).text()).not.toContain('class="notice"');
  });

  it('gives a member holding a sign-in cookie the page there', async () => {
    const response = await api('/group-sessions', { cookie: await cookieFor('mentee') });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<h1[^>]*>Group Sessions<\/h1>/);
  });

  it('takes the member back to the page after signing in, and only to a page of this site', async () => {
    const form = await (await api('/api/login?return=%2Fgroup-sessions%3Fview%3Dmine')).text();
    expect(form).toContain('<input type="hidden" name="return" value="/group-sessions?view=mine" />');
    const user = await createUser();
    const signIn = (returnTo: string) =>
      postForm('/api/login', { mode: 'signin', email: user.email, password: TEST_PASSWORD, return: returnTo });
    const back = await signIn('/group-sessions?view=mine');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/group-sessions?view=mine');
    expect((await signIn('//evil.example/')).headers.get('location')).toBe('/');
    expect((await api('/api/login?return=https://evil.example/')).status).toBe(200);
    expect(await (await api('/api/login?return=https://evil.example/')).text()).not.toContain('name="return"');
  });
});

describe('the language of a page', () => {
  const langOf = async (path: string, options: Parameters<typeof api>[1] = {}) =>
    /<html lang="([^"]+)"/.exec(await (await api(path, options)).text())?.[1];

  it('follows the browser’s preference when it names one of ours, and the reader’s choice over it', async () => {
    expect(await langOf('/')).toBe('en-ZA');
    expect(await langOf('/', { headers: { 'Accept-Language': 'zu-ZA,zu;q=0.9,en;q=0.8' } })).toBe('zu-ZA');
    expect(await langOf('/', { headers: { 'Accept-Language': 'fr-FR, de;q=0.5' } })).toBe('en-ZA');
    expect(await langOf('/mentors', { cookie: 'sebenza_language=af', headers: { 'Accept-Language': 'zu' } })).toBe(
      'af-ZA',
    );
    // A member's page and the app shell (pages the browser renders) say it too: the app reads it back from there.
    expect(await langOf('/group-sessions', { cookie: `${await cookieFor('mentee')}; sebenza_language=xh` })).toBe(
      'xh-ZA',
    );
    expect(await langOf('/app-shell', { cookie: 'sebenza_language=xh' })).toBe('xh-ZA');
  });

  it('renders in the pseudo-language on a developer’s machine when the cookie asks, and keeps it apart in the cache', { timeout: 60_000 }, async () => {
    const pseudo = await (await api('/events', { cookie: 'sebenza_language=pseudo' })).text();
    expect(pseudo).toContain('<html lang="en-XA">');
    // The footer's "beta translation", accented: it went through the catalog.
    expect(pseudo).not.toContain('beta translation');
    expect(await langOf('/events')).toBe('en-ZA');
    expect(await (await api('/events')).text()).toContain('beta translation');
  });

  it('offers every language in the footer, named in itself, the page’s own pressed', async () => {
    const html = await (await api('/mentors', { cookie: 'sebenza_language=zu' })).text();
    for (const [lang, name] of [
      ['en-ZA', 'English'],
      ['zu-ZA', 'isiZulu'],
      ['xh-ZA', 'isiXhosa'],
      ['af-ZA', 'Afrikaans'],
    ]) {
      expect(html).toMatch(
        new RegExp(`<button type="button" lang="${lang}" aria-pressed="${lang === 'zu-ZA'}"[^>]*>${name}</button>`),
      );
    }
  });
});
