/**
 * The AI income advisor and template generators: the constants the screens and the Worker share (spec sections
 * 3, 5, 8 and 9). Free of zod on purpose (decision 006); `ai.ts` builds the schemas on these and re-exports them.
 */

/** Spec section 3, "Cities offered", in the spec's order. */
export const ADVISOR_CITIES = [
  'Cape Town',
  'Johannesburg',
  'Durban',
  'Pretoria',
  'Port Elizabeth',
  'Bloemfontein',
  'East London',
  'Kimberley',
  'Polokwane',
  'Nelspruit',
  'George',
  'Rustenburg',
  'Pietermaritzburg',
  'Witbank',
  'Klerksdorp',
] as const;
export type AdvisorCity = (typeof ADVISOR_CITIES)[number];

/**
 * The spec's list keeps the names people still search for, but three of its cities have been officially renamed, and
 * members' own profiles use the new names (a mentor in "Gqeberha"). The advisor shows both, so the two never look like
 * different places: Port Elizabeth became Gqeberha (2021), Nelspruit Mbombela (2009) and Witbank eMalahleni (2006).
 */
const CURRENT_CITY_NAMES: Partial<Record<AdvisorCity, string>> = {
  'Port Elizabeth': 'Gqeberha',
  Nelspruit: 'Mbombela',
  Witbank: 'eMalahleni',
};

/** 'Port Elizabeth (Gqeberha)': a city as the advisor lists it, with its current name beside the spec's. */
export function advisorCityLabel(city: AdvisorCity): string {
  const current = CURRENT_CITY_NAMES[city];
  return current ? `${city} (${current})` : city;
}

/** Every name a member may use for an advisor city: the spec's, and the current one where it was renamed. */
export function advisorCityNames(city: AdvisorCity): string[] {
  const current = CURRENT_CITY_NAMES[city];
  return current ? [city, current] : [city];
}

/** Spec section 3, "Skills offered", in the spec's order. */
export const ADVISOR_SKILLS = [
  'Digital Marketing',
  'Graphic Design',
  'Web Development',
  'Teaching/Tutoring',
  'Photography',
  'Writing/Content Creation',
  'Cooking/Catering',
  'Crafts/Art',
  'Fitness/Wellness',
  'Automotive',
  'Beauty/Grooming',
  'Agriculture',
  'Construction/Handyman',
  'Cleaning Services',
  'Transport/Delivery',
  'Event Planning',
  'Childcare',
  'Pet Services',
  'Accounting/Finance',
  'Language Services',
  'Music/Entertainment',
  'Fashion/Tailoring',
] as const;
export type AdvisorSkill = (typeof ADVISOR_SKILLS)[number];

/** Spec section 3: the template types differ by screen. */
export const MENTOR_BROWSER_TEMPLATE_TYPES = [
  'side-hustle-plan',
  'freelance-proposal',
  'income-stream-blueprint',
  'online-service-plan',
  'skills-monetization',
  'local-business-idea',
] as const;
/** The coaching page and the resources page offer these. */
export const BUSINESS_TEMPLATE_TYPES = [
  'market-research',
  'business-plan',
  'marketing-materials',
  'pitch-deck',
  'financial-projections',
  'competitive-analysis',
] as const;
export const TEMPLATE_TYPES = [...MENTOR_BROWSER_TEMPLATE_TYPES, ...BUSINESS_TEMPLATE_TYPES] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const OPPORTUNITY_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type OpportunityDifficulty = (typeof OPPORTUNITY_DIFFICULTIES)[number];
export const DEMAND_LEVELS = ['low', 'medium', 'high'] as const;
export type DemandLevel = (typeof DEMAND_LEVELS)[number];
export const LESSON_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type LessonDifficulty = (typeof LESSON_DIFFICULTIES)[number];

/** Input limits: enough for a real question, small enough to keep prompts (and costs) bounded. */
export const AI_LIMITS = {
  businessField: 200,
  specificNeeds: 1000,
  goal: 500,
  chatMessage: 2000,
  completedLessons: 200,
  lessonId: 100,
} as const;

/**
 * How many calls of each kind a member may make. Free members get the spec's 3 templates a month (section 9's
 * hidden text, made true); coaching subscribers get more. The other kinds are capped per day (UTC).
 */
export const AI_QUOTAS = {
  free: { templatesPerMonth: 3, advisorCallsPerDay: 30 },
  subscriber: { templatesPerMonth: 30, advisorCallsPerDay: 200 },
} as const;

/** Spec sections 5 and 8, word for word. */
export const AI_MESSAGES = {
  missingTemplateMentors: 'Please select a template and provide business name.',
  missingTemplateCoaching: 'Please select a template and provide business details.',
  missingTemplateResources: 'Please select a template type and enter your business name.',
  templateFailed: 'Unable to generate template. Please try again.',
  missingMarket: 'Please select your location and at least one skill.',
  missingGoal: 'Please describe what you want to learn.',
  analysisFailed: 'Could not analyze market opportunities. Please try again.',
  lessonFailed: 'Could not generate lesson. Please try again.',
  chatFailed: 'Could not get AI response. Please try again.',
  /** The server's own texts. */
  unknownCity: 'Please choose one of the 15 cities offered.',
  unknownSkill: 'Please choose skills from the list offered.',
  unknownTemplate: 'Please choose one of the template types offered.',
} as const;

/** The file a generated template downloads as (spec section 4). */
export function templateFileName(templateType: string, businessName: string): string {
  return `${templateType}-${businessName}.txt`;
}
