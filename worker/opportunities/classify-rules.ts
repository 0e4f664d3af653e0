import type { OpportunityDifficulty } from '../../schema/contract/ai.ts';
import { formatRand } from '../../schema/contract/money-rules.ts';
import { MONTH_NAMES, sastWallClock } from '../../schema/contract/share.ts';
import type { CategorySlug } from '../seed/taxonomy.ts';
import type { ClassifiedItem, FeedItem } from './types.ts';

/**
 * Transparent keyword rules: FeedItem → ClassifiedItem, used when no model is configured (the offline advisor) and
 * for any item the model could not classify (docs/decisions/012).
 *
 * Each item is matched against "profiles": kinds of work a small supplier could do (cleaning, catering, ICT...),
 * each with a weighted keyword list, a mentor category and estimates. A word in the title counts 3 times its
 * weight, in the publisher's tags twice, in the summary once; the highest total wins, ties go to the earlier
 * profile, and an item that matches nothing is 'business' with general estimates.
 *
 * Category choices: the eight mentor categories have no "trades and services" category. Running a cleaning,
 * catering, transport, security, maintenance, construction or supply business is mostly a matter of pricing,
 * cash flow, staff and compliance, which are Business & Finance questions, so those profiles are 'business'.
 * Specialised work goes where its mentors are: ICT → technology, printing and events → creative-arts, training →
 * education, farming and gardening → agriculture, health care → wellness, advertising → marketing, advisory work
 * → consulting.
 *
 * Honest data: every rand range here is an ESTIMATE, our judgement from common South African retail prices for the
 * equipment named and a typical first order, not a survey, and the text says "Estimate". The only facts stated
 * are the compliance steps in TENDER_COMPLIANCE, from the public pages in RULE_SOURCES (looked up 2026-11-22).
 */

/** The public pages behind the compliance sentences (decision 012 lists them). Nothing else here is sourced. */
export const RULE_SOURCES = {
  cipcBbbee: {
    name: 'BizPortal (CIPC): B-BBEE certificates are free for Exempted Micro Enterprises, turnover up to R10 million',
    url: 'https://bizportal.gov.za/bee.aspx',
  },
  cipcAffidavit: {
    name: 'CIPC: below R10 million turnover a sworn affidavit serves as the B-BBEE certificate',
    url: 'http://www.cipc.co.za/index.php/manage-your-business/manage-your-company/bbbee/',
  },
  sarsTcs: {
    name: 'SARS: request a Tax Compliance Status for a tender on eFiling and receive a PIN',
    url: 'http://www.sars.gov.za/ClientSegments/Individuals/TCS/Pages/How-to-request-your-TCS.aspx',
  },
  csdOnline: {
    name: 'SAinfo (2015): suppliers register themselves online on the Central Supplier Database',
    url: 'http://www.southafrica.info/services/government/supplier-database-020815.htm',
  },
  psira: {
    name: 'Sowetan: a security business and its staff must be trained and registered with PSIRA',
    url: 'https://www.sowetanlive.co.za/news/2007-10-04-security-firms-have-to-follow-proper-procedures/',
  },
} as const;

/**
 * What bidding on any public tender needs first (RULE_SOURCES): registering on the Central Supplier Database and a
 * tender tax PIN are done online by the supplier; CIPC issues B-BBEE certificates free to micro enterprises, or a
 * sworn affidavit serves. (We found no official page stating CSD or PIN fees either way, so we do not say "free"
 * of those two; we say you can do them yourself.)
 */
export const TENDER_COMPLIANCE =
  'Compliance you can do yourself online: register on the Central Supplier Database (csd.gov.za) and request a tender tax PIN on SARS eFiling; CIPC issues B-BBEE certificates free to businesses with turnover up to R10 million, or use a sworn affidavit.';

type Estimate = { min: number; max: number; basis: string };

type Profile = {
  id: string;
  category: CategorySlug;
  /** Lower-case words or phrases and their weights (plurals with -s/-es match too). */
  terms: Readonly<Record<string, number>>;
  /** Starting the work on your own (trends, news): how hard, how long (and why), what it costs, who buys. */
  difficulty: OpportunityDifficulty;
  startTime: string;
  startNote?: string;
  startup: Estimate;
  market: string;
  /** Delivering a first public contract (tenders): the means to do the work until the buyer pays. */
  tender: { difficulty: OpportunityDifficulty; timeToMarket: string; firstContract: Estimate; note?: string };
};

