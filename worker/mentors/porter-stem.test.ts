import { describe, expect, it } from 'vitest';
import { porterStem } from './porter-stem.ts';
import { filterWord, mentorDirectoryQuery, searchPrefix } from './search-index.ts';

describe('porterStem', () => {
  it("gives the stems of Porter's paper, step by step", () => {
    const stems = {
      // Step 1: plurals, -ed, -ing, and y to i.
      caresses: 'caress',
      ponies: 'poni',
      cats: 'cat',
      feed: 'feed',
      agreed: 'agre',
      plastered: 'plaster',
      motoring: 'motor',
      sing: 'sing',
      conflated: 'conflat',
      hopping: 'hop',
      falling: 'fall',
      filing: 'file',
      happy: 'happi',
      sky: 'sky',
      // Steps 2-4: longer suffixes, only when enough of the word is left.
      relational: 'relat',
      conditional: 'condit',
      rational: 'ration',
      hopefulness: 'hope',
      sensibiliti: 'sensibl',
      electrical: 'electr',
      replacement: 'replac',
      adoption: 'adopt',
      onion: 'onion',
      effective: 'effect',
      // Step 5: a final e and a double l.
      probate: 'probat',
      rate: 'rate',
      controll: 'control',
      roll: 'roll',
    };
    expect(Object.fromEntries(Object.keys(stems).map((word) => [word, porterStem(word)]))).toEqual(stems);
  });

  it('leaves short words, capitals, digits and letters outside a-z as they are', () => {
    for (const word of ['is', 'SARS', 'b2b', 'gqéberha', 'straße']) {
      expect(porterStem(word)).toBe(word);
    }
  });
});

describe('the search words', () => {
  it('match from the part a word shares with its stem, so stems and words being typed both find it', () => {
    expect(['farming', 'farms', 'farm', 'Poultry', 'hydroponic', 'vegetab', 'SARS'].map(searchPrefix)).toEqual([
      'farm',
      'farm',
      'farm',
      'poultr',
      'hydropon',
      'vegetab',
      'sar',
    ]);
  });

  it('quote every word, so FTS syntax is plain text, and rank name and title hits first', () => {
    const text = '{name title description experience skills categories journeys location}';
    expect(mentorDirectoryQuery({ search: '  Web DEV  ' })).toEqual({
      all: `${text} : ("web"* "dev"*)`,
      tiers: {
        first: '{name title} : ("web"* "dev"*)',
        rest: `${text} : ("web"* "dev"*) NOT {name title} : ("web"* "dev"*)`,
      },
    });
    expect(mentorDirectoryQuery({ search: 'NEAR(a "b")*' })?.all).toBe(`${text} : ("near"* "a"* "b"*)`);
    expect(mentorDirectoryQuery({ search: 'ab' })).toBeNull();
    expect(mentorDirectoryQuery({ search: '***' })).toBeNull();
  });

  it('match the filters as whole words of their own column, with the search words or alone', () => {
    expect(filterWord('c', 'farming')).toBe('c6661726d696e67');
    expect(filterWord('j', 'rural-innovator')).toBe('j727572616c2d696e6e6f7661746f72');
    const filters = '{filters} : ("c6661726d696e67" "l7a75")';
    expect(mentorDirectoryQuery({ category: 'farming', language: 'zu' })).toEqual({ all: filters, tiers: null });
    expect(mentorDirectoryQuery({ search: 'ab', category: 'farming', language: 'zu' })).toEqual({
      all: filters,
      tiers: null,
    });
    expect(mentorDirectoryQuery({ search: 'sipho', category: 'farming', language: 'zu' })?.tiers).toEqual({
      first: `({name title} : ("sipho"*)) AND ${filters}`,
      rest: `({name title description experience skills categories journeys location} : ("sipho"*) NOT {name title} : ("sipho"*)) AND ${filters}`,
    });
    expect(mentorDirectoryQuery({})).toBeNull();
  });
});
