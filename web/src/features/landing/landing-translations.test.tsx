import { describe, expect, it } from 'vitest';
import type { RenderLanguage } from '../../../../schema/contract/app-languages.ts';
import type { Mentor, MentorList } from '../../../../schema/contract/mentors.ts';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import type { SuccessStory, SuccessStoryPage } from '../../../../schema/contract/stories.ts';
import type { JourneyPath, UserStats } from '../../../../schema/contract/taxonomy.ts';
import { readableTexts, untranslated } from '../../lib/i18n/untranslated-text.ts';
import { renderWithAnswers } from '../../server/render-with-answers.ts';

/** One published story, as its author wrote it: the page shows it in every language as it is. */
const story: SuccessStory = {
  id: 1,
  name: 'Thandi Mokoena',
  profileImage: null,
  beforeTitle: 'Cashier',
  afterTitle: 'Baker',
  quote: 'Baking on weekends now pays my rent.',
  transformationTime: '8 months',
  serviceType: 'mentorship',
  incomeStreamsBefore: 1,
  incomeStreamsAfter: 3,
  journeyPathSlug: null,
  isFeatured: false,
  publishedAt: '2026-10-01T08:00:00.000Z',
};

/** Two mentors as they wrote their profiles: one rated, one new, their cards in every language. */
const mentor = (id: number, rating: number | null): Mentor => ({
  id,
  name: `Sipho Dlamini ${id}`,
  title: 'Baker and caterer',
  profileImage: null,
  description: 'I bake for weddings.',
  experience: 'Ten years of baking.',
  yearsOfFreedom: 3,
  menteeCount: 12,
  isActive: true,
  location: 'Durban',
  journeyPath: 'side-hustler',
  journeyPaths: ['side-hustler'],
  category: 'food',
  categories: ['food', 'events', 'retail'],
  skills: ['Baking'],
  languages: ['zu', 'en'],
  serviceType: 'mentorship',
  isCoach: false,
  upcomingSessionCount: id,
  rating,
  reviewCount: rating === null ? null : 4,
});

/**
 * The landing page's reads, answered small: no journeys (the spec's fallbacks show), two mentor cards, one story and
 * a member count.
 */
const answers: Record<string, unknown> = {
  '/api/journey-paths': [] satisfies JourneyPath[],
  '/api/categories': [],
  '/api/mentors': {
    items: [mentor(1, 4.5), mentor(2, null)],
    nextCursor: null,
    total: 2,
    totalIsCapped: false,
  } satisfies MentorList,
  '/api/success-stories': { items: [story], nextCursor: null } satisfies SuccessStoryPage,
  '/api/stats/users': { users: 1234 } satisfies UserStats,
};

async function renderLanding(language: RenderLanguage): Promise<string> {
  return renderWithAnswers('/', answers, language);
}

/**
 * Text of shared components (web/src/components) that the landing page shows and that has not gone through the
 * catalog yet: the PREMIUM badge and the offline banner (in the page, hidden until the phone is offline).
 */
const NOT_YET_TRANSLATED = ['PREMIUM', 'You are offline. You are reading the copy of this page saved on this phone.'];

/**
 * What stays as it is in every language: the product's name, the share networks' names, and the story
 * as its author wrote it (with the initials its avatar shows).
 */
const KEPT_AS_WRITTEN = [
  PRODUCT_NAME,
  'Baker and caterer',
  'WhatsApp',
  'Facebook',
  'X',
  story.name,
  story.beforeTitle,
  story.afterTitle,
  story.quote,
  story.transformationTime!,
  'TM',
  // What mentors wrote, and the names of categories and languages as the taxonomy has them.
  ...[1, 2].flatMap((id) => [`Sipho Dlamini ${id}`, 'SD']),
  'Durban',
  'Food',
  'Events',
  'English, isiZulu',
  ...NOT_YET_TRANSLATED,
];

describe('the visitor landing page in another language', () => {
  it('shows every text through the catalog (pseudo-language)', async () => {
    expect(untranslated(await renderLanding('pseudo'), KEPT_AS_WRITTEN)).toEqual([]);
  });

  it('keeps the English source word for word', async () => {
    const html = await renderLanding('en');
    // The check itself finds English: the same page in English is all untranslated words.
    expect(untranslated(html, KEPT_AS_WRITTEN)).toContain('Choose Your Journey');
    expect(readableTexts(html)).toEqual(
      expect.arrayContaining([
        'Skip to content',
        'Attend Group Sessions',
        'Free mentorship for South Africa',
        'Join free group sessions hosted by people who have built their own income, learn what worked for them, and start building yours.',
        '“I joined group sessions with no job and a laptop. In 2025 I started my own creative agency.”',
        'How do I earn an income when I cannot find a job?',
        'Creative Hustler',
        'Browse 2 mentors by category, journey or skill, and join their free group sessions.',
        '1 → 3 income streams',
        'In 8 months',
        'people have joined Sebenza',
        'Join Sebenza Free',
      ]),
    );
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('aria-label="Sebenza home"');
    expect(html).toContain('aria-label="Open menu"');
  });
});
