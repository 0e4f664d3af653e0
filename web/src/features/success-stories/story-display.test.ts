import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import { incomeStreamsLine, incomeStreamsSpoken, isLongQuote, splitFeatured } from './story-display.ts';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

describe('the gallery', () => {
  it('features the featured story, else the first, and does not repeat it in the grid', () => {
    const a = { id: 1, isFeatured: false };
    const b = { id: 2, isFeatured: true };
    const c = { id: 3, isFeatured: false };
    expect(splitFeatured([a, b, c])).toEqual({ featured: b, rest: [a, c] });
    expect(splitFeatured([a, c])).toEqual({ featured: a, rest: [c] });
    expect(splitFeatured([])).toEqual({ featured: null, rest: [] });
  });

  it('writes income streams before → after, and says it in words for screen readers', () => {
    expect(incomeStreamsLine({ incomeStreamsBefore: 0, incomeStreamsAfter: 1 }, en)).toBe('0 → 1 income stream');
    expect(incomeStreamsLine({ incomeStreamsBefore: 1, incomeStreamsAfter: 3 }, en)).toBe('1 → 3 income streams');
    expect(incomeStreamsSpoken({ incomeStreamsBefore: 1, incomeStreamsAfter: 3 }, en)).toBe(
      'Income streams went from 1 to 3',
    );
  });

  it('cuts only long stories', () => {
    expect(isLongQuote('a'.repeat(280))).toBe(false);
    expect(isLongQuote('a'.repeat(281))).toBe(true);
  });
});
