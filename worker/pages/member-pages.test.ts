import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_STATE_ELEMENT_ID } from '../../schema/contract/server-render.ts';
import { MENTOR_HINT_COOKIE, SIGN_IN_CLAIM_COOKIE, signInClaimValue } from '../auth/sign-in-claim.ts';
import { createGroupSession, createMentee, createMentor, signIn, withSignInClaim } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { countRoundTrips } from '../test/round-trips.ts';

// Decision 041: a member's page arrives rendered by the Worker with their own data, in one database round trip, and
// is never kept anywhere or shown to anyone else.

/** The server's state script of a page, parsed; null when the page is the app shell. */
function serverState(
  html: string,
): { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } } | null {
  const match = new RegExp(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  return match ? JSON.parse(match[1]!) : null;
}

/** Text of the document with tags removed, for "a reader sees X" checks. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** A mentee signed in as a browser is after signing in: the sign-in cookie and the claim of who it is. */
async function browserOf(firstName: string, goals: string) {
  const { user } = await createMentee({ firstName }, { goals });
  return { user, cookie: await withSignInClaim(await signIn(user.id)) };
}

describe('pages rendered for a member', () => {
  beforeAll(async () => {
    // The first render of a dashboard loads its modules, which takes the test runner seconds (a built Worker has them).
    const { cookie } = await browserOf('Warm', 'Up');
    expect((await api('/', { cookie })).status).toBe(200);
  }, 60_000);

  it.each([
    ['/', 'Your numbers'],
    ['/mentors', 'Attend Group Sessions'],
    ['/group-sessions', 'Group Sessions'],
    ['/events', 'Events'],
    ['/community', 'Community'],
    ['/coaching-chat', 'Coaching Chat'],
  ])('%s arrives with its content and the member’s own state, kept nowhere', async (path, heading) => {
    const { user, cookie } = await browserOf('Thandeka', 'Open a spaza shop');
    const response = await api(path, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(response.headers.get('etag')).toBeNull();
    const html = await response.text();
    expect(textOf(html)).toContain(heading);
    // The shell's spinner is not what the member gets, and the page asks nothing at boot.
    expect(textOf(html)).not.toContain('Loading…');
    expect(html).not.toContain('rel="preload" href="/api/');
    const state = serverState(html);
    const currentUser = state?.queries.queries.find((query) => query.queryKey[0] === '/api/auth/user');
    expect(currentUser?.state.data).toMatchObject({ id: user.id, firstName: 'Thandeka' });
  });

  it('greets the member on the dashboard with their own figures', async () => {
    const { cookie } = await browserOf('Zanele', 'Sell vetkoek');
    const html = await (await api('/', { cookie })).text();
    expect(textOf(html)).toMatch(/Welcome( back)?, Zanele/);
    expect(textOf(html)).toContain('Your numbers');
    // Not the visitor's landing page.
    expect(html).not.toMatch(/<h1[^>]*>Real people, real guidance, real income.<\/h1>/);
  });

  it('shows a mentor the sessions they host, rendered with their mentor status', async () => {
    const { user, mentor } = await createMentor({ serviceType: 'mentorship' }, { firstName: 'Bongani' });
    await createGroupSession(mentor.id, { title: 'Costing a catering order' });
    const cookie = await withSignInClaim(await signIn(user.id));
    const text = textOf(await (await api('/', { cookie })).text());
    expect(text).toContain('Bongani');
    expect(text).toContain('Costing a catering order');
  });

  it('costs one database round trip for a mentee’s dashboard and their mentor list, sign-in check included', async () => {
    const { cookie } = await browserOf('Lwazi', 'Fix phones');
    for (const path of ['/', '/mentors', '/events']) {
      const { res, roundTrips } = await countRoundTrips(path, { cookie });
      expect(res.status, path).toBe(200);
      expect(serverState(await res.text()), path).not.toBeNull();
      expect(roundTrips, path).toBe(1);
    }
  });

  it('costs a mentor one round trip too, once the browser holds the mentor hint the bootstrap gave it', async () => {
    const { user, mentor } = await createMentor({ serviceType: 'mentorship' }, { firstName: 'Sibusiso' });
    await createGroupSession(mentor.id, { title: 'Pricing a hair salon' });
    const cookie = await withSignInClaim(await signIn(user.id));
    // Without the hint the first render guesses "not a mentor", and the mentor's own reads wait for a second trip.
    const first = await countRoundTrips('/', { cookie });
    expect(first.roundTrips).toBe(2);
    const hint = first.res.headers.getSetCookie().find((header) => header.startsWith(`${MENTOR_HINT_COOKIE}=`));
    expect(hint).toMatch(/HttpOnly/i);

    const withHint = `${cookie}; ${hint!.split(';')[0]}`;
    const { res, roundTrips } = await countRoundTrips('/', { cookie: withHint });
    expect(roundTrips).toBe(1);
    const text = textOf(await res.text());
    expect(text).toContain('Pricing a hair salon');
    expect(text).toContain('Your mentees');
    // The hint is right, so nothing to send again.
    expect(res.headers.getSetCookie().some((header) => header.startsWith(`${MENTOR_HINT_COOKIE}=`))).toBe(false);
  });

  it('renders a mentee’s page as a mentee’s under a mentor’s hint, and corrects the hint', async () => {
    const { user: mentorUser } = await createMentor({ serviceType: 'mentorship' }, { firstName: 'Mandla' });
    const mentorCookie = await withSignInClaim(await signIn(mentorUser.id));
    const mentorHint = (await api('/', { cookie: mentorCookie })).headers
      .getSetCookie()
      .find((header) => header.startsWith(`${MENTOR_HINT_COOKIE}=`))!
      .split(';')[0];
    const mentee = await browserOf('Nolwazi', 'Start a car wash');
    // The mentor's own hint names the mentor's account: under another account it is ignored.
    const borrowed = await api('/', { cookie: `${mentee.cookie}; ${mentorHint}` });
    const text = textOf(await borrowed.text());
    expect(text).toContain('Nolwazi');
    expect(text).not.toContain('Your mentees');
    expect(text).toContain('Available Sessions');
    const corrected = borrowed.headers.getSetCookie().find((header) => header.startsWith(`${MENTOR_HINT_COOKIE}=`));
    expect(corrected).toBeDefined();
    expect(corrected).not.toContain(mentorHint!.split('=')[1]);
  });

  it('renders each page for the member who asked, however many are rendered at once', async () => {
    const members = await Promise.all(
      ['Amahle', 'Busisiwe', 'Chulumanga', 'Dineo', 'Esihle', 'Fikile'].map((name) =>
        browserOf(name, `Goal of ${name}`),
      ),
    );
    const pages = await Promise.all(
      [...members, ...members].map(async ({ user, cookie }) => ({
        user,
        state: serverState(await (await api('/', { cookie })).text()),
      })),
    );
    for (const { user, state } of pages) {
      const shown = state?.queries.queries.find((query) => query.queryKey[0] === '/api/auth/user')?.state.data;
      expect(shown).toMatchObject({ id: user.id, firstName: user.firstName });
      const others = members.filter((member) => member.user.id !== user.id).map((member) => member.user.firstName);
      const json = JSON.stringify(state);
      for (const name of others) expect(json).not.toContain(name);
    }
  });

  it('renders a forged claim’s page for the sign-in it came with, never for the account it names', async () => {
    const victim = await browserOf('Victoria', 'Private goal of the victim');
    const sender = await browserOf('Sandile', 'Goal of the sender');
    const { user } = victim;
    const victimClaim = signInClaimValue({ ...user, guardianConsentedAt: user.guardianConsentedAt ?? null });
    const forged = `${sender.cookie.split(';')[0]}; ${SIGN_IN_CLAIM_COOKIE}=${victimClaim}`;
    const response = await api('/', { cookie: forged });
    const html = await response.text();
    expect(textOf(html)).toContain('Sandile');
    expect(html).not.toContain('Private goal of the victim');
    const state = serverState(html);
    expect(state?.queries.queries.find((query) => query.queryKey[0] === '/api/auth/user')?.state.data).toMatchObject({
      id: sender.user.id,
    });
    // The browser gets the claim of the sign-in it holds, as any API answer would give it.
    const claim = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SIGN_IN_CLAIM_COOKIE}=`));
    expect(claim).toContain(signInClaimValue({ ...sender.user, guardianConsentedAt: null }));
  });

  it('gives a sign-in that has ended the app shell and clears its claim, without anyone’s data', async () => {
    const { user } = await createMentee({ firstName: 'Gone' });
    const claim = signInClaimValue({ ...user, guardianConsentedAt: null });
    const response = await api('/', { cookie: `sebenza_session=not-a-live-token; ${SIGN_IN_CLAIM_COOKIE}=${claim}` });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(serverState(html)).toBeNull();
    expect(textOf(html)).toContain('Loading…');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SIGN_IN_CLAIM_COOKIE}=;`))).toBe(true);
  });

  it('renders without a claim too (the checked way, once a day), and hands out the claim for next time', async () => {
    const { user } = await createMentee({ firstName: 'Hlengiwe' });
    const response = await api('/mentors', { cookie: await signIn(user.id) });
    expect(serverState(await response.text())).not.toBeNull();
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SIGN_IN_CLAIM_COOKIE}=`))).toBe(true);
  });

  it('gives the app shell for the pages it does not render for members', async () => {
    const { cookie } = await browserOf('Itumeleng', 'Tutor maths');
    for (const path of ['/edit-profile', '/ai-income-advisor', '/no-such-page']) {
      const response = await api(path, { cookie });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(serverState(html), path).toBeNull();
      // The shell asks who is signed in as early as it can, and fetches the app's code at once.
      expect(html, path).toContain('rel="preload" href="/api/bootstrap"');
      expect(html, path).toMatch(
        /<link data-app-code rel="modulepreload" crossorigin href="\/assets\/start-[^"]+\.js">/,
      );
    }
  });
});
