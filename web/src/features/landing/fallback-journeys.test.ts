import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { FALLBACK_JOURNEYS, landingJourneys } from './fallback-journeys.ts';

/** English, the messages' source text. */
const english = (message: MessageDescriptor) => message.message ?? '';
import { journeyMentorsPath } from '../../components/journeys/journey-visuals.tsx';

describe('the landing journey grid', () => {
  it("shows the spec's four fallbacks when the server has none", () => {
    expect(landingJourneys([], english).map((j) => j.name)).toEqual([
      'Creative Hustler',
      'Rural Innovator',
      'Freelance Expert',
      'Multi-Passionate Explorer',
    ]);
    expect(landingJourneys(undefined, english)).toEqual(
      FALLBACK_JOURNEYS.map((j) => ({ ...j, name: english(j.name), description: english(j.description) })),
    );
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
    expect(landingJourneys(server, english).map((j) => j.slug)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('links each journey to the mentor browser with the journey chosen', () => {
    expect(journeyMentorsPath('creative-hustler')).toBe('/mentors?journey=creative-hustler');
  });
});
