import { describe, expect, it } from 'vitest';
import type { RenderLanguage } from '../../../../schema/contract/app-languages.ts';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import type { StoryImpact, SuccessStory, SuccessStoryPage } from '../../../../schema/contract/stories.ts';
import { readableTexts, untranslated } from '../../lib/i18n/untranslated-text.ts';
import { mainOf, renderWithAnswers } from '../../server/render-with-answers.ts';

/** Two published stories, as their authors wrote them: the page shows them in every language as they are. */
const story = (id: number, isFeatured: boolean): SuccessStory => ({
  id,
  name: `Thandi Mokoena ${id}`,
  profileImage: null,
  beforeTitle: 'Cashier',
  afterTitle: 'Baker',
  quote: 'Baking on weekends now pays my rent.',
  transformationTime: '8 months',
  serviceType: 'mentorship',
  incomeStreamsBefore: 1,
  incomeStreamsAfter: 3,
  journeyPathSlug: null,
  isFeatured,
  publishedAt: '2026-10-01T08:00:00.000Z',
});

const answers: Record<string, unknown> = {
  '/api/success-stories': { items: [story(1, true), story(2, false)], nextCursor: null } satisfies SuccessStoryPage,
  '/api/success-stories/impact': {
    stories: 2,
    businessesCreated: 2,
    incomeStreams: 6,
    mentors: 5,
  } satisfies StoryImpact,
};

/** The /success-stories page as the Worker renders it, its main content only (the layout has tests of its own). */
async function renderStories(language: RenderLanguage): Promise<string> {
  return mainOf(await renderWithAnswers('/success-stories', answers, language));
}

/** What the authors wrote (with the initials their avatars show), and the product's name. */
const KEPT_AS_WRITTEN = [
  PRODUCT_NAME,
  'Thandi Mokoena',
  'TM',
  'Cashier',
  'Baker',
  'Baking on weekends now pays my rent.',
  '8 months',
];

describe('the success stories page in another language', () => {
  it('shows every text of its own through the catalog (pseudo-language), as the server renders it', async () => {
    expect(untranslated(await renderStories('pseudo'), KEPT_AS_WRITTEN)).toEqual([]);
  });

  it('keeps the English word for word', async () => {
    const texts = readableTexts(await renderStories('en'));
    expect(texts).toEqual(
      expect.arrayContaining([
        'Featured story',
        '1 → 3 income streams',
        'Income streams went from 1 to 3',
        'Our impact',
      ]),
    );
  });
});
