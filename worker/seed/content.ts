import type { ROOM_CATEGORIES, STORY_SERVICE_TYPES } from '../../schema/contract/enums.ts';
import { SEED_PEOPLE as P } from './activities.ts';
import type { JourneySlug } from '../taxonomy/taxonomy-seed.ts';

export interface StorySeed {
  /** The submitter's email for member submissions; curated stories have none. */
  submittedBy?: string;
  name: string;
  beforeTitle: string;
  afterTitle: string;
  quote: string;
  transformationTime: string;
  serviceType: (typeof STORY_SERVICE_TYPES)[number];
  incomeStreamsBefore: number;
  incomeStreamsAfter: number;
  journeyPathSlug: JourneySlug;
  isFeatured: boolean;
  status: 'published' | 'pending';
  /** How many days before the seed it was published. */
  publishedDaysAgo?: number;
}

/** Six published stories (the first is featured) and one submission waiting for review. */
export const STORY_SEED: readonly StorySeed[] = [
  {
    name: 'Nosipho Dube',
    beforeTitle: 'Unemployed BCom graduate',
    afterTitle: 'Founder of a small creative agency',
    quote:
      'I had a degree and no job for two years. My mentor showed me that the Instagram skills I used for fun were a service small businesses would pay for. I registered my agency in 2025 and we now run social media for eleven businesses in Pietermaritzburg.',
    transformationTime: '14 months',
    serviceType: 'mentorship',
    incomeStreamsBefore: 0,
    incomeStreamsAfter: 3,
    journeyPathSlug: 'creative-hustler',
    isFeatured: true,
    status: 'published',
    publishedDaysAgo: 40,
  },
  {
    name: 'Themba Khoza',
    beforeTitle: 'Taxi rank marshal',
    afterTitle: 'Owner of a mobile car-wash and detailing business',
    quote:
      'The group sessions taught me to count every cost, even the water and the airtime. I started with one bucket at the rank. Now two young guys work with me and offices in Midrand book us every week.',
    transformationTime: '8 months',
    serviceType: 'mentorship',
    incomeStreamsBefore: 1,
    incomeStreamsAfter: 2,
    journeyPathSlug: 'side-hustle-starter',
    isFeatured: false,
    status: 'published',
    publishedDaysAgo: 33,
  },
  {
    name: 'Gloria Maseko',
    beforeTitle: 'Retired teacher living on a pension',
    afterTitle: 'Online maths tutor with 30 learners',
    quote:
      'I thought retirement meant my teaching was over. With a cheap laptop and WhatsApp groups I now tutor matric maths learners from Mthatha to Mahikeng, and my pension is no longer our only income.',
    transformationTime: '5 months',
    serviceType: 'mentorship',
    incomeStreamsBefore: 1,
    incomeStreamsAfter: 3,
    journeyPathSlug: 'consultant',
    isFeatured: false,
    status: 'published',
    publishedDaysAgo: 27,
  },
  {
    name: 'Mpho Seleke',
    beforeTitle: 'Call-centre agent',
    afterTitle: 'Freelance web developer with overseas clients',
    quote:
      'My coach made me finish one real project instead of ten tutorials. That project got me my first client in Amsterdam. I still live in Rustenburg, but I now earn in euros.',
    transformationTime: '11 months',
    serviceType: 'coaching',
    incomeStreamsBefore: 1,
    incomeStreamsAfter: 2,
    journeyPathSlug: 'freelance-expert',
    isFeatured: false,
    status: 'published',
    publishedDaysAgo: 20,
  },
  {
    name: 'Martha Ngubane',
    beforeTitle: 'Subsistence gardener',
    afterTitle: 'Vegetable supplier to three local schools',
    quote:
      'I always grew spinach and cabbage for the family. Learning about drip irrigation and how to talk to buyers changed everything: three schools near Nongoma now buy my vegetables every week.',
    transformationTime: '10 months',
    serviceType: 'mentorship',
    incomeStreamsBefore: 0,
    incomeStreamsAfter: 2,
    journeyPathSlug: 'rural-innovator',
    isFeatured: false,
    status: 'published',
    publishedDaysAgo: 12,
  },
  {
    name: 'Kavitha Naidoo',
    beforeTitle: 'Full-time admin clerk',
    afterTitle: 'Clerk, weekend baker and cake-decorating teacher',
    quote:
      'I did not want to quit my job, I wanted options. Coaching helped me plan my weekends: cakes on Saturday, a decorating class on Sunday. My baking now pays our bond.',
    transformationTime: '7 months',
    serviceType: 'coaching',
    incomeStreamsBefore: 1,
    incomeStreamsAfter: 3,
    journeyPathSlug: 'multi-passionate-explorer',
    isFeatured: false,
    status: 'published',
    publishedDaysAgo: 5,
  },
  {
    submittedBy: P.mentee,
    name: 'Lerato Mokoena',
    beforeTitle: 'Matriculant looking for work',
    afterTitle: 'Selling thrifted clothing on WhatsApp',
    quote:
      'After the pricing session I stopped selling at whatever people offered. I now post a new drop every Friday on my WhatsApp status and made my first R1,500 profit last month.',
    transformationTime: '3 months',
    serviceType: 'mentorship',
    incomeStreamsBefore: 0,
    incomeStreamsAfter: 1,
    journeyPathSlug: 'side-hustle-starter',
    isFeatured: false,
    status: 'pending',
  },
];

