import { describe, expect, it } from 'vitest';
import {
  ALL,
  clearFilters,
  hasActiveFilters,
  hasAnyFilterInput,
  isSearchTooShort,
  mentorListUrl,
  NO_FILTERS,
  readFilters,
  serverFilters,
  writeFilters,
} from './mentor-filters.ts';

const params = (query: string) => new URLSearchParams(query);

describe('readFilters', () => {
  it('reads search, category, journey and language from the address bar', () => {
    expect(readFilters(params('search=Sipho&category=business&journey=rural-innovator&language=zu'))).toEqual({
      search: 'Sipho',
      category: 'business',
      journey: 'rural-innovator',
      language: 'zu',
    });
  });

  it('reads only official language codes, in any case', () => {
    expect(readFilters(params('language=ZU')).language).toBe('zu');
    expect(readFilters(params('language=sfs')).language).toBe('sfs');
    for (const language of ['isiZulu', 'klingon', ALL, '', 'zu-ZA']) {
      expect(readFilters(params(`language=${language}`)).language, language).toBeNull();
    }
  });

  it("treats missing, empty, 'all' and malformed values as no filter", () => {
    expect(readFilters(params(''))).toEqual(NO_FILTERS);
    expect(readFilters(params(`category=${ALL}&journey=&language=${ALL}`))).toEqual(NO_FILTERS);
    expect(readFilters(params('category=<script>&journey=--'))).toMatchObject({
      category: null,
      journey: null,
      language: null,
    });
  });

  it("lower-cases slugs and maps the profile forms' 'freelancer' to freelance-expert", () => {
    expect(readFilters(params('journey=Creative-Hustler')).journey).toBe('creative-hustler');
    expect(readFilters(params('journey=freelancer')).journey).toBe('freelance-expert');
  });

  it('keeps the search as typed (a trailing space survives) but at most 100 characters', () => {
    expect(readFilters(params('search=bead+')).search).toBe('bead ');
    expect(readFilters(params(`search=${'a'.repeat(150)}`)).search).toHaveLength(100);
  });
});

describe('writeFilters', () => {
  it('sets changed filters and keeps the others', () => {
    const next = writeFilters(params('journey=rural-innovator&utm=x'), { category: 'agriculture' });
    expect(next.toString()).toBe('journey=rural-innovator&utm=x&category=agriculture');
  });

  it("drops a filter set to 'all', null or a blank search", () => {
    const start = params('search=abc&category=business&journey=rural-innovator');
    expect(writeFilters(start, { category: ALL }).has('category')).toBe(false);
    expect(writeFilters(start, { journey: null, language: null }).has('journey')).toBe(false);
    expect(writeFilters(start, { search: '   ' }).has('search')).toBe(false);
    expect(writeFilters(params('language=zu'), { language: null }).has('language')).toBe(false);
  });

  it('clears every filter but leaves other parameters', () => {
    expect(clearFilters(params('search=abc&category=business&journey=x&language=zu&ref=share')).toString()).toBe(
      'ref=share',
    );
  });
});

describe('hasActiveFilters and serverFilters', () => {
  it('ignores whitespace-only searches and searches under 3 characters (the server ignores them too)', () => {
    expect(hasActiveFilters({ search: '  ', category: null, journey: null, language: null })).toBe(false);
    expect(hasActiveFilters({ search: ' ab ', category: null, journey: null, language: null })).toBe(false);
    expect(hasAnyFilterInput({ search: 'ab', category: null, journey: null, language: null })).toBe(true);
    expect(isSearchTooShort(' ab ')).toBe(true);
    expect(isSearchTooShort('abc')).toBe(false);
    expect(isSearchTooShort('')).toBe(false);
    expect(serverFilters({ search: 'ab', category: null, journey: null, language: null }).search).toBe('');
    expect(hasActiveFilters({ search: '', category: 'business', journey: null, language: null })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, language: 'xh' })).toBe(true);
    expect(hasAnyFilterInput({ ...NO_FILTERS, language: 'xh' })).toBe(true);
    expect(serverFilters({ search: ' bead ', category: null, journey: 'x', language: null })).toEqual({
      search: 'bead',
      category: '',
      journey: 'x',
      language: '',
    });
  });
});

describe('mentorListUrl', () => {
  it('is /api/mentors without filters', () => {
    expect(mentorListUrl({ search: ' ', category: null, journey: null, language: null })).toBe('/api/mentors');
  });

  it('sends the trimmed search, the slugs, the page size and the cursor', () => {
    expect(
      mentorListUrl(
        { search: ' sipho d ', category: 'business', journey: 'rural-innovator', language: 'nso' },
        { limit: 3, cursor: 'c1' },
      ),
    ).toBe('/api/mentors?search=sipho+d&category=business&journey=rural-innovator&language=nso&limit=3&cursor=c1');
  });
});
