import { describe, expect, it } from 'vitest';
import { PRODUCT_TAGLINE } from '../../../../schema/contract/product.ts';
import { loadI18n } from './i18n.ts';
import { TAGLINE } from './tagline.ts';

describe('the tagline as a message', () => {
  it('is the product’s tagline word for word in English, and translated in the other languages', async () => {
    expect((await loadI18n('en'))._(TAGLINE)).toBe(PRODUCT_TAGLINE);
    for (const language of ['zu', 'xh', 'af'] as const) {
      expect((await loadI18n(language))._(TAGLINE)).not.toBe(PRODUCT_TAGLINE);
    }
  });
});