const estimate = (min: number, max: number, basis: string): Estimate => ({ min, max, basis });

/** In priority order (ties go to the earlier profile). The last one, 'general', matches nothing and is the default. */
const PROFILES: readonly Profile[] = [
  {
    id: 'cleaning',
    category: 'business',
    terms: {
      cleaning: 3,
      cleaner: 3,
      hygiene: 3,
      sanitation: 2,
      sanitary: 2,
      janitorial: 3,
      'pest control': 3,
      fumigation: 3,
      laundry: 3,
      'waste removal': 3,
      'waste management': 2,
      refuse: 2,
      'deep clean': 3,
    },
    difficulty: 'easy',
    startTime: '1–2 weeks',
    startup: estimate(
      2000,
      8000,
      'an entry-level vacuum cleaner, mops, buckets, a month of chemicals and protective wear',
    ),
    market: 'Estimate: households, offices, schools and clinics near you (no market figure published)',
    tender: {
      difficulty: 'medium',
      timeToMarket: 'work starts after the award, often weeks later',
      firstContract: estimate(
        10000,
        50000,
        'equipment, chemicals and a month of cleaners’ wages before the first payment',
      ),
    },
  },
  {
    id: 'catering',
    category: 'business',
    terms: {
      catering: 3,
      caterer: 3,
      meal: 2,
      food: 2,
      refreshment: 2,
      cooking: 2,
      bakery: 2,
      baking: 2,
      kitchen: 1,
      'food parcel': 3,
      'school nutrition': 3,
    },
    difficulty: 'medium',
    startTime: '2–4 weeks',
    startNote: 'your municipality’s food-premises rules apply',
    startup: estimate(3000, 15000, 'pots, a gas burner, cooler boxes and the first stock of ingredients'),
    market: 'Estimate: events, offices, schools and households near you (no market figure published)',
    tender: {
      difficulty: 'medium',
      timeToMarket: 'work starts after the award, often weeks later',
      firstContract: estimate(10000, 60000, 'equipment, ingredients and staff for the first orders before payment'),
    },
  },
  {
    id: 'transport',
    category: 'business',
    terms: {
      transport: 3,
      transportation: 3,
      shuttle: 3,
      bus: 2,
      taxi: 2,
      courier: 3,
      delivery: 1,
      logistics: 3,
      'vehicle hire': 3,
      'car hire': 3,
      'scholar transport': 3,
      'learner transport': 3,
      fleet: 2,
      removal: 1,
    },
    difficulty: 'medium',
    startTime: '2–6 weeks',
    startNote: 'with a vehicle you already have',
    startup: estimate(
      5000,
      30000,
      'insurance, licensing and a month of fuel for a vehicle you already own (a vehicle costs far more)',
    ),
    market: 'Estimate: schools, shops and businesses that move people or goods near you (no market figure published)',
    tender: {
      difficulty: 'hard',
      timeToMarket: 'work starts after the award, often weeks later',
      firstContract: estimate(
        20000,
        100000,
        'fuel, insurance and a month of drivers’ wages before payment, with vehicles you own',
      ),
    },
  },
  {
    id: 'security',
    category: 'business',
    terms: { security: 3, guarding: 3, guard: 3, 'access control': 2, patrol: 2, alarm: 2, 'armed response': 3 },
    difficulty: 'hard',
    startTime: '1–3 months',
    startNote: 'the business and its guards must be trained and registered with PSIRA',
    startup: estimate(5000, 20000, 'uniforms, radios and PSIRA registration and training for yourself'),
    market: 'Estimate: businesses, complexes and events near you (no market figure published)',
    tender: {
      difficulty: 'hard',
      timeToMarket: 'work starts after the award; PSIRA registration must be in place before you bid',
      firstContract: estimate(30000, 150000, 'uniforms, radios and a month of registered guards’ wages before payment'),
    },
  },
  {
    id: 'construction',
    category: 'business',
    terms: {
      construction: 3,
      building: 2,
      civil: 2,
      road: 2,
      paving: 3,
      roofing: 3,
      bricklaying: 3,
      // OCDS's mainProcurementCategory 'works' (construction works), which the eTenders adapter puts in the tags.
      works: 3,
      sewerage: 3,
      stormwater: 3,
      drainage: 2,
      'upgrade of': 2,
      refurbishment: 2,
      renovation: 2,
      borehole: 2,
      'water reticulation': 3,
      'building material': 2,
    },
    difficulty: 'hard',
    startTime: '1–3 months',
    startup: estimate(20000, 100000, 'tools, plant hire and materials for a first small job'),
    market: 'Estimate: households, businesses and public works near you (no market figure published)',
    tender: {
      difficulty: 'hard',
      timeToMarket: 'work starts after the award and site handover, often a month or more later',
      firstContract: estimate(50000, 500000, 'materials, plant hire and labour before the first payment certificate'),
    },
  },
  {
    id: 'maintenance',
    category: 'business',
    terms: {
      maintenance: 3,
      repair: 3,
      plumbing: 3,
      electrical: 3,
      painting: 3,
      fencing: 2,
      'air conditioning': 3,
      hvac: 3,
      generator: 2,
      servicing: 2,
      installation: 1,
      handyman: 3,
    },
    difficulty: 'medium',
    startTime: '1–3 weeks',
    startup: estimate(3000, 15000, 'hand and power tools, a ladder and transport to jobs'),
    market: 'Estimate: households, landlords, schools and offices near you (no market figure published)',
    tender: {
      difficulty: 'medium',
      timeToMarket: 'work starts after the award, often weeks later',
      firstContract: estimate(10000, 60000, 'tools, materials and labour until the first payment'),
    },
  },
  {
    id: 'ict',
    category: 'technology',
    terms: {
      ict: 3,
      'information technology': 3,
      'it services': 3,
      'it support': 3,
      'it equipment': 3,
      software: 3,
      computer: 3,
      laptop: 3,
      network: 2,
      networking: 2,
      server: 2,
      website: 3,
      internet: 2,
      wifi: 2,
      cyber: 3,
      cybersecurity: 3,
      'information security': 4,
      digital: 1,
      telecommunication: 3,
      cellphone: 2,
      smartphone: 2,
      app: 2,
      cloud: 2,
      cctv: 2,
      solar: 2,
      'artificial intelligence': 3,
      ai: 2,
    },
    difficulty: 'medium',
    startTime: '2–6 weeks',
    startup: estimate(0, 15000, 'a laptop you may already have, data and software subscriptions or free tools'),
    market:
      'Estimate: small businesses, schools and households that need devices and support (no market figure published)',
    tender: {
      difficulty: 'hard',
      timeToMarket: 'work starts after the award, often weeks later',
      firstContract: estimate(
        10000,
        100000,
        'equipment bought to deliver the order, tools and staff time before payment',
      ),
    },
  },
  {
    id: 'printing',
    category: 'creative-arts',
    terms: {
      printing: 3,
      print: 2,
      printed: 2,
      signage: 3,
      banner: 2,
      'graphic design': 3,
      design: 1,
      brochure: 2,
      publication: 1,
      layout: 1,
      embroidery: 3,
    },
    difficulty: 'medium',
    startTime: '1–3 weeks',
    startup: estimate(5000, 30000, 'a colour laser printer or a print-shop partner, design software and paper stock'),
    market: 'Estimate: schools, churches, events and small businesses near you (no market figure published)',
    tender: {
      difficulty: 'medium',
      timeToMarket: 'work starts after the award, often weeks later',
      firstContract: estimate(5000, 50000, 'paper, ink and outsourced print runs before payment'),
    },
  },
  {
    id: 'events',
    category: 'creative-arts',
    terms: {
      event: 2,
      decor: 3,
      décor: 3,
      photography: 3,
      videography: 3,
      video: 2,
      film: 2,
      music: 2,
      sound: 2,
      stage: 2,
      tent: 2,
      artist: 2,
      craft: 2,
      fashion: 3,
      tailoring: 3,
      sewing: 3,
      uniform: 2,
      'protective clothing': 2,
    },
    difficulty: 'easy',
    startTime: '1–4 weeks',
    startup: estimate(2000, 20000, 'a camera, a sewing machine or décor stock, depending on the service'),
    market: 'Estimate: weddings, functions, schools and churches near you (no market figure published)',
    tender: {
      difficulty: 'medium',
      timeToMarket: 'work starts after the award, often weeks later',
      firstContract: estimate(5000, 40000, 'equipment hire, materials and helpers before payment'),
    },
  },
  {
    id: 'training',
    category: 'education',
    terms: {
      training: 3,
      learnership: 3,
      'skills development': 3,
      tutoring: 3,
      tutor: 3,
      teaching: 2,
      // Low: buyers' names ("Department of Education") appear in many tender titles that are not about teaching.
      education: 1,
      'early childhood': 3,
      ecd: 3,
      creche: 3,
      matric: 3,
      course: 2,
      bursary: 2,
      literacy: 2,
      facilitation: 2,
      facilitator: 2,
      assessor: 2,
      school: 1,
    },
    difficulty: 'easy',
    startTime: '1–3 weeks',
    startup: estimate(500, 5000, 'printed materials, data and a venue for the first sessions'),
    market: 'Estimate: learners, parents and employers near you (no market figure published)',
    tender: {
      difficulty: 'medium',
      timeToMarket: 'work starts after the award; accredited training needs provider accreditation first',
      firstContract: estimate(5000, 40000, 'facilitators, materials and a venue before payment'),
    },
  },
  {
    id: 'agriculture',
    category: 'agriculture',
    terms: {
      agriculture: 3,
      agricultural: 3,
      farming: 3,
      farm: 2,
      farmer: 2,
      livestock: 3,
      cattle: 3,
      poultry: 3,
      broiler: 3,
      crop: 3,
      seed: 2,
      seedling: 3,
      fertiliser: 3,
      fertilizer: 3,
      irrigation: 3,
      garden: 2,
      gardening: 3,
      landscaping: 3,
      'grass cutting': 3,
      horticulture: 3,
      'bush clearing': 3,
      'alien vegetation': 3,
      'alien invasive': 3,
      // Outweighs 'security' (3) in a title such as "food security programme".
      'food security': 4,
      veterinary: 3,
      'animal feed': 3,
      vegetable: 2,
      fruit: 2,
      hydroponic: 3,
      'agro-processing': 3,
      aquaculture: 3,
      beekeeping: 3,
    },
    difficulty: 'medium',
    startTime: '1–3 months',
    startNote: 'growing cycles',
    startup: estimate(1000, 20000, 'seeds or seedlings, compost, tools and a water tank (livestock costs more)'),
    market: 'Estimate: households, spaza shops, schools and markets near you (no market figure published)',
    tender: {
      difficulty: 'medium',
      timeToMarket: 'work starts after the award, often weeks later',
      firstContract: estimate(10000, 100000, 'stock, tools, labour and transport before payment'),
    },
  },
  {
    id: 'health',
    category: 'wellness',
    terms: {
      health: 2,
      healthcare: 3,
      medical: 3,
      medicine: 3,
      clinic: 2,
      hospital: 2,
      nursing: 3,
      pharmacy: 3,
      pharmaceutical: 3,
      wellness: 3,
      fitness: 3,
      gym: 3,
      beauty: 3,
      salon: 3,
      hair: 2,
      massage: 3,
      'home-based care': 3,
      'elderly care': 3,
      'mental health': 3,
      nutrition: 2,
    },
    difficulty: 'medium',
    startTime: '2–8 weeks',
    startNote: 'professional registration where the law requires it',
    startup: estimate(1000, 20000, 'equipment and first stock for the service (a clinical practice costs far more)'),
    market: 'Estimate: households, clinics and workplaces near you (no market figure published)',
    tender: {
      difficulty: 'hard',
      timeToMarket: 'work starts after the award; registered professionals where the law requires them',
      firstContract: estimate(10000, 100000, 'stock, equipment and staff before payment'),
    },
  },
  {
    id: 'marketing',
    category: 'marketing',
    terms: {
      marketing: 3,
      advertising: 3,
      advert: 2,
      'social media': 3,
      media: 1,
      campaign: 2,
      'public relations': 3,
      communication: 1,
      branding: 3,
      promotion: 2,
      promotional: 2,
      'call centre': 3,
      sales: 1,
      influencer: 3,
      billboard: 3,
      radio: 2,
    },
    difficulty: 'easy',
    startTime: '1–2 weeks',
    startup: estimate(0, 5000, 'a phone and data, free design tools and a few paid posts'),
    market: 'Estimate: small businesses near you that want more customers (no market figure published)',
    tender: {
      difficulty: 'medium',
      timeToMarket: 'work starts after the award, often weeks later',
      firstContract: estimate(5000, 40000, 'staff time, design and media bought before payment'),
    },
  },
  {
    id: 'consulting',
    category: 'consulting',
    terms: {
      consulting: 3,
      consultant: 3,
      consultancy: 3,
      advisory: 3,
      'feasibility study': 3,
      research: 2,
      evaluation: 2,
      'project management': 3,
      strategy: 2,
      'due diligence': 3,
      valuation: 2,
      'professional services': 3,
      'engineering services': 3,
    },
    difficulty: 'medium',
    startTime: '2–4 weeks',
    startup: estimate(0, 5000, 'a laptop you already have, data and business registration'),
    market: 'Estimate: businesses and organisations that need your expertise (no market figure published)',
    tender: {
      difficulty: 'hard',
      timeToMarket: 'work starts after the award, often weeks later',
      firstContract: estimate(5000, 50000, 'staff time and travel before payment'),
    },
  },
  {
    id: 'supplies',
    category: 'business',
    terms: {
      stationery: 3,
      furniture: 3,
      'office supplies': 3,
      'office equipment': 3,
      ppe: 3,
      'personal protective equipment': 3,
      'building material': 3,
      hardware: 2,
      toner: 3,
      tyre: 3,
      groceries: 3,
      fuel: 2,
    },
    difficulty: 'medium',
    startTime: '1–2 weeks',
    startNote: 'buy stock only against a confirmed order',
    startup: estimate(2000, 20000, 'stock bought against a confirmed order, and delivery'),
    market: 'Estimate: schools, offices and businesses near you (no market figure published)',
    tender: {
      difficulty: 'medium',
      timeToMarket: 'delivery follows the order, often within weeks of the award',
      firstContract: estimate(
        10000,
        100000,
        'buying the stock to fill the order before the buyer pays; it depends on the order size',
      ),
    },
  },
  {
    id: 'finance',
    category: 'business',
    terms: {
      accounting: 3,
      bookkeeping: 3,
      audit: 2,
      payroll: 3,
      tax: 2,
      'tax practitioner': 3,
      'financial services': 3,
      'financial management': 3,
      insurance: 2,
      // Not "small business", "funding" or "loan": news about those is general business news, and the general
      // estimates fit it better than an accounting practice's.
    },
    difficulty: 'medium',
    startTime: '2–6 weeks',
    startup: estimate(500, 10000, 'accounting software, data and a laptop you may already have'),
    market: 'Estimate: small businesses and households near you (no market figure published)',
    tender: {
      difficulty: 'hard',
      timeToMarket: 'work starts after the award, often weeks later',
      firstContract: estimate(5000, 40000, 'staff time and software before payment'),
    },
  },
  {
    id: 'general',
    category: 'business',
    terms: {},
    difficulty: 'medium',
    startTime: '2–6 weeks',
    startup: estimate(500, 10000, 'stock, tools and data for a small start'),
    market: 'Estimate: depends on the goods or service; start with buyers near you (no market figure published)',
    tender: {
      difficulty: 'medium',
      timeToMarket: 'work starts after the award, often weeks later',
      firstContract: estimate(5000, 50000, 'stock, tools and labour to deliver a first order before payment'),
    },
  },
];

