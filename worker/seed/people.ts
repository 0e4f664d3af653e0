import type { SERVICE_TYPES } from '../../schema/contract/auth.ts';
import type { EXPERIENCE_LEVELS } from '../../schema/contract/enums.ts';
import type { LanguageCode } from '../../schema/contract/languages-rules.ts';
import type { DemoAccountKey } from '../auth/demo-accounts.ts';
import type { CategorySlug, JourneySlug } from '../taxonomy/taxonomy-seed.ts';

export interface MentorSeed {
  /** Demo mentors take their account from DEMO_ACCOUNTS; the others get an account nobody can sign in to. */
  demo?: DemoAccountKey;
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  location: string;
  description: string;
  experience: string;
  yearsOfFreedom: number;
  /** The first is the primary category / journey (what the create form sends as category / journeyPath). */
  categories: readonly [CategorySlug, ...CategorySlug[]];
  journeys: readonly [JourneySlug, ...JourneySlug[]];
  skills: readonly string[];
  serviceType: (typeof SERVICE_TYPES)[number];
  /** The official languages they mentor in. */
  languages: readonly [LanguageCode, ...LanguageCode[]];
}

/** Fifteen mentors across all eight categories, the journey paths and South Africa's cities. */
export const MENTOR_SEED: readonly MentorSeed[] = [
  {
    demo: 'mentor',
    email: 'mentor@sebenza.test',
    firstName: 'Sipho',
    lastName: 'Dlamini',
    title: 'Side-hustle strategist and bookkeeper',
    location: 'Johannesburg, Gauteng',
    description:
      'I left a bank back-office job in 2019 with a bookkeeping side hustle and a weekend car wash. Today I keep the books for 30 small businesses in Joburg and help people price, cost and register their first hustle.',
    experience:
      'Bookkeeping, pricing, cash-flow planning, SARS registration for small businesses, customer acquisition on a tiny budget.',
    yearsOfFreedom: 6,
    categories: ['business', 'consulting'],
    journeys: ['side-hustle-starter', 'freelance-expert'],
    skills: ['Accounting/Finance', 'Teaching/Tutoring', 'Digital Marketing'],
    serviceType: 'mentorship',
    languages: ['zu', 'ss', 'en'],
  },
  {
    demo: 'coach',
    email: 'coach@sebenza.test',
    firstName: 'Naledi',
    lastName: 'Khumalo',
    title: 'Income diversification coach',
    location: 'Cape Town, Western Cape',
    description:
      'Former HR manager turned coach. I run a corporate-wellness practice, a CV-writing service and a small guesthouse, and I coach people one-on-one to build several income streams without burning out.',
    experience:
      'Career transitions, CV and LinkedIn reviews, time management across several income streams, burnout prevention.',
    yearsOfFreedom: 7,
    categories: ['business', 'wellness', 'education'],
    journeys: ['multi-passionate-explorer', 'knowledge-monetiser'],
    skills: ['Writing/Content Creation', 'Fitness/Wellness', 'Teaching/Tutoring'],
    serviceType: 'coach',
    languages: ['en', 'zu', 'af'],
  },
  {
    email: 'thabo.mokoena@mentors.sebenza.test',
    firstName: 'Thabo',
    lastName: 'Mokoena',
    title: 'Freelance full-stack developer',
    location: 'Pretoria, Gauteng',
    description:
      'Self-taught developer from Mamelodi. I build web apps for clients in the UK and the Netherlands from Pretoria, and I show people how to land and keep their first remote client.',
    experience:
      'JavaScript, React and Node.js; remote contracts; invoicing in euros and pounds; building a portfolio with no degree.',
    yearsOfFreedom: 5,
    categories: ['technology'],
    journeys: ['freelance-expert', 'digital-nomad'],
    skills: ['Web Development', 'Graphic Design'],
    serviceType: 'both',
    languages: ['nso', 'st', 'en'],
  },
  {
    email: 'zanele.mahlangu@mentors.sebenza.test',
    firstName: 'Zanele',
    lastName: 'Mahlangu',
    title: 'Textile designer and online seller',
    location: 'Durban, KwaZulu-Natal',
    description:
      'My shweshwe cushions and beaded homeware started at a Durban craft market and now ship across South Africa and overseas. I teach makers to cost their work, photograph it well and sell online.',
    experience:
      'Product costing, product photography on a phone, online marketplaces, courier and packaging for small sellers.',
    yearsOfFreedom: 4,
    categories: ['creative-arts', 'marketing'],
    journeys: ['creative-hustler', 'ecommerce-builder', 'maker-artisan'],
    skills: ['Crafts/Art', 'Fashion/Tailoring', 'Photography'],
    serviceType: 'mentorship',
    languages: ['zu', 'nr', 'en'],
  },
  {
    email: 'pieter.vandermerwe@mentors.sebenza.test',
    firstName: 'Pieter',
    lastName: 'van der Merwe',
    title: 'Hydroponic vegetable grower',
    location: 'Polokwane, Limpopo',
    description:
      'I farm lettuce, herbs and tomatoes in tunnels on a quarter-hectare outside Polokwane and supply two supermarkets and a hospital kitchen. I help small growers plan water, costs and buyers before they plant.',
    experience:
      'Hydroponics, tunnel farming, irrigation on borehole water, supplying retailers, GAP certification basics.',
    yearsOfFreedom: 9,
    categories: ['agriculture'],
    journeys: ['rural-innovator'],
    skills: ['Agriculture', 'Construction/Handyman'],
    serviceType: 'mentorship',
    languages: ['af', 'en', 'nso'],
  },
  {
    email: 'nomvula.sithole@mentors.sebenza.test',
    firstName: 'Nomvula',
    lastName: 'Sithole',
    title: 'Yoga teacher and wellness retreat host',
    location: 'Durban, KwaZulu-Natal',
    description:
      'Nurse for twelve years, now a yoga teacher running beach classes in Umhlanga, corporate sessions and weekend retreats in the Drakensberg. I coach wellness professionals to fill classes and price retreats.',
    experience:
      'Class scheduling and pricing, corporate wellness contracts, retreat planning and deposits, community building on WhatsApp.',
    yearsOfFreedom: 5,
    categories: ['wellness'],
    journeys: ['multi-passionate-explorer', 'tourism-experience-creator'],
    skills: ['Fitness/Wellness', 'Event Planning'],
    serviceType: 'coach',
    languages: ['zu', 'en'],
  },
  {
    email: 'lwazi.ndlovu@mentors.sebenza.test',
    firstName: 'Lwazi',
    lastName: 'Ndlovu',
    title: 'Content creator and YouTube educator',
    location: 'Soweto, Gauteng',
    description:
      'I make money-and-tech explainers in isiZulu and English for 180,000 followers from my room in Orlando East. I teach creators to grow on a R0 budget and land their first brand deals.',
    experience: 'Short-form video, YouTube, brand partnerships, rate cards, filming and editing on a phone.',
    yearsOfFreedom: 3,
    categories: ['marketing', 'creative-arts'],
    journeys: ['content-creator', 'digital-nomad'],
    skills: ['Writing/Content Creation', 'Digital Marketing', 'Music/Entertainment'],
    serviceType: 'mentorship',
    languages: ['zu', 'st', 'en'],
  },
  {
    email: 'fatima.patel@mentors.sebenza.test',
    firstName: 'Fatima',
    lastName: 'Patel',
    title: 'Chartered accountant and small-business finance adviser',
    location: 'Johannesburg, Gauteng',
    description:
      'CA(SA) who left audit to run a virtual finance practice for township and suburban small businesses. I demystify tax, VAT, funding applications and paying yourself a salary.',
    experience:
      'Tax and provisional tax, VAT registration, funding applications, financial statements, pricing for profit.',
    yearsOfFreedom: 6,
    categories: ['business', 'consulting'],
    journeys: ['side-hustle-starter', 'knowledge-monetiser'],
    skills: ['Accounting/Finance', 'Teaching/Tutoring'],
    serviceType: 'both',
    languages: ['en', 'af'],
  },
  {
    email: 'ayesha.daniels@mentors.sebenza.test',
    firstName: 'Ayesha',
    lastName: 'Daniels',
    title: 'Online tutor and curriculum designer',
    location: 'Cape Town, Western Cape',
    description:
      'High-school maths teacher from Mitchells Plain who now tutors matrics online and writes study guides sold to schools. I help teachers and students earn from what they know.',
    experience:
      'Online tutoring, CAPS curriculum, writing and selling study guides, running classes over WhatsApp on low data.',
    yearsOfFreedom: 4,
    categories: ['education', 'technology'],
    journeys: ['consultant', 'digital-nomad'],
    skills: ['Teaching/Tutoring', 'Writing/Content Creation', 'Language Services'],
    serviceType: 'mentorship',
    languages: ['af', 'en'],
  },
  {
    email: 'bongani.zulu@mentors.sebenza.test',
    firstName: 'Bongani',
    lastName: 'Zulu',
    title: 'Township tourism operator',
    location: 'Soweto, Gauteng',
    description:
      'I run bicycle and food tours around Vilakazi Street and partner with local shisanyamas and B&Bs. I help people turn their neighbourhood stories into experiences visitors book online.',
    experience:
      'Tour design, booking platforms, tourism registration, partnerships with local food vendors, guest reviews.',
    yearsOfFreedom: 8,
    categories: ['business', 'marketing'],
    journeys: ['tourism-experience-creator', 'side-hustle-starter'],
    skills: ['Event Planning', 'Transport/Delivery', 'Language Services'],
    serviceType: 'mentorship',
    languages: ['zu', 'ts', 'en'],
  },
  {
    email: 'karabo.molefe@mentors.sebenza.test',
    firstName: 'Karabo',
    lastName: 'Molefe',
    title: 'Digital marketing consultant',
    location: 'Pretoria, Gauteng',
    description:
      'I run social media and online ads for 14 small businesses and three online shops. I coach freelancers to package their services, write proposals that win and keep clients on monthly retainers.',
    experience: 'Meta and Google ads, social media management, proposals and retainers, e-commerce conversion.',
    yearsOfFreedom: 5,
    categories: ['marketing', 'consulting'],
    journeys: ['freelance-expert', 'ecommerce-builder'],
    skills: ['Digital Marketing', 'Writing/Content Creation', 'Graphic Design'],
    serviceType: 'coach',
    languages: ['tn', 'nso', 'en'],
  },
  {
    email: 'lindiwe.mabaso@mentors.sebenza.test',
    firstName: 'Lindiwe',
    lastName: 'Mabaso',
    title: 'Poultry and egg co-operative founder',
    location: 'Gqeberha, Eastern Cape',
    description:
      'I started with 50 layer hens behind my mother’s house in KwaZakhele. Our co-operative of nine women now supplies eggs to spaza shops and a school feeding scheme. Ask me about feed costs and buyers.',
    experience:
      'Layer and broiler production, co-operative registration, feed and vaccination costs, selling to spaza shops and schools.',
    yearsOfFreedom: 6,
    categories: ['agriculture', 'business'],
    journeys: ['rural-innovator'],
    skills: ['Agriculture', 'Accounting/Finance'],
    serviceType: 'mentorship',
    languages: ['xh', 'en', 'sfs'],
  },
  {
    email: 'jason.adams@mentors.sebenza.test',
    firstName: 'Jason',
    lastName: 'Adams',
    title: 'Photographer and events creative',
    location: 'Cape Town, Western Cape',
    description:
      'Wedding and events photographer from Athlone with a team of three. I help photographers, DJs and décor teams quote properly, take deposits and get booked through referrals.',
    experience:
      'Event photography, quoting and deposits, contracts, building a referral network with venues and planners.',
    yearsOfFreedom: 7,
    categories: ['creative-arts', 'marketing'],
    journeys: ['event-creative-service', 'creative-hustler'],
    skills: ['Photography', 'Event Planning', 'Music/Entertainment'],
    serviceType: 'mentorship',
    languages: ['en', 'af'],
  },
  {
    email: 'refilwe.maake@mentors.sebenza.test',
    firstName: 'Refilwe',
    lastName: 'Maake',
    title: 'Property investor and student-housing landlord',
    location: 'Polokwane, Limpopo',
    description:
      'I converted my family’s yard in Polokwane into eight rooms for university students and now manage two more properties. I mentor people on backyard rentals done legally and profitably.',
    experience:
      'Backyard and student rentals, building plans and municipal approval, leases, bond applications, tenant management.',
    yearsOfFreedom: 5,
    categories: ['business', 'consulting'],
    journeys: ['property-hustler'],
    skills: ['Construction/Handyman', 'Accounting/Finance'],
    serviceType: 'mentorship',
    languages: ['nso', 've', 'en'],
  },
  {
    email: 'siyabonga.cele@mentors.sebenza.test',
    firstName: 'Siyabonga',
    lastName: 'Cele',
    title: 'Solar installer and technical trainer',
    location: 'Gqeberha, Eastern Cape',
    description:
      'Electrician who started installing solar and backup systems during load-shedding. I now train young installers in the Eastern Cape and help them find their first paying jobs.',
    experience: 'Solar PV and inverter installations, electrical compliance, quoting, training apprentices.',
    yearsOfFreedom: 4,
    categories: ['technology', 'education'],
    journeys: ['rural-innovator', 'knowledge-monetiser'],
    skills: ['Construction/Handyman', 'Teaching/Tutoring'],
    serviceType: 'mentorship',
    languages: ['xh', 'zu', 'en'],
  },
];

