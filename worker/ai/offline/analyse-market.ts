import type { AdvisorCity, AdvisorSkill, FigureSource, MarketOpportunity } from '../../../schema/contract/ai.ts';
import { formatRand } from '../../../schema/contract/money-rules.ts';
import { CITY_PROFILES } from './dataset/cities.ts';
import { SKILL_OPPORTUNITIES, type OpportunityEntry } from './dataset/opportunities.ts';
import { NATIONAL_MINIMUM_WAGE_PER_HOUR, SOURCES } from './dataset/sources.ts';

/** Enough to compare, few enough to read on a phone. */
export const MAX_OPPORTUNITIES = 8;

/** Whole rand in the app's money style: 2750.4 → 'R2,750'. */
const rand = (amount: number) => formatRand(Math.round(amount) * 100);
const roundTo50 = (amount: number) => Math.round(amount / 50) * 50;
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function incomeFor({ entry, city }: { entry: OpportunityEntry; city: AdvisorCity }): {
  min: number;
  max: number;
  source: FigureSource;
} {
  const { income } = entry;
  if (income.kind === 'minimumWageHours') {
    // The legal hourly floor is national, so no city adjustment: the range is hours worked, not local prices.
    return {
      min: Math.round(income.minHours * NATIONAL_MINIMUM_WAGE_PER_HOUR),
      max: Math.round(income.maxHours * NATIONAL_MINIMUM_WAGE_PER_HOUR),
      source: {
        kind: 'source',
        name: `${income.minHours} to ${income.maxHours} paid hours a month at the ${SOURCES.nationalMinimumWage.name}`,
        url: SOURCES.nationalMinimumWage.url,
      },
    };
  }
  const { marketFactor, size } = CITY_PROFILES[city];
  const adjustment =
    marketFactor === 1
      ? `typical large-metro prices (a judgement from common rates, not a survey)`
      : `typical large-metro prices less ${Math.round((1 - marketFactor) * 100)}% for ${city}'s ${size === 'metro' ? 'smaller metro' : 'smaller city'} market (judgements from common rates, not a survey)`;
  return {
    min: roundTo50(income.min * marketFactor),
    max: roundTo50(income.max * marketFactor),
    source: { kind: 'estimate', basis: `Estimate: ${income.basis}, at ${adjustment}` },
  };
}

function workingCostsFor({ entry, city }: { entry: OpportunityEntry; city: AdvisorCity }): string | null {
  if (entry.taxiTrips === 0 && entry.dataRand === 0) return null;
  const fare = CITY_PROFILES[city].taxiFare;
  const taxi = entry.taxiTrips * fare * 2;
  const parts = [
    ...(entry.taxiTrips > 0 ? [`${entry.taxiTrips} return taxi trips at about ${rand(fare)} each way`] : []),
    ...(entry.dataRand > 0 ? [`about ${rand(entry.dataRand)} of data`] : []),
  ];
  return `About ${rand(taxi + entry.dataRand)} a month: ${parts.join(', plus ')} (estimates for ${city}).`;
}

function toOpportunity({ entry, city }: { entry: OpportunityEntry; city: AdvisorCity }): MarketOpportunity {
  const { min, max, source } = incomeFor({ entry, city });
  return {
    id: `${entry.key}-${slug(city)}`,
    opportunity: entry.opportunity,
    category: entry.category,
    difficulty: entry.difficulty,
    demand: entry.demand,
    estimatedIncome: `${rand(min)} – ${rand(max)} a month`,
    monthlyIncome: { min, max },
    startupCost: entry.startupCost,
    workingCosts: workingCostsFor({ entry, city }),
    timeToStart: entry.timeToStart,
    incomeSource: source,
  };
}

/**
 * The opportunities for a city and skills, taken in turns (each skill's first, then each skill's second, ...) so
 * every chosen skill shows up before the cap; deduplicated by id.
 */
export function listOpportunities({
  city,
  skills,
}: {
  city: AdvisorCity;
  skills: readonly AdvisorSkill[];
}): MarketOpportunity[] {
  const perSkill = [...new Set(skills)].map((skill) => SKILL_OPPORTUNITIES[skill].opportunities);
  const rounds = Math.max(0, ...perSkill.map((entries) => entries.length));
  const seen = new Set<string>();
  const result: MarketOpportunity[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const entries of perSkill) {
      const entry = entries[round];
      if (!entry || seen.has(entry.key) || result.length >= MAX_OPPORTUNITIES) continue;
      seen.add(entry.key);
      result.push(toOpportunity({ entry, city }));
    }
  }
  return result;
}
