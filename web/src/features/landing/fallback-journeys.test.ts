import { describe, expect, it } from 'vitest';
import { FALLBACK_JOURNEYS, landingJourneys } from './fallback-journeys.ts';
import { journeyMentorsPath } from '../../components/journeys/journey-visuals.tsx';

describe('the landing journey grid', () => {
  it("shows the spec's four fallbacks when the server has none", () => {
    expect(landingJourneys([]).map((j) => j.name)).toEqual([
      'Creative Hustler',
      'Rural Innovator',
      'Freelance Expert',
      'Multi-Passionate Explorer',
    ]);
    expect(landingJourneys(undefined)).toEqual(FALLBACK_JOURNEYS);
  });

  it("shows the server's first four otherwise", () => {
    const server = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({
      slug,
      name: slug.toUpperCase(),
      description: '',
      color: 'lilac' as const,
      icon: 'heart' as const,
      mentorCount: 1,
      successStoryCount: 0,
    }));
    expect(landingJourneys(server).map((j) => j.slug)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('links each journey to the mentor browser with the journey chosen', () => {
    expect(journeyMentorsPath('creative-hustler')).toBe('/mentors?journey=creative-hustler');
  });
});
