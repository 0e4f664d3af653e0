import { isLanguageCode, type LanguageCode } from '../../../../schema/contract/languages-rules.ts';
import { MENTOR_SEARCH_MIN_LENGTH } from '../../../../schema/contract/mentors-rules.ts';
import { normaliseJourneySlug } from '../../../../schema/contract/taxonomy-rules.ts';
import { api } from '../api-client.ts';

/*
 * The mentor browser's filters live in the URL (`/mentors?search=&category=&journey=&language=`) so a filtered view
 * can be shared, and `?journey=` from a journey card preselects the journey filter (spec section 2).
 */

/** The value of a select's "everything" option: a select must never have an empty option value (spec section 5). */
export const ALL = 'all';

export interface MentorFilters {
  /** As typed (untrimmed, so a trailing space survives the debounce); trimmed when sent. */
  search: string;
  category: string | null;
  journey: string | null;
  /** An official language's code. */
  language: LanguageCode | null;
}

/** The server ignores a search shorter than this (too short a prefix would match most mentors). */
export const SEARCH_MIN_LENGTH = MENTOR_SEARCH_MIN_LENGTH;

/** The search the server will apply: trimmed, and empty when too short to count. */
export function effectiveSearch(search: string): string {
  const trimmed = search.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : '';
}

/** A search typed but too short to be applied: the page says so instead of showing unfiltered results silently. */
export function isSearchTooShort(search: string): boolean {
  const length = search.trim().length;
  return length > 0 && length < SEARCH_MIN_LENGTH;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from the address bar, or null for 'all', empty or malformed values (the server would answer 400). */
export function readSlug(value: string | null): string | null {
  const slug = value?.trim().toLowerCase() ?? '';
  if (!slug || slug === ALL || slug.length > 60 || !SLUG.test(slug)) return null;
  return slug;
}

/** A language code from the address bar, or null for 'all', empty or unknown values (the server would answer 400). */
export function readLanguage(value: string | null): LanguageCode | null {
  const code = value?.trim().toLowerCase() ?? '';
  return isLanguageCode(code) ? code : null;
}

export function readFilters(params: URLSearchParams): MentorFilters {
  const journey = readSlug(params.get('journey'));
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    category: readSlug(params.get('category')),
    journey: journey ? normaliseJourneySlug(journey) : null,
    language: readLanguage(params.get('language')),
  };
}

/** The address bar's parameters after a change: empty search and 'all' are left out; other parameters are kept. */
export function writeFilters(params: URLSearchParams, patch: Partial<MentorFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null | undefined) => {
    if (value === undefined) return;
    if (value === null || value === '' || value === ALL) next.delete(key);
    else next.set(key, value);
  };
  set('search', patch.search === undefined ? undefined : patch.search.trim() ? patch.search : null);
  set('category', patch.category);
  set('journey', patch.journey);
  set('language', patch.language);
  return next;
}

export const NO_FILTERS: MentorFilters = { search: '', category: null, journey: null, language: null };

export function clearFilters(params: URLSearchParams): URLSearchParams {
  return writeFilters(params, NO_FILTERS);
}

/** Whether the server filters the list (a too-short search does not count). */
export function hasActiveFilters(filters: MentorFilters): boolean {
  return effectiveSearch(filters.search) !== '' || hasChosenFilter(filters);
}

/** Whether there is anything for Clear Filters to clear. */
export function hasAnyFilterInput(filters: MentorFilters): boolean {
  return filters.search.trim() !== '' || hasChosenFilter(filters);
}

function hasChosenFilter({ category, journey, language }: MentorFilters): boolean {
  return category !== null || journey !== null || language !== null;
}

/**
 * What the server filters on: the cache key of a result list, so each language (like each category) is cached on
 * its own (whitespace or a too-short search do not refetch).
 */
export function serverFilters(filters: MentorFilters): {
  search: string;
  category: string;
  journey: string;
  language: string;
} {
  return {
    search: effectiveSearch(filters.search),
    category: filters.category ?? '',
    journey: filters.journey ?? '',
    language: filters.language ?? '',
  };
}

/** `GET /api/mentors` with the filters, an optional page size and the previous page's cursor. */
export function mentorListUrl(filters: MentorFilters, page: { limit?: number; cursor?: string | null } = {}): string {
  return api.mentors.$path({ query: mentorListQuery(filters, page) });
}

/** The list's query parameters: the filters the server applies, then the page. */
export function mentorListQuery(filters: MentorFilters, page: { limit?: number; cursor?: string | null } = {}) {
  const { search, category, journey, language } = serverFilters(filters);
  return {
    search: search || undefined,
    category: category || undefined,
    journey: journey || undefined,
    language: language || undefined,
    limit: page.limit ? String(page.limit) : undefined,
    cursor: page.cursor || undefined,
  };
}
