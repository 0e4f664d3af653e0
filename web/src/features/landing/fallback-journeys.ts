import type { JourneySummary } from '../../components/journeys/journey-visuals.tsx';

/** Spec section 2: the landing page's journey grid shows these when the server returns none. */
export const FALLBACK_JOURNEYS: readonly JourneySummary[] = [
  {
    slug: 'creative-hustler',
    name: 'Creative Hustler',
    description: 'Turn design, craft, music or writing into paid work and find clients who value it.',
    color: 'lilac',
    icon: 'palette',
  },
  {
    slug: 'rural-innovator',
    name: 'Rural Innovator',
    description: 'Build income where you live: farming, agro-processing and the services your town is missing.',
    color: 'grass-green',
    icon: 'seedling',
  },
  {
    slug: 'freelance-expert',
    name: 'Freelance Expert',
    description: 'Sell the skills you already have, win proposals, invoice properly and get paid on time.',
    color: 'sunshine',
    icon: 'briefcase',
  },
  {
    slug: 'multi-passionate-explorer',
    name: 'Multi-Passionate Explorer',
    description: 'Combine several small income streams into one steady living, without burning out.',
    color: 'white',
    icon: 'compass',
  },
];

/** The landing grid's four cards: the server's first four, or the fallbacks when it has none (or cannot answer). */
export function landingJourneys(fromServer: readonly JourneySummary[] | undefined, count = 4): JourneySummary[] {
  return (fromServer && fromServer.length > 0 ? fromServer : FALLBACK_JOURNEYS).slice(0, count);
}
