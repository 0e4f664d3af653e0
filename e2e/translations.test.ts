import type { Page } from 'playwright-core';
import { APP_LANGUAGE_NAMES, LANGUAGE_COOKIE, type RenderLanguage } from '../schema/contract/app-languages.ts';
import { LANGUAGE_NAMES, LANGUAGE_OPTIONS } from '../schema/contract/languages-rules.ts';
import { DELETED_USER_NAME } from '../schema/contract/privacy-rules.ts';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../schema/contract/product.ts';
import { ADVISOR_CITIES, ADVISOR_SKILLS, advisorCityLabel } from '../schema/contract/ai-rules.ts';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../schema/contract/share.ts';
import {
  ACCOUNT_KINDS,
  ACCOUNT_OF,
  baseURL,
  describe,
  expect,
  it,
  type AccountKind,
  type NewPage,
  type SignedInPage,
} from './fixtures.ts';
import { everyRoute } from './test-data.ts';

// Every screen in every language: each kind of account opens every route in the pseudo-language, where every text
// that went through the catalog is accented ("Ëvëñţś"), and no plain English may be left but what people wrote (the
// API's data) and names that stay as they are; then in isiZulu or isiXhosa, whose long words must not push a page
// wider than a small phone.

const SMALL_PHONE = { width: 360, height: 780 };

/** What a reader sees or hears on the page: its text and the labels, titles, alt texts and placeholders. */
function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      // `translate="no"` marks what stays as written in every language (an address, a product's name).
      if (!parent || parent.closest('script, style, noscript, template, [hidden], [translate="no"]')) continue;
      texts.push(walker.currentNode.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      if (element.closest('[translate="no"]')) continue;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

/** Every string in some JSON (the API's answers and the server's state): what people and the data wrote. */
function stringsIn(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value.trim());
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into);
}

/**
 * Follows what the page reads: every string the API answered with and the server's state held (data, which stays as
 * written), and how many requests are still under way.
 */
function watchData(page: Page) {
  const data = new Set<string>();
  const reading: Promise<void>[] = [];
  let inFlight = 0;
  page.on('request', () => void inFlight++);
  page.on('requestfinished', () => void inFlight--);
  page.on('requestfailed', () => void inFlight--);
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    reading.push(
      response.json().then(
        (body: unknown) => stringsIn(body, data),
        // An answer without a body (a redirect, 204) holds no text.
        () => undefined,
      ),
    );
  });
  return {
    data,
    /** Resolves once every request the page made has finished. */
    async settled() {
      await page.waitForFunction(() => document.readyState === 'complete');
      await expect.poll(() => inFlight, { timeout: 15_000 }).toBe(0);
      await Promise.all(reading);
    },
    /** Adds the server-rendered page's own data, which came in the HTML rather than from the API. */
    async readServerState() {
      const state = await page.evaluate(() => document.getElementById('sebenza-server-state')?.textContent ?? 'null');
      stringsIn(JSON.parse(state), data);
    },
  };
}

/**
 * Names that stay as they are in every language (docs/i18n/README.md): the product's and other products', the app's
 * languages and the official languages a mentor mentors in, each as the Constitution spells it (the mentor language
 * filter is unchanged), the name the server gives a deleted account, and the unit of a file's size. In the
 * pseudo-language dates are written as in English (local-formats.ts): their month and weekday names are not catalog
 * texts.
 */
const KEPT_AS_WRITTEN = [
  PRODUCT_NAME,
  // The tagline stays in English in every language (docs/i18n glossaries).
  PRODUCT_TAGLINE,
  // Place names keep their official names for now: the advisor's cities, the meetups' among them (the isiZulu
  // glossary's eKapa, eGoli, eThekwini are not used on these screens yet).
  ...ADVISOR_CITIES.map(advisorCityLabel),
  ...ADVISOR_CITIES,
  'WhatsApp',
  'Facebook',
  'Google Meet',
  ...Object.values(APP_LANGUAGE_NAMES),
  ...LANGUAGE_OPTIONS.map((option) => option.label),
  ...Object.values(LANGUAGE_NAMES),
  DELETED_USER_NAME,
  'MB',
  ...MONTH_NAMES,
  ...WEEKDAY_NAMES,
  ...MONTH_NAMES.map((month) => month.slice(0, 3)),
  'Sept',
  ...WEEKDAY_NAMES.map((day) => day.slice(0, 3)),
];

