import type { EVENT_TYPES } from '../../schema/contract/enums.ts';
import { sastAt } from './time.ts';

/** Seeded people by email, so sessions and events read clearly. */
const P = {
  mentee: 'mentee@sebenza.test',
  subscriber: 'subscriber@sebenza.test',
  sipho: 'mentor@sebenza.test',
  naledi: 'coach@sebenza.test',
  thabo: 'thabo.mokoena@mentors.sebenza.test',
  zanele: 'zanele.mahlangu@mentors.sebenza.test',
  pieter: 'pieter.vandermerwe@mentors.sebenza.test',
  lwazi: 'lwazi.ndlovu@mentors.sebenza.test',
  fatima: 'fatima.patel@mentors.sebenza.test',
  ayesha: 'ayesha.daniels@mentors.sebenza.test',
  karabo: 'karabo.molefe@mentors.sebenza.test',
  kagiso: 'kagiso.sebola@members.sebenza.test',
  precious: 'precious.ntuli@members.sebenza.test',
  johan: 'johan.botha@members.sebenza.test',
  nandi: 'nandi.mkhize@members.sebenza.test',
  tshepo: 'tshepo.radebe@members.sebenza.test',
  chantel: 'chantel.jacobs@members.sebenza.test',
  vusi: 'vusi.khanye@members.sebenza.test',
} as const;
export const SEED_PEOPLE = P;

export interface SessionSeed {
  /** The host mentor's account email. */
  host: string;
  title: string;
  description: string;
  scheduledAt: string;
  durationMinutes: number;
  maxParticipants: number;
  category: string;
  status: 'scheduled' | 'completed';
  participants: readonly string[];
  ratings?: readonly { email: string; rating: number; comment: string }[];
}

/** Jitsi rooms work without accounts, so the demo's "Join Meeting" links open a real (empty) meeting. */
export function meetingLink(title: string): string {
  return `https://meet.jit.si/Sebenza-${title.replace(/[^A-Za-z0-9]+/g, '')}`;
}

/**
 * Ten upcoming sessions (1 to 13 days ahead, evenings and Saturday-style mornings in SAST) and two completed
 * ones. "Selling handmade products online" is seeded full, so 'Session Full' can be seen.
 */
export function sessionSeed(now: Date): SessionSeed[] {
  return [
    {
      host: P.sipho,
      title: 'Pricing your side hustle for profit',
      description:
        'Work out what your product or service really costs (your time, transport, data, stock) and set a price that pays you. Bring one thing you sell or want to sell.',
      scheduledAt: sastAt(now, 1, 18, 30),
      durationMinutes: 60,
      maxParticipants: 10,
      category: 'Business Planning',
      status: 'scheduled',
      participants: [P.mentee, P.tshepo, P.precious],
    },
    {
      host: P.naledi,
      title: 'Five income streams without burning out',
      description:
        'How to run a job, a side hustle and family life at once: choosing which streams to grow, weekly planning and saying no. Open Q&A in the last 20 minutes.',
      scheduledAt: sastAt(now, 2, 19, 0),
      durationMinutes: 60,
      maxParticipants: 15,
      category: 'Personal Development',
      status: 'scheduled',
      participants: [P.mentee, P.subscriber, P.chantel],
    },
    {
      host: P.thabo,
      title: 'Landing your first remote developer client',
      description:
        'Portfolio, profiles and the first proposal: what overseas clients look for, how to quote in foreign currency and how to get paid into a South African account.',
      scheduledAt: sastAt(now, 3, 18, 0),
      durationMinutes: 60,
      maxParticipants: 10,
      category: 'Technology',
      status: 'scheduled',
      participants: [P.nandi],
    },
    {
      host: P.sipho,
      title: 'Bookkeeping basics for spaza and home businesses',
      description:
        'A simple cash book on your phone, separating business and personal money, and the three numbers to check every Friday. Templates shared after the session.',
      scheduledAt: sastAt(now, 4, 18, 30),
      durationMinutes: 60,
      maxParticipants: 12,
      category: 'Finance',
      status: 'scheduled',
      participants: [P.tshepo],
    },
    {
      host: P.zanele,
      title: 'Selling handmade products online',
      description:
        'Phone photography, writing product descriptions, pricing for marketplaces and packaging that survives the courier. Small group so everyone gets feedback on their own products.',
      scheduledAt: sastAt(now, 5, 18, 30),
      durationMinutes: 60,
      maxParticipants: 4,
      category: 'Creative Skills',
      status: 'scheduled',
      participants: [P.precious, P.johan, P.nandi, P.chantel],
    },
    {
      host: P.lwazi,
      title: 'Growing on TikTok with a R0 budget',
      description:
        'Hooks, posting rhythm and the analytics that matter. We will review three members’ accounts live and plan a month of content together.',
      scheduledAt: sastAt(now, 6, 19, 0),
      durationMinutes: 45,
      maxParticipants: 25,
      category: 'Marketing',
      status: 'scheduled',
      participants: [P.nandi, P.precious],
    },
    {
      host: P.sipho,
      title: 'From payslip to portfolio: your first second income',
      description:
        'For people with a job: choosing a hustle that fits your hours, what your employment contract allows, and reinvesting the first R1,000 you make.',
      scheduledAt: sastAt(now, 8, 10, 0),
      durationMinutes: 90,
      maxParticipants: 20,
      category: 'Personal Development',
      status: 'scheduled',
      participants: [P.subscriber],
    },
    {
      host: P.pieter,
      title: 'Hydroponics on a quarter-hectare: costs and yields',
      description:
        'Real numbers from a working farm: tunnel and pump costs, what lettuce and herbs earn per square metre, and how to approach a retailer as a small grower.',
      scheduledAt: sastAt(now, 9, 10, 0),
      durationMinutes: 90,
      maxParticipants: 15,
      category: 'Business Planning',
      status: 'scheduled',
      participants: [P.kagiso],
    },
    {
      host: P.fatima,
      title: 'SARS, tax numbers and your side income',
      description:
        'When side income becomes taxable, provisional tax in plain language, what you can deduct and how to register on eFiling without paying an agent.',
      scheduledAt: sastAt(now, 11, 18, 0),
      durationMinutes: 60,
      maxParticipants: 20,
      category: 'Finance',
      status: 'scheduled',
      participants: [P.subscriber, P.johan],
    },
    {
      host: P.karabo,
      title: 'Writing proposals that win freelance work',
      description:
        'A one-page proposal template, pricing packages instead of hours, and following up without being pushy. Bring a real client you want to pitch.',
      scheduledAt: sastAt(now, 13, 18, 30),
      durationMinutes: 60,
      maxParticipants: 12,
      category: 'Marketing',
      status: 'scheduled',
      participants: [],
    },
    {
      host: P.sipho,
      title: 'Finding your first ten customers',
      description:
        'Friends and family first, then WhatsApp status, community groups and partnerships with businesses next door. Everyone left with a list of ten names.',
      scheduledAt: sastAt(now, -7, 18, 30),
      durationMinutes: 60,
      maxParticipants: 10,
      category: 'Marketing',
      status: 'completed',
      participants: [P.mentee, P.tshepo, P.precious],
      ratings: [
        { email: P.mentee, rating: 5, comment: 'I made my list of ten and sold to three of them that weekend.' },
        { email: P.tshepo, rating: 4, comment: 'Very practical. I wish it was longer.' },
      ],
    },
    {
      host: P.ayesha,
      title: 'Teaching online: tools that work on low data',
      description:
        'WhatsApp voice notes, shared PDFs and short video calls: running paid lessons that learners can afford to attend on prepaid data.',
      scheduledAt: sastAt(now, -14, 18, 0),
      durationMinutes: 60,
      maxParticipants: 15,
      category: 'Technology',
      status: 'completed',
      participants: [P.chantel, P.mentee],
      ratings: [{ email: P.chantel, rating: 5, comment: 'Exactly what I needed for my reading classes.' }],
    },
  ];
}

