import { describe, expect, it } from 'vitest';
import type { RenderLanguage } from '../../../../schema/contract/app-languages.ts';
import type { Room } from '../../../../schema/contract/community.ts';
import type { CommunityVideo } from '../../../../schema/contract/community-videos-rules.ts';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { readableTexts, untranslated } from '../../lib/i18n/untranslated-text.ts';
import { MEETUP_CITIES } from '../../lib/meetups.ts';
import { mainOf, renderWithAnswers } from '../../server/render-with-answers.ts';

const room: Room = {
  id: 1,
  name: 'Spaza owners',
  description: 'Stock, prices and suppliers.',
  category: 'rural-innovation',
  memberCount: 3,
  isMember: false,
  externalLink: null,
} as Room;

const video: CommunityVideo = {
  id: 1,
  title: 'Pricing your baking',
  url: 'https://www.youtube.com/watch?v=abc',
  durationSeconds: 600,
  topic: 'money-and-pricing',
  createdAt: '2026-10-01T08:00:00.000Z',
};

/** The page's reads, answered small. */
const answers: Record<string, unknown> = {
  '/api/community/rooms': [room],
  '/api/community/videos': [video],
  '/api/stats/users': { users: 1234 },
  '/api/mentors': { items: [], nextCursor: null, total: 12, totalIsCapped: false },
};

/** The /community page as the Worker renders it, its main content only (the layout has tests of its own). */
async function renderCommunity(language: RenderLanguage): Promise<string> {
  return mainOf(await renderWithAnswers('/community', answers, language));
}

/**
 * What stays as written: names, what members wrote, a video's title and site, and the meetups' cities and place line,
 * which come from web/src/lib (the shared catalog's, not this screen's).
 */
const KEPT_AS_WRITTEN = [
  PRODUCT_NAME,
  'National Youth Development Agency (NYDA)',
  'Small Enterprise Development and Finance Agency (sedfa)',
  'SA Youth',
  'Harambee Youth Employment Accelerator',
  'Spaza owners',
  'Stock, prices and suppliers.',
  'Pricing your baking',
  'youtube.com',
  'MB',
  ...MEETUP_CITIES,
];

describe('the community page in another language', () => {
  it('shows every text of its own through the catalog (pseudo-language), as the server renders it', async () => {
    const html = await renderCommunity('pseudo');
    // The meetup date ("Fri, 5 Dec 2026") is written by the shared date helpers.
    expect(untranslated(html, KEPT_AS_WRITTEN).filter((text) => !/\d{4}/.test(text))).toEqual([]);
  });

  it('keeps the English word for word', async () => {
    const texts = readableTexts(await renderCommunity('en'));
    expect(texts).toEqual(
      expect.arrayContaining(['Discussion rooms', 'Rural Innovation', '3 members', 'Login to Join']),
    );
  });
});
