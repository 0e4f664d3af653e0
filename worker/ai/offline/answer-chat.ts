import {
  ADVISOR_CITIES,
  advisorCityLabel,
  advisorCityNames,
  ADVISOR_SKILLS,
  type AdvisorCity,
  type AdvisorSkill,
  type IncomeChatData,
  type MarketOpportunity,
} from '../../../schema/contract/ai.ts';
import { listOpportunities } from './analyse-market.ts';
import { SKILL_OPPORTUNITIES } from './dataset/opportunities.ts';
import { DATASET_VERSION } from './dataset/version.ts';
import { pickLesson } from './write-lesson.ts';

type Intent = 'pricing' | 'lesson' | 'income' | 'start';

// Order matters: a pricing question mentioning "business" is about pricing, not ideas.
const INTENT_PATTERNS: readonly [Intent, RegExp][] = [
  ['pricing', /\b(pric|charg|rate|rates|quot|how much should)/i],
  ['lesson', /\b(learn|lesson|teach me|course|tax|sars|vat)/i],
  ['income', /\b(idea|earn|income|money|hustle|opportunit|job|work|make r)/i],
];

// Requests to change the advisor's rules or reveal them. Nothing here is obeyed; the reply just says so.
const OVERRIDE_PATTERN =
  /\b(ignore|disregard|forget)\b.*\b(instruction|rule|prompt)|system prompt|developer mode|jailbreak|reveal your|pretend (to be|you are)/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function findCity(message: string): AdvisorCity | undefined {
  const text = message.toLowerCase();
  return ADVISOR_CITIES.find((city) => advisorCityNames(city).some((name) => text.includes(name.toLowerCase())));
}

function findSkills(message: string): AdvisorSkill[] {
  return ADVISOR_SKILLS.filter((skill) =>
    [skill, ...SKILL_OPPORTUNITIES[skill].keywords].some((keyword) =>
      new RegExp(`\\b${escapeRegExp(keyword)}`, 'i').test(message),
    ),
  );
}

function describeOpportunity(opportunity: MarketOpportunity): string {
  const source =
    opportunity.incomeSource.kind === 'source'
      ? `Source: ${opportunity.incomeSource.name} (${opportunity.incomeSource.url})`
      : opportunity.incomeSource.basis;
  const costs = opportunity.workingCosts ? ` Working costs: ${opportunity.workingCosts}` : '';
  return `- ${opportunity.opportunity}: ${opportunity.estimatedIncome}. ${source}. Start-up: ${opportunity.startupCost}.${costs}`;
}

function answerIncome({ city, skills }: { city: AdvisorCity | undefined; skills: AdvisorSkill[] }): string {
  if (skills.length === 0) {
    return 'Tick your skills on the Market Intelligence tab (or tell me what you can do, for example "I can cook" or "I fix cars") and I will list concrete opportunities with income ranges in rand.';
  }
  if (!city) {
    const names = skills.flatMap((skill) => SKILL_OPPORTUNITIES[skill].opportunities.map((entry) => entry.opportunity));
    return `Ideas for your skills:\n${names
      .slice(0, 5)
      .map((name) => `- ${name}`)
      .join(
        '\n',
      )}\nChoose your city on the Market Intelligence tab for income ranges in rand and what taxi fares and data will cost you there.`;
  }
  const opportunities = listOpportunities({ city, skills }).slice(0, 3);
  return `Opportunities in ${advisorCityLabel(city)} for your skills:\n${opportunities.map(describeOpportunity).join('\n')}\nThe Market Intelligence tab lists more.`;
}

function answerLesson({ message, completedLessons }: { message: string; completedLessons: readonly string[] }): string {
  const lesson = pickLesson({ goal: message, completedLessons });
  return `A lesson for this: "${lesson.title}" (${lesson.duration}, ${lesson.difficulty}) on the Micro-Learning tab. Start with: ${lesson.nextSteps[0] ?? 'read the lesson and try its exercise.'}`;
}

const PRICING_BASICS =
  'Pricing basics: price = what the job costs you (materials, plus taxi fares both ways and data) + your hours × the least you will accept an hour. Check three competitors’ prices, round to a simple number, and ask for a deposit on bigger jobs.';

const WHERE_TO_START =
  'Where to start: pick one service you can do well this week, write one price, and message five people you know. On the Market Intelligence tab, choose your city and skills to see opportunities with income ranges and costs.';

/** The offline advisor's reply: routed by intent, built only from the dataset; the member's text is never echoed. */
export function composeChatReply({ message, context }: IncomeChatData): string {
  const intent = INTENT_PATTERNS.find(([, pattern]) => pattern.test(message))?.[0] ?? 'start';
  const city = context.location ?? findCity(message);
  const skills = context.skills.length > 0 ? context.skills : findSkills(message);
  const body: Record<Intent, () => string> = {
    pricing: () =>
      `${PRICING_BASICS}\n${answerLesson({ message: 'pricing', completedLessons: context.completedLessons })}`,
    lesson: () => answerLesson({ message, completedLessons: context.completedLessons }),
    income: () => answerIncome({ city, skills }),
    start: () => `${WHERE_TO_START}\n${answerLesson({ message, completedLessons: context.completedLessons })}`,
  };
  return [
    `This is guidance from Sebenza's offline advisor (our South African dataset, version ${DATASET_VERSION}), not a live AI model.`,
    ...(OVERRIDE_PATTERN.test(message)
      ? ['I can only help with income ideas, lessons, pricing and getting started; I cannot change how I work.']
      : []),
    body[intent](),
  ].join('\n\n');
}