const GENERAL = PROFILES.at(-1)!;

/** Words that say nothing about the work (English, procurement boilerplate, feed noise). */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by for from has have he her his in into is it its of on or our she that the ' +
    'their them they this to was we were will with you your who what when where which why how not no yes all any ' +
    'can could may might must should would about after before over under more most new news says said say also ' +
    'than then there here these those every much many less up out off just only very via per each other some such own same so too one two ' +
    'three first last next year years month months week weeks day days today yesterday tomorrow south africa ' +
    'african sa za rsa tender tenders bid bids rfq rfb rfp rft quotation quotations request requests proposal ' +
    'proposals invitation appointment appoint service services provider providers provision supply supplies ' +
    'delivery deliver period contract contracts required requirement requirements department municipality ' +
    'district local national provincial government public sector project projects programme various ' +
    'goods general open closing date ref reference number no nr'
  ).split(/\s+/),
);

const MAX_KEYWORDS = 6;
const MAX_DESCRIPTION = 600;

/** Lower case, letters and digits only (accents kept), single spaces, padded so ` term ` matches whole words. */
function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

function mentions(text: string, term: string): boolean {
  return text.includes(` ${term} `) || text.includes(` ${term}s `) || text.includes(` ${term}es `);
}

type Match = { profile: Profile; score: number; terms: string[] };

