import { describe, expect, it } from 'vitest';
import { porterStem } from './porter-stem.ts';
import { mentorSearchQuery, searchPrefix } from './search-index.ts';

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
    expect(mentorSearchQuery('  Web DEV  ')).toEqual({
      all: '"web"* "dev"*',
      first: '{name title} : ("web"* "dev"*)',
      rest: '("web"* "dev"*) NOT {name title} : ("web"* "dev"*)',
    });
    expect(mentorSearchQuery('NEAR(a "b")*')?.all).toBe('"near"* "a"* "b"*');
    expect(mentorSearchQuery('ab')).toBeNull();
    expect(mentorSearchQuery('***')).toBeNull();
  });
});
