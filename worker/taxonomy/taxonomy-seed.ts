import type { JOURNEY_COLORS, JOURNEY_ICONS } from '../../schema/contract/enums.ts';

/*
 * The taxonomy's fixed rows: the demo seed inserts them (worker/seed), and code that names a category by slug (the
 * keyword rules, the AI advisor's classification prompt) types it from here. Data only.
 */

/** The eight mentor categories, slugs exactly as the spec lists them. */
export const CATEGORY_SEED = [
  { slug: 'technology', name: 'Technology' },
  { slug: 'creative-arts', name: 'Creative Arts' },
  { slug: 'agriculture', name: 'Agriculture' },
  { slug: 'wellness', name: 'Wellness & Health' },
  { slug: 'business', name: 'Business & Finance' },
  { slug: 'education', name: 'Education' },
  { slug: 'marketing', name: 'Marketing & Sales' },
  { slug: 'consulting', name: 'Consulting' },
] as const;
export type CategorySlug = (typeof CATEGORY_SEED)[number]['slug'];

interface JourneySeed {
  slug: string;
  name: string;
  description: string;
  color: (typeof JOURNEY_COLORS)[number];
  icon: (typeof JOURNEY_ICONS)[number];
}

/**
 * Journey paths in display order. The first four are the landing page's cards (the spec's fallbacks: Creative
 * Hustler, Rural Innovator, Freelance Expert, Multi-Passionate Explorer); the rest are the profile form's options.
 * The form's 'freelancer' option is only another slug for Freelance Expert, so it has no row of its own: the
 * contract should map 'freelancer' to 'freelance-expert'. 'consultant' keeps the label the spec gives it.
 */
export const JOURNEY_SEED = [
  {
    slug: 'creative-hustler',
    name: 'Creative Hustler',
    description:
      'Turn design, craft, music or writing into paid work: price your creativity, find clients who value it and sell beyond your neighbourhood.',
    color: 'lilac',
    icon: 'palette',
  },
  {
    slug: 'rural-innovator',
    name: 'Rural Innovator',
    description:
      'Build income where you live: small-scale farming, agro-processing, solar and the services your town or village is missing.',
    color: 'grass-green',
    icon: 'seedling',
  },
  {
    slug: 'freelance-expert',
    name: 'Freelance Expert',
    description:
      'Sell the skills you already have: write proposals that win, agree scope in writing, invoice properly and get paid on time.',
    color: 'sunshine',
    icon: 'briefcase',
  },
  {
    slug: 'multi-passionate-explorer',
    name: 'Multi-Passionate Explorer',
    description:
      'Combine several small income streams into one steady living, and learn which ones to grow and which to let go, without burning out.',
    color: 'white',
    icon: 'compass',
  },
  {
    slug: 'digital-nomad',
    name: 'Digital Nomad',
    description:
      'Work for clients anywhere from anywhere in South Africa: remote roles, data-light tools, and receiving payments in foreign currency.',
    color: 'lilac',
    icon: 'compass',
  },
  {
    slug: 'side-hustle-starter',
    name: 'Side-hustle Starter',
    description:
      'Start earning alongside a job, studies or a grant, with little capital and a few hours a week, and keep it legal with SARS.',
    color: 'sunshine',
    icon: 'briefcase',
  },
  {
    slug: 'ecommerce-builder',
    name: 'E-commerce Builder',
    description:
      'Sell products online: WhatsApp Business catalogues, marketplaces, your own shop, card payments and reliable courier partners.',
    color: 'grass-green',
    icon: 'briefcase',
  },
  {
    slug: 'property-hustler',
    name: 'Property Hustler',
    description:
      'Earn from space: backyard rooms, student accommodation and short-term letting, with proper leases and municipal approval.',
    color: 'sunshine',
    icon: 'briefcase',
  },
  {
    slug: 'tourism-experience-creator',
    name: 'Tourism & Experience Creator',
    description:
      'Host township tours, homestays, food walks and nature experiences that visitors and local travellers happily pay for.',
    color: 'grass-green',
    icon: 'compass',
  },
  {
    slug: 'maker-artisan',
    name: 'Maker & Artisan',
    description:
      'Beadwork, furniture, fashion and ceramics: make by hand, cost every item properly and sell at a real profit.',
    color: 'lilac',
    icon: 'palette',
  },
  {
    slug: 'content-creator',
    name: 'Content Creator',
    description:
      'Grow an audience on TikTok, YouTube or a podcast and turn it into brand deals, affiliate income and your own products.',
    color: 'lilac',
    icon: 'palette',
  },
  {
    slug: 'knowledge-monetiser',
    name: 'Knowledge Monetiser',
    description:
      'Package what you know into tutoring, short courses, workshops and paid advice that people recommend to each other.',
    color: 'white',
    icon: 'heart',
  },
  {
    slug: 'consultant',
    name: 'Education Pioneer',
    description:
      'Teach and build learning: extra lessons, matric support, adult skills programmes and early-childhood education.',
    color: 'white',
    icon: 'heart',
  },
  {
    slug: 'event-creative-service',
    name: 'Event & Creative Service Provider',
    description:
      'Weddings, umemulo, birthdays and year-end functions: décor, catering, photography, sound and MC services.',
    color: 'sunshine',
    icon: 'heart',
  },
] as const satisfies readonly JourneySeed[];
export type JourneySlug = (typeof JOURNEY_SEED)[number]['slug'];