export interface EventSeed {
  type: (typeof EVENT_TYPES)[number];
  title: string;
  description: string;
  scheduledAt: string;
  endTime: string;
  location: string;
  address: string | null;
  maxAttendees: number;
  /** Integer cents. */
  priceCents: number;
  registrations: readonly string[];
}

/**
 * Four upcoming events: a paid summit (R150.00, no registrations: paid registration opens with payments), a free
 * workshop, a full free networking evening, a free open day.
 */
export function eventSeed(now: Date): EventSeed[] {
  return [
    {
      type: 'summit',
      title: 'Sebenza Income Summit: Johannesburg',
      description:
        'A full day with mentors who built income outside a 9-to-5: panels on side hustles, rural enterprise and freelancing, a funding clinic, and speed-mentoring in the afternoon. Lunch included.',
      scheduledAt: sastAt(now, 24, 9, 0),
      endTime: sastAt(now, 24, 16, 0),
      location: 'Johannesburg',
      address: 'Constitution Hill, 11 Kotze Street, Braamfontein, Johannesburg',
      maxAttendees: 250,
      priceCents: 15_000,
      // Paid registration opens with payments, so nobody holds a place yet.
      registrations: [],
    },
    {
      type: 'workshop',
      title: "Pricing Your Craft: Makers' Workshop",
      description:
        'Hands-on morning for makers and artisans: cost your materials and hours, set wholesale and retail prices, and practise pitching to a shop owner. Bring two products.',
      scheduledAt: sastAt(now, 10, 10, 0),
      endTime: sastAt(now, 10, 13, 0),
      location: 'Cape Town',
      address: 'The Old Biscuit Mill, 373-375 Albert Road, Woodstock, Cape Town',
      maxAttendees: 30,
      priceCents: 0,
      registrations: [P.subscriber, P.johan, P.mentee],
    },
    {
      type: 'networking',
      title: 'Durban Side-Hustle Networking Evening',
      description:
        'Meet other hustlers and mentors over snacks: one-minute introductions, a "what I need / what I offer" board and small-group tables by industry.',
      scheduledAt: sastAt(now, 6, 17, 30),
      endTime: sastAt(now, 6, 20, 0),
      location: 'Durban',
      address: 'Florida Road, Morningside, Durban',
      maxAttendees: 6,
      priceCents: 0,
      registrations: [P.kagiso, P.precious, P.johan, P.nandi, P.tshepo, P.chantel],
    },
    {
      type: 'other',
      title: 'Rural Agripreneurs Open Day',
      description:
        'Walk a working hydroponic farm and a layer-hen co-operative, see the equipment and the books, and meet buyers from local retailers. Transport from Polokwane CBD at 08:00.',
      scheduledAt: sastAt(now, 17, 9, 0),
      endTime: sastAt(now, 17, 14, 0),
      location: 'Polokwane',
      address: 'Polokwane, Limpopo (farm directions sent after registration)',
      maxAttendees: 60,
      priceCents: 0,
      registrations: [P.kagiso],
    },
  ];
}