/** Texts not translated yet, each with where it comes from (the session's note lists them); any other fails. */
const NOT_YET_TRANSLATED = [
  // The Worker's sign-in page shows the prompt that sent the visitor there (schema/contract/sign-in-prompts.ts).
  /^(Authentication Required|Login Required|Access Restricted)$/,
  /^Please (sign|log) in /,
  // The calls left of a coaching plan on the dashboard (schema/contract/coaching-calls-rules.ts callsLeftText).
  /^\d+ of \d+ calls? left$/,
  // The advisor's skill list (schema/contract/ai-rules.ts ADVISOR_SKILLS).
  new RegExp(`^(${ADVISOR_SKILLS.map((skill) => skill.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`),
  // The featured articles' summaries (web/src/features/resources/featured-articles.ts), and their titles read out in
  // their links, as the articles have them.
  /^(What a tender|A small-business guide|Tenders: how government buys|Western Cape Government|SME South Africa)/,
  /^: (Tenders: how government buys|Guide to the e-Tender Publication Portal)/,
  // A session's and an event's time in their page's heading, still written by share.ts's English formatSastDateTime.
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d SAST/,
  // A province's name in the resources filter (schema/contract PROVINCES).
  /^(Eastern Cape|Free State|Gauteng|KwaZulu-Natal|Limpopo|Mpumalanga|North West|Northern Cape|Western Cape)$/,
];

/** Web addresses, site names and email addresses, which are names too. */
const ADDRESSES = /\S+@\S+|\bhttps?:\/\/\S+|\b[\w-]+(\.[\w-]+)*\.(za|com|org|net)\b\S*/g;

/** A person's initials on their avatar, drawn from their name (data). */
const INITIALS = /^[A-Z?]{1,2}$/;

/**
 * The texts left in plain English once the data and the names that stay are taken out. Data is taken out where it is
 * a whole text, or inside one when it is more than a bare word (a name in "Hosted by Sipho Dlamini"); a bare lower-case
 * word the API returns (an enum such as "online") is not, so it cannot hide the same word left untranslated.
 */
function untranslated(texts: string[], data: Set<string>): string[] {
  const kept = [...KEPT_AS_WRITTEN, ...[...data].filter((text) => text.length >= 3 && !/^[a-z]+$/.test(text))].sort(
    (a, b) => b.length - a.length,
  );
  return texts
    .filter((text) => !data.has(text) && !INITIALS.test(text))
    .filter((text) => {
      const rest = kept.reduce((left, name) => left.replaceAll(name, ' '), text).replace(ADDRESSES, ' ');
      return /\b[A-Za-z]{2,}\b/.test(rest.replace(/[0-9]/g, ' '));
    });
}

/** How far the page scrolls sideways (0 when it fits the window). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** A page in `language` for `kind`, its language chosen as a reader does (the cookie the picker sets). */
async function pageIn(
  language: RenderLanguage,
  kind: AccountKind,
  newPage: NewPage,
  signedInPage: SignedInPage,
): Promise<Page> {
  const { page, context } =
    kind === 'visitor' ? await newPage(SMALL_PHONE) : await signedInPage(ACCOUNT_OF[kind], SMALL_PHONE);
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL() }]);
  return page;
}

/**
 * The language of long words each kind of account's pages are fitted in: isiZulu and isiXhosa by turns, so every page
 * all kinds see is fitted in both, in half the time.
 */
const LONG_WORDS: Record<AccountKind, 'zu' | 'xh'> = {
  visitor: 'zu',
  mentee: 'xh',
  mentor: 'zu',
  coach: 'xh',
  subscriber: 'zu',
  admin: 'xh',
};

describe.concurrent.for(ACCOUNT_KINDS)('every page seen by a %s', (kind) => {
  it('shows no text that skipped the catalog, in the pseudo-language', async ({ newPage, signedInPage, expect }) => {
    const page = await pageIn('pseudo', kind, newPage, signedInPage);
    const watched = watchData(page);
    const left: Record<string, string[]> = {};
    for (const route of await everyRoute(page.request)) {
      await page.goto(route);
      await watched.readServerState();
      await watched.settled();
      expect(await page.evaluate(() => document.documentElement.lang), route).toBe('en-XA');
      for (const text of untranslated(await readableTexts(page), watched.data)) {
        if (!NOT_YET_TRANSLATED.some((pattern) => pattern.test(text))) (left[route] ??= []).push(text);
      }
    }
    expect(left, JSON.stringify(left, null, 1)).toEqual({});
  });

  it(`fits a 360 px phone in ${LONG_WORDS[kind]}`, async ({ newPage, signedInPage, expect }) => {
    const language = LONG_WORDS[kind];
    const page = await pageIn(language, kind, newPage, signedInPage);
    const watched = watchData(page);
    const tooWide: Record<string, number> = {};
    for (const route of await everyRoute(page.request)) {
      await page.goto(route);
      await watched.settled();
      const scroll = await sidewaysScroll(page);
      if (scroll > 0) tooWide[route] = scroll;
    }
    expect(tooWide, `pages wider than 360 px in ${language}`).toEqual({});
  });
});