export interface MemberSeed {
  demo?: DemoAccountKey;
  email: string;
  firstName: string;
  lastName: string;
  profile: {
    bio: string;
    currentSituation: string;
    goals: string;
    interests: string;
    preferredJourneyPath: JourneySlug;
    location: string;
    experienceLevel: (typeof EXPERIENCE_LEVELS)[number];
    availableTime: string;
    learningStyle: string;
    languages: LanguageCode[];
  };
}

/** Mentees: the two demo mentees plus community members who fill sessions, events and rooms. */
export const MEMBER_SEED: readonly MemberSeed[] = [
  {
    demo: 'mentee',
    email: 'mentee@sebenza.test',
    firstName: 'Lerato',
    lastName: 'Mokoena',
    profile: {
      bio: 'Matriculated in 2023 and looking for work while selling thrifted clothes on WhatsApp.',
      currentSituation: 'Unemployed, living with family in Tembisa',
      goals: 'Earn R4,000 a month from my own business within a year.',
      interests: 'fashion, thrifting, social media, photography',
      preferredJourneyPath: 'side-hustle-starter',
      location: 'Tembisa, Gauteng',
      experienceLevel: 'beginner',
      availableTime: 'flexible',
      learningStyle: 'visual',
      languages: ['nso', 'zu', 'en'],
    },
  },
  {
    demo: 'subscriber',
    email: 'subscriber@sebenza.test',
    firstName: 'Ayanda',
    lastName: 'Mthembu',
    profile: {
      bio: 'Call-centre team leader in Umhlanga building a graphic-design business on the side.',
      currentSituation: 'Employed full-time, designing logos and flyers in the evenings',
      goals: 'Replace my salary with design retainers within two years.',
      interests: 'graphic design, branding, freelancing',
      preferredJourneyPath: 'freelance-expert',
      location: 'Durban, KwaZulu-Natal',
      experienceLevel: 'intermediate',
      availableTime: 'evenings',
      learningStyle: 'visual',
      languages: ['zu', 'en'],
    },
  },
  {
    email: 'kagiso.sebola@members.sebenza.test',
    firstName: 'Kagiso',
    lastName: 'Sebola',
    profile: {
      bio: 'BSc Agriculture graduate back home in Ga-Mphahlele, planning a vegetable tunnel.',
      currentSituation: 'Unemployed graduate',
      goals: 'Supply vegetables to local schools and spaza shops.',
      interests: 'farming, hydroponics, solar',
      preferredJourneyPath: 'rural-innovator',
      location: 'Polokwane, Limpopo',
      experienceLevel: 'beginner',
      availableTime: 'flexible',
      learningStyle: 'hands-on',
      languages: ['nso', 'en'],
    },
  },
  {
    email: 'precious.ntuli@members.sebenza.test',
    firstName: 'Precious',
    lastName: 'Ntuli',
    profile: {
      bio: 'Hairdresser in Umlazi who wants to sell her own hair-care products.',
      currentSituation: 'Self-employed',
      goals: 'Launch a product line and sell online.',
      interests: 'beauty, hair care, online selling',
      preferredJourneyPath: 'ecommerce-builder',
      location: 'Durban, KwaZulu-Natal',
      experienceLevel: 'intermediate',
      availableTime: 'weekends',
      learningStyle: 'visual',
      languages: ['zu', 'en'],
    },
  },
  {
    email: 'johan.botha@members.sebenza.test',
    firstName: 'Johan',
    lastName: 'Botha',
    profile: {
      bio: 'Retired fitter and turner in Bloemfontein who restores furniture.',
      currentSituation: 'Retired',
      goals: 'Turn furniture restoration into a steady extra income.',
      interests: 'woodwork, furniture, markets',
      preferredJourneyPath: 'maker-artisan',
      location: 'Bloemfontein, Free State',
      experienceLevel: 'beginner',
      availableTime: 'flexible',
      learningStyle: 'hands-on',
      languages: ['af', 'en', 'st'],
    },
  },
  {
    email: 'nandi.mkhize@members.sebenza.test',
    firstName: 'Nandi',
    lastName: 'Mkhize',
    profile: {
      bio: 'Second-year BCom student at UJ who edits videos for creators.',
      currentSituation: 'Student',
      goals: 'Pay my own fees from freelance video editing.',
      interests: 'video editing, content creation, TikTok',
      preferredJourneyPath: 'content-creator',
      location: 'Johannesburg, Gauteng',
      experienceLevel: 'intermediate',
      availableTime: 'evenings',
      learningStyle: 'visual',
      languages: ['zu', 'en'],
    },
  },
  {
    email: 'tshepo.radebe@members.sebenza.test',
    firstName: 'Tshepo',
    lastName: 'Radebe',
    profile: {
      bio: 'Delivery driver in Soweto saving to start a mobile car wash.',
      currentSituation: 'Employed part-time',
      goals: 'Run a car-wash business with two employees.',
      interests: 'car care, small business, delivery',
      preferredJourneyPath: 'side-hustle-starter',
      location: 'Soweto, Gauteng',
      experienceLevel: 'beginner',
      availableTime: 'mornings',
      learningStyle: 'auditory',
      languages: ['st', 'zu', 'en'],
    },
  },
  {
    email: 'chantel.jacobs@members.sebenza.test',
    firstName: 'Chantel',
    lastName: 'Jacobs',
    profile: {
      bio: 'Preschool teacher in Gqeberha who tutors reading in the afternoons.',
      currentSituation: 'Employed full-time',
      goals: 'Open a small after-school reading centre.',
      interests: 'early childhood education, tutoring, reading',
      preferredJourneyPath: 'consultant',
      location: 'Gqeberha, Eastern Cape',
      experienceLevel: 'intermediate',
      availableTime: 'afternoons',
      learningStyle: 'reading',
      languages: ['af', 'en'],
    },
  },
  {
    email: 'vusi.khanye@members.sebenza.test',
    firstName: 'Vusi',
    lastName: 'Khanye',
    profile: {
      bio: 'Trading forex and crypto from my phone.',
      currentSituation: 'Between jobs',
      goals: 'Financial freedom through trading.',
      interests: 'forex, crypto, trading',
      preferredJourneyPath: 'digital-nomad',
      location: 'Tembisa, Gauteng',
      experienceLevel: 'beginner',
      availableTime: 'flexible',
      learningStyle: 'visual',
      languages: ['zu', 'en'],
    },
  },
];
