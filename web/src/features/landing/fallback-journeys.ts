import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { JourneySummary } from '../../components/journeys/journey-visuals.tsx';

/** A fallback journey: a server journey's fields, its name and description still to be translated. */
export interface FallbackJourney extends Omit<JourneySummary, 'name' | 'description'> {
  name: MessageDescriptor;
  description: MessageDescriptor;
}

/** Spec section 2: the landing page's journey grid shows these when the server returns none. */
export const FALLBACK_JOURNEYS: readonly FallbackJourney[] = [
  {
    slug: 'creative-hustler',
    name: msg`Creative Hustler`,
    description: msg`Turn design, craft, music or writing into paid work and find clients who value it.`,
    color: 'lilac',
    icon: 'palette',
  },
  {
    slug: 'rural-innovator',
    name: msg`Rural Innovator`,
    description: msg`Build income where you live: farming, agro-processing and the services your town is missing.`,
    color: 'grass-green',
    icon: 'seedling',
  },
  {
    slug: 'freelance-expert',
    name: msg`Freelance Expert`,
    description: msg`Sell the skills you already have, win proposals, invoice properly and get paid on time.`,
    color: 'sunshine',
    icon: 'briefcase',
  },
  {
    slug: 'multi-passionate-explorer',
    name: msg`Multi-Passionate Explorer`,
    description: msg`Combine several small income streams into one steady living, without burning out.`,
    color: 'white',
    icon: 'compass',
  },
];

/**
 * The landing grid's four cards: the server's first four, or the fallbacks when it has none (or cannot answer), in the
 * reader's language (`translate` is the render's `t`; the server's journeys are shown as their authors wrote them).
 */
export function landingJourneys(
  fromServer: readonly JourneySummary[] | undefined,
  translate: (message: MessageDescriptor) => string,
  count = 4,
): JourneySummary[] {
  if (fromServer && fromServer.length > 0) return fromServer.slice(0, count);
  return FALLBACK_JOURNEYS.slice(0, count).map((journey) => ({
    ...journey,
    name: translate(journey.name),
    description: translate(journey.description),
  }));
}