export interface RoomSeed {
  name: string;
  description: string;
  category: (typeof ROOM_CATEGORIES)[number];
  members: readonly string[];
  /** Oldest first; hoursAgo places them in the past. */
  messages: readonly {
    from: string;
    content: string;
    hoursAgo: number;
    reportedBy?: { email: string; reason: string };
  }[];
}

/** One room per room category, with a short conversation each. */
export const ROOM_SEED: readonly RoomSeed[] = [
  {
    name: 'Creative Hustlers Lounge',
    description:
      'Designers, makers, photographers and musicians swapping pricing tips, client leads and honest feedback.',
    category: 'creative-hustler',
    members: [P.zanele, P.subscriber, P.precious, P.johan, P.nandi, P.mentee],
    messages: [
      {
        from: P.johan,
        content: 'Restored a yellowwood chest this week. How do you all price once-off pieces like that?',
        hoursAgo: 50,
      },
      {
        from: P.zanele,
        content:
          'Materials plus your hours at a rate you would accept from a stranger, then add 30% for the shop. Post a photo, we can help!',
        hoursAgo: 48,
      },
      {
        from: P.subscriber,
        content: 'Happy to do a simple logo for anyone who needs one for their market stall. Portfolio on request.',
        hoursAgo: 20,
      },
      {
        from: P.zanele,
        content:
          'Welcome to everyone who joined this week! Say hello: what do you make, and where do you sell it? Questions about pricing are always welcome here.',
        hoursAgo: 3,
      },
    ],
  },
  {
    name: 'Rural Innovation Hub',
    description: 'Farming, agro-processing, solar and small-town services: what works outside the metros.',
    category: 'rural-innovation',
    members: [P.pieter, P.kagiso, P.tshepo],
    messages: [
      {
        from: P.kagiso,
        content: 'Has anyone run a small tunnel on borehole water? Worried about the iron in ours.',
        hoursAgo: 30,
      },
      {
        from: P.pieter,
        content: 'Get the water tested first (about R600 at a lab). A simple filter before the tank solved it for us.',
        hoursAgo: 28,
      },
      {
        from: P.tshepo,
        content: 'My uncle in Tzaneen wants to start with chickens. Any advice on layers vs broilers for a beginner?',
        hoursAgo: 6,
      },
    ],
  },
  {
    name: 'Digital Freedom Circle',
    description: 'Remote work, freelancing platforms, selling online and getting paid from abroad.',
    category: 'digital-freedom',
    members: [P.thabo, P.karabo, P.nandi, P.subscriber, P.vusi],
    messages: [
      {
        from: P.vusi,
        content: 'DM me for a guaranteed R5,000 a day with my forex signals!!! Only R499 to join.',
        hoursAgo: 27,
        // The admin demo's moderation queue item: reported and left open, in the last room and older than the
        // conversation around it, so nobody opening the community meets it first.
        reportedBy: { email: P.nandi, reason: 'Spam: a get-rich-quick trading scheme asking members for money.' },
      },
      {
        from: P.nandi,
        content: 'What is the cheapest way to receive dollars from a US client into a South African bank account?',
        hoursAgo: 26,
      },
      {
        from: P.thabo,
        content:
          'Compare the fees on a few transfer services; bank SWIFT fees eat small invoices. Invoice in the client’s currency.',
        hoursAgo: 25,
      },
      {
        from: P.karabo,
        content: 'Also keep the invoices: SARS still wants to see foreign income on your return.',
        hoursAgo: 24,
      },
    ],
  },
];

export interface PlanSeed {
  name: string;
  priceCents: number;
  description: string;
  maxSessionsPerMonth: number;
  sessionDurationMinutes: number;
  includesChat: boolean;
  includesFiles: boolean;
  features: readonly string[];
}

/** Three monthly plans in display order; the second (Starter, R299) is the one marked 'Most Popular'. */
export const PLAN_SEED: readonly PlanSeed[] = [
  {
    name: 'Check-in',
    priceCents: 14_900,
    description: 'A monthly one-on-one to keep your income plan on track.',
    maxSessionsPerMonth: 1,
    sessionDurationMinutes: 30,
    includesChat: true,
    includesFiles: false,
    features: ['One 30-minute coaching call a month', 'Chat with your coach', 'A written action plan after each call'],
  },
  {
    name: 'Starter',
    priceCents: 29_900,
    description: 'Fortnightly coaching and chat to launch your first income stream.',
    maxSessionsPerMonth: 2,
    sessionDurationMinutes: 45,
    includesChat: true,
    includesFiles: false,
    features: [
      'Two 45-minute coaching calls a month',
      'Unlimited chat with your coach',
      'Feedback on your pricing and business plan',
      'Everything in Check-in',
    ],
  },
  {
    name: 'Growth',
    priceCents: 59_900,
    description: 'Weekly coaching and document reviews for a business that is ready to grow.',
    maxSessionsPerMonth: 4,
    sessionDurationMinutes: 60,
    includesChat: true,
    includesFiles: true,
    features: [
      'Weekly 60-minute coaching call',
      'Chat and file sharing with your coach',
      'Reviews of pitch decks, proposals and financial projections',
      'Everything in Starter',
    ],
  },
];