function scoreProfile(profile: Profile, fields: { title: string; tags: string; summary: string }): Match {
  let score = 0;
  const terms: string[] = [];
  for (const [term, weight] of Object.entries(profile.terms)) {
    const inTitle = mentions(fields.title, term);
    const inTags = mentions(fields.tags, term);
    const inSummary = mentions(fields.summary, term);
    score += weight * ((inTitle ? 3 : 0) + (inTags ? 2 : 0) + (inSummary ? 1 : 0));
    if (inTitle || inTags) terms.push(term);
  }
  return { profile, score, terms };
}

/**
 * A tag of a few words is a label the publisher chose ("Cleaning services", "works"); a longer one is a headline
 * (Google Trends attaches the news about a trend), which counts like the summary.
 */
function isLabel(tag: string): boolean {
  return tag.length <= 40 && tag.trim().split(/\s+/).length <= 4;
}

/**
 * Below this an item matches nothing: one strong word in the title (weight 2+) or a label passes, a single word
 * somewhere in a summary does not (a news source called "Official Website" is not an ICT opportunity).
 */
const MIN_SCORE = 4;

function bestMatch(item: Pick<FeedItem, 'title' | 'tags' | 'summary'>): Match {
  // Each piece is normalised alone, so a phrase never matches across two of them (their pads leave a double space).
  const headlines = item.tags.filter((tag) => !isLabel(tag) && !item.summary.includes(tag));
  const fields = {
    title: normalise(item.title),
    tags: item.tags.filter(isLabel).map(normalise).join(''),
    summary: [item.summary, ...headlines].map(normalise).join(''),
  };
  let best: Match = { profile: GENERAL, score: 0, terms: [] };
  for (const profile of PROFILES) {
    const match = scoreProfile(profile, fields);
    if (match.score >= MIN_SCORE && match.score > best.score) best = match;
  }
  return best;
}

