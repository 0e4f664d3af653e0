import { formatRand } from '../../schema/contract/money-rules.ts';
import { MONTH_NAMES, sastWallClock } from '../../schema/contract/share.ts';
import type { CategorySlug } from '../taxonomy/taxonomy-seed.ts';
import { PROFILES, STOP_WORDS, TENDER_COMPLIANCE, type Estimate, type Profile } from './classify-rules-profiles.ts';
import type { ClassifiedItem, FeedItem } from './types.ts';

/**
 * Transparent keyword rules: FeedItem → ClassifiedItem, used when no model is configured (the offline advisor) and
 * for any item the model could not classify (docs/decisions/012).
 *
 * Each item is matched against "profiles": kinds of work a small supplier could do (cleaning, catering, ICT...),
 * each with a weighted keyword list, a mentor category and estimates. A word in the title counts 3 times its
 * weight, in the publisher's tags twice, in the summary once; the highest total wins, ties go to the earlier
 * profile, and an item that matches nothing is 'business' with general estimates.
 *
 * The profiles, stop words and the sourced compliance text are data, in classify-rules-profiles.ts.
 */

const GENERAL = PROFILES.at(-1)!;

const MAX_KEYWORDS = 6;
const MAX_DESCRIPTION = 600;

/** Lower case, letters and digits only (accents kept), single spaces, padded so ` term ` matches whole words. */
function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

function mentions(text: string, term: string): boolean {
  return text.includes(` ${term} `) || text.includes(` ${term}s `) || text.includes(` ${term}es `);
}

type Match = { profile: Profile; score: number; terms: string[] };

function scoreProfile(profile: Profile, fields: { title: string; tags: string; summary: string }): Match {
  let score = 0;
  const terms: string[] = [];
  for (const [term, weight] of Object.entries(profile.terms)) {
    const inTitle = mentions(fields.title, term);
    const inTags = mentions(fields.tags, term);
    const inSummary = mentions(fields.summary, term);
    score += weight * ((inTitle ? 3 : 0) + (inTags ? 2 : 0) + (inSummary ? 1 : 0));
    if (inTitle || inTags) terms.push(term);
  }
  return { profile, score, terms };
}

/**
 * A tag of a few words is a label the publisher chose ("Cleaning services", "works"); a longer one is a headline
 * (Google Trends attaches the news about a trend), which counts like the summary.
 */
function isLabel(tag: string): boolean {
  return tag.length <= 40 && tag.trim().split(/\s+/).length <= 4;
}

/**
 * Below this an item matches nothing: one strong word in the title (weight 2+) or a label passes, a single word
 * somewhere in a summary does not (a news source called "Official Website" is not an ICT opportunity).
 */
const MIN_SCORE = 4;

function bestMatch(item: Pick<FeedItem, 'title' | 'tags' | 'summary'>): Match {
  // Each piece is normalised alone, so a phrase never matches across two of them (their pads leave a double space).
  const headlines = item.tags.filter((tag) => !isLabel(tag) && !item.summary.includes(tag));
  const fields = {
    title: normalise(item.title),
    tags: item.tags.filter(isLabel).map(normalise).join(''),
    summary: [item.summary, ...headlines].map(normalise).join(''),
  };
  let best: Match = { profile: GENERAL, score: 0, terms: [] };
  for (const profile of PROFILES) {
    const match = scoreProfile(profile, fields);
    if (match.score >= MIN_SCORE && match.score > best.score) best = match;
  }
  return best;
}

/**
 * Whether an item becomes a listed opportunity. Tenders and news always do. A trending search does only when the
 * keyword rules tie it to a kind of work (a search for a football club or a celebrity is demand for nothing anyone
 * can sell): the others are left out, and they add nothing to any category's demand either (score.ts).
 */
export function isListable(item: FeedItem): boolean {
  return item.kind !== 'trend' || matchedCategory(item) !== null;
}

/**
 * The category the keyword rules find for an item, or null when no keyword matched (the item then defaults to
 * 'business'). Scoring uses it so that only trends that really match a category lend it their search traffic.
 */
export function matchedCategory(item: Pick<FeedItem, 'title' | 'tags' | 'summary'>): CategorySlug | null {
  const match = bestMatch(item);
  return match.profile === GENERAL ? null : match.profile.category;
}

/** Whole rand in the app's money style (schema/contract/money-rules.ts): 12500 → "R12,500". */
const formatWholeRand = (rand: number) => formatRand(Math.round(rand) * 100);

function formatEstimate(range: Estimate): string {
  const amount =
    range.min === range.max
      ? formatWholeRand(range.min)
      : `${formatWholeRand(range.min)} – ${formatWholeRand(range.max)}`;
  return `Estimate: ${amount} (${range.basis})`;
}