/**
 * Whether an item becomes a listed opportunity. Tenders and news always do. A trending search does only when the
 * keyword rules tie it to a kind of work (a search for a football club or a celebrity is demand for nothing anyone
 * can sell): the others are left out, and they add nothing to any category's demand either (score.ts).
 */
export function isListable(item: FeedItem): boolean {
  return item.kind !== 'trend' || matchedCategory(item) !== null;
}

/**
 * The category the keyword rules find for an item, or null when no keyword matched (the item then defaults to
 * 'business'). Scoring uses it so that only trends that really match a category lend it their search traffic.
 */
export function matchedCategory(item: Pick<FeedItem, 'title' | 'tags' | 'summary'>): CategorySlug | null {
  const match = bestMatch(item);
  return match.profile === GENERAL ? null : match.profile.category;
}

/** Whole rand in the app's money style (schema/contract/money-rules.ts): 12500 → "R12,500". */
const formatWholeRand = (rand: number) => formatRand(Math.round(rand) * 100);

function formatEstimate(range: Estimate): string {
  const amount =
    range.min === range.max
      ? formatWholeRand(range.min)
      : `${formatWholeRand(range.min)} – ${formatWholeRand(range.max)}`;
  return `Estimate: ${amount} (${range.basis})`;
}

/** A closing date as South Africans read it, in SAST (UTC+2 all year, no daylight saving): "5 December 2026". */
export function formatSastDate(iso: string): string | null {
  if (Number.isNaN(Date.parse(iso))) return null;
  const d = sastWallClock(iso);
  return `${d.day} ${MONTH_NAMES[d.month]} ${d.year}`;
}

/**
 * Words that say something: not stop words, at least 3 letters, and no reference numbers ("ZNTM01266W",
 * "2026/27"); short codes such as "F1" or "5G" stay.
 */
function meaningfulWords(text: string): string[] {
  return normalise(text)
    .trim()
    .split(' ')
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter((word) => {
      if (!word || STOP_WORDS.has(word)) return false;
      const digits = word.replace(/\D/g, '').length;
      if (digits === 0) return word.length >= 3;
      return digits < word.length && word.length <= 3;
    });
}

/** Keywords: the matched terms first, then other meaningful words and short phrases from the title and tags. */
function keywordsOf(item: FeedItem, matchedTerms: string[]): string[] {
  const out: string[] = [];
  const add = (word: string) => {
    const keyword = word.trim();
    if (out.length >= MAX_KEYWORDS || !keyword || out.includes(keyword)) return;
    out.push(keyword);
  };
  matchedTerms.forEach(add);
  meaningfulWords(item.title).forEach(add);
  // A label is a phrase the publisher chose ("small business"); from a headline only its names are kept
  // (capitalised words after the first), since the rest is mostly the story's grammar.
  for (const tag of item.tags.filter(isLabel)) {
    const words = meaningfulWords(tag);
    if (words.length > 0) add(words.join(' '));
  }
  for (const headline of item.tags.filter((tag) => !isLabel(tag))) {
    const names = headline
      .split(/\s+/)
      .slice(1)
      .filter((word) => /^\p{Lu}/u.test(word))
      .join(' ');
    meaningfulWords(names).forEach(add);
  }
  return out;
}