/** A closing date as South Africans read it, in SAST (UTC+2 all year, no daylight saving): "5 December 2026". */
export function formatSastDate(iso: string): string | null {
  if (Number.isNaN(Date.parse(iso))) return null;
  const d = sastWallClock(iso);
  return `${d.day} ${MONTH_NAMES[d.month]} ${d.year}`;
}

/**
 * Words that say something: not stop words, at least 3 letters, and no reference numbers ("ZNTM01266W",
 * "2026/27"); short codes such as "F1" or "5G" stay.
 */
function meaningfulWords(text: string): string[] {
  return normalise(text)
    .trim()
    .split(' ')
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter((word) => {
      if (!word || STOP_WORDS.has(word)) return false;
      const digits = word.replace(/\D/g, '').length;
      if (digits === 0) return word.length >= 3;
      return digits < word.length && word.length <= 3;
    });
}

/** Keywords: the matched terms first, then other meaningful words and short phrases from the title and tags. */
function keywordsOf(item: FeedItem, matchedTerms: string[]): string[] {
  const out: string[] = [];
  const add = (word: string) => {
    const keyword = word.trim();
    if (out.length >= MAX_KEYWORDS || !keyword || out.includes(keyword)) return;
    out.push(keyword);
  };
  matchedTerms.forEach(add);
  meaningfulWords(item.title).forEach(add);
  // A label is a phrase the publisher chose ("small business"); from a headline only its names are kept
  // (capitalised words after the first), since the rest is mostly the story's grammar.
  for (const tag of item.tags.filter(isLabel)) {
    const words = meaningfulWords(tag);
    if (words.length > 0) add(words.join(' '));
  }
  for (const headline of item.tags.filter((tag) => !isLabel(tag))) {
    const names = headline
      .split(/\s+/)
      .slice(1)
      .filter((word) => /^\p{Lu}/u.test(word))
      .join(' ');
    meaningfulWords(names).forEach(add);
  }
  return out;
}

function trimmedSummary(summary: string): string {
  const text = summary.replace(/\s+/g, ' ').trim();
  if (text.length <= MAX_DESCRIPTION) return text;
  const cut = text.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_DESCRIPTION / 2)).trimEnd()}…`;
}

function describe(item: FeedItem): string {
  const summary = trimmedSummary(item.summary);
  if (summary) return summary;
  if (item.kind === 'tender') {
    const closing = item.closingAt ? formatSastDate(item.closingAt) : null;
    return [
      `Open public tender${item.buyer ? ` from ${item.buyer}` : ''}${item.province ? ` in ${item.province}` : ''}`,
      closing ? `, closing ${closing}.` : '.',
      ' See the official notice for the specification and how to bid.',
    ].join('');
  }
  if (item.kind === 'trend') {
    const traffic = item.approxTraffic ? ` (about ${formatTraffic(item.approxTraffic)} searches)` : '';
    return `“${item.title}” is trending in Google searches in South Africa${traffic}.`;
  }
  return item.title;
}

/** 20000 → "20,000+" (Google Trends publishes traffic as a lower bound, "20K+"). */
function formatTraffic(traffic: number): string {
  return `${Math.round(traffic).toLocaleString('en-US')}+`;
}

/** The keyword rules' classification of one feed item (pure; same item, same answer). */
export function classifyByRules(item: FeedItem): ClassifiedItem {
  const { profile, terms } = bestMatch(item);
  const base = { ...item, category: profile.category, description: describe(item), keywords: keywordsOf(item, terms) };

  if (item.kind === 'tender') {
    const closing = item.closingAt ? formatSastDate(item.closingAt) : null;
    return {
      ...base,
      difficulty: profile.tender.difficulty,
      timeToMarket: `${closing ? `Bid by ${closing}` : 'Bid before the closing date on the notice'}; ${profile.tender.timeToMarket} (estimate)`,
      estimatedStartupCost: `${formatEstimate(profile.tender.firstContract)}. ${TENDER_COMPLIANCE}`,
      // The published value is a fact from the notice, not ours; without it we say so rather than guess.
      marketSize:
        item.valueCents !== null && item.valueCents > 0
          ? `Published tender value: ${formatWholeRand(item.valueCents / 100)}`
          : 'The buyer did not publish a value; see the notice',
    };
  }

  return {
    ...base,
    difficulty: profile.difficulty,
    timeToMarket: `${item.kind === 'trend' ? 'Act within days while it trends. ' : ''}Estimate: ${profile.startTime} to start${profile.startNote ? ` (${profile.startNote})` : ''}`,
    estimatedStartupCost: formatEstimate(profile.startup),
    // Google Trends' approximate traffic is the publisher's figure for the day; everything else is our estimate.
    marketSize:
      item.kind === 'trend' && item.approxTraffic
        ? `Google Trends: about ${formatTraffic(item.approxTraffic)} searches in South Africa on the day`
        : profile.market,
  };
}