function trimmedSummary(summary: string): string {
  const text = summary.replace(/\s+/g, ' ').trim();
  if (text.length <= MAX_DESCRIPTION) return text;
  const cut = text.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_DESCRIPTION / 2)).trimEnd()}…`;
}

function describe(item: FeedItem): string {
  const summary = trimmedSummary(item.summary);
  if (summary) return summary;
  if (item.kind === 'tender') {
    const closing = item.closingAt ? formatSastDate(item.closingAt) : null;
    return [
      `Open public tender${item.buyer ? ` from ${item.buyer}` : ''}${item.province ? ` in ${item.province}` : ''}`,
      closing ? `, closing ${closing}.` : '.',
      ' See the official notice for the specification and how to bid.',
    ].join('');
  }
  if (item.kind === 'trend') {
    const traffic = item.approxTraffic ? ` (about ${formatTraffic(item.approxTraffic)} searches)` : '';
    return `“${item.title}” is trending in Google searches in South Africa${traffic}.`;
  }
  return item.title;
}

/** 20000 → "20,000+" (Google Trends publishes traffic as a lower bound, "20K+"). */
function formatTraffic(traffic: number): string {
  return `${Math.round(traffic).toLocaleString('en-US')}+`;
}

/** The keyword rules' classification of one feed item (pure; same item, same answer). */
export function classifyByRules(item: FeedItem): ClassifiedItem {
  const { profile, terms } = bestMatch(item);
  const base = { ...item, category: profile.category, description: describe(item), keywords: keywordsOf(item, terms) };

  if (item.kind === 'tender') {
    const closing = item.closingAt ? formatSastDate(item.closingAt) : null;
    return {
      ...base,
      difficulty: profile.tender.difficulty,
      timeToMarket: `${closing ? `Bid by ${closing}` : 'Bid before the closing date on the notice'}; ${profile.tender.timeToMarket} (estimate)`,
      estimatedStartupCost: `${formatEstimate(profile.tender.firstContract)}. ${TENDER_COMPLIANCE}`,
      // The published value is a fact from the notice, not ours; without it we say so rather than guess.
      marketSize:
        item.valueCents !== null && item.valueCents > 0
          ? `Published tender value: ${formatWholeRand(item.valueCents / 100)}`
          : 'The buyer did not publish a value; see the notice',
    };
  }

  return {
    ...base,
    difficulty: profile.difficulty,
    timeToMarket: `${item.kind === 'trend' ? 'Act within days while it trends. ' : ''}Estimate: ${profile.startTime} to start${profile.startNote ? ` (${profile.startNote})` : ''}`,
    estimatedStartupCost: formatEstimate(profile.startup),
    // Google Trends' approximate traffic is the publisher's figure for the day; everything else is our estimate.
    marketSize:
      item.kind === 'trend' && item.approxTraffic
        ? `Google Trends: about ${formatTraffic(item.approxTraffic)} searches in South Africa on the day`
        : profile.market,
  };
}
