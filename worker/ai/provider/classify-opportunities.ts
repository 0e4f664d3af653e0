import * as z from 'zod/mini';
import { OPPORTUNITY_DIFFICULTIES } from '../../../schema/contract/enums.ts';
import { TENDER_COMPLIANCE } from '../../opportunities/classify-rules-profiles.ts';
import { classifyByRules } from '../../opportunities/classify-rules.ts';
import type { ClassifiedItem, FeedItem } from '../../opportunities/types.ts';
import { CATEGORY_SEED, type CategorySlug } from '../../taxonomy/taxonomy-seed.ts';
import { AdvisorError } from '../advisor.ts';
import { type ClassifyRequestItem, classifyRequest } from './prompts.ts';

/**
 * The model's side of `classifyOpportunities` (docs/decisions/012). Items go to the model in batches; each item of
 * an answer is checked on its own against `ModelItemSchema`, and any item that fails (or that the model left out,
 * or every item of a batch whose call failed) keeps the keyword rules' answer. A sync makes at most
 * CLASSIFY_MAX_CALLS calls, and none after the provider is unreachable, times out or rate-limits us: the rest go
 * to the rules, so a slow provider cannot hold the sync's lock for long.
 */
export const CLASSIFY_BATCH_SIZE = 20;
export const CLASSIFY_MAX_CALLS = 10;

const CATEGORY_SLUGS = CATEGORY_SEED.map((category) => category.slug) as [CategorySlug, ...CategorySlug[]];

/** One classified item as the model must give it (also the JSON schema of the structured-output request). */
export const ModelItemSchema = z.object({
  id: z.int(),
  category: z.enum(CATEGORY_SLUGS),
  description: z.string(),
  keywords: z.array(z.string()),
  difficulty: z.enum(OPPORTUNITY_DIFFICULTIES),
  timeToMarket: z.string(),
  estimatedStartupCost: z.string(),
  marketSize: z.string(),
});
type ModelItem = z.output<typeof ModelItemSchema>;

/** What the model is asked for. */
export const ModelClassificationSchema = z.object({ items: z.array(ModelItemSchema) });
/** What the answer is parsed with first: any list, so one bad item costs only itself. */
export const LenientClassificationSchema = z.object({ items: z.array(z.unknown()) });

/** Asks the model for one batch (the provider advisor's structured-output call). Rejects with an AdvisorError. */
export type AskModel = (user: string) => Promise<{ items: unknown[] }>;

const LIMITS = { summary: 500, tags: 10, description: 600, text: 300, keyword: 40, keywords: 6 } as const;

export async function classifyWithModel(input: {
  items: FeedItem[];
  ask: AskModel;
  batchSize?: number;
  maxCalls?: number;
}): Promise<ClassifiedItem[]> {
  const batchSize = input.batchSize ?? CLASSIFY_BATCH_SIZE;
  const maxCalls = input.maxCalls ?? CLASSIFY_MAX_CALLS;
  // The rules' answer for every item first: it is the fallback, and it carries the feed's own figures.
  const result = input.items.map(classifyByRules);

  let calls = 0;
  for (let start = 0; start < input.items.length && calls < maxCalls; start += batchSize) {
    const batch = input.items.slice(start, start + batchSize);
    calls += 1;
    let answer: { items: unknown[] };
    try {
      answer = await input.ask(requestFor(batch));
    } catch (error) {
      const reason = error instanceof AdvisorError ? error.reason : 'unavailable';
      console.warn('Opportunity classification: a model batch fell back to the keyword rules', reason);
      // A bad answer is this batch's problem; a provider that is down, slow or limiting us will not do better.
      if (reason === 'invalid-answer') continue;
      break;
    }
    const answered = new Set<number>();
    for (const raw of answer.items) {
      const parsed = ModelItemSchema.safeParse(raw);
      if (!parsed.success) continue;
      const { id } = parsed.data;
      if (id < 0 || id >= batch.length || answered.has(id)) continue;
      answered.add(id);
      const merged = fromModel(parsed.data, result[start + id]!);
      if (merged) result[start + id] = merged;
    }
  }
  return result;
}

function requestFor(batch: FeedItem[]): string {
  const items: ClassifyRequestItem[] = batch.map((item, id) => ({
    id,
    kind: item.kind,
    title: item.title,
    summary: item.summary.slice(0, LIMITS.summary),
    tags: item.tags.slice(0, LIMITS.tags),
    buyer: item.buyer,
    province: item.province,
    closingAt: item.closingAt,
    publishedValueRand: item.valueCents === null ? null : Math.round(item.valueCents / 100),
  }));
  return classifyRequest({ categories: CATEGORY_SEED, items });
}

/** Whitespace collapsed and trimmed, cut at `max` characters; null when nothing is left. */
function clean(text: string, max: number): string | null {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** A model cannot look a figure up, so its figures always read as estimates. */
function asEstimate(text: string): string {
  return /\bestimate/i.test(text) ? text : `Estimate: ${text}`;
}

/**
 * The model's fields over the rules' answer for the same item, or null when the model's item is unusable (an empty
 * field). The feed's own fields never change, and the feed's published
 * figures (a tender's value, a trend's traffic) stay as the rules state them: the model may not restate a fact.
 */
function fromModel(model: ModelItem, rules: ClassifiedItem): ClassifiedItem | null {
  const description = clean(model.description, LIMITS.description);
  const timeToMarket = clean(model.timeToMarket, LIMITS.text);
  const startupCost = clean(model.estimatedStartupCost, LIMITS.text);
  const marketSize = clean(model.marketSize, LIMITS.text);
  // (An answer that repeats our instructions never gets here: the provider advisor drops it whole.)
  if (!description || !timeToMarket || !startupCost || !marketSize) return null;

  // Too long is not a keyword: such entries are dropped rather than cut.
  const keywords = [
    ...new Set(
      model.keywords
        .map((keyword) => keyword.replace(/\s+/g, ' ').trim().toLowerCase())
        .filter((keyword) => keyword.length > 0 && keyword.length <= LIMITS.keyword),
    ),
  ].slice(0, LIMITS.keywords);

  const publishedFigure =
    (rules.kind === 'tender' && rules.valueCents !== null && rules.valueCents > 0) ||
    (rules.kind === 'trend' && Boolean(rules.approxTraffic));
  const estimatedStartupCost =
    rules.kind === 'tender' && !/central supplier database|\bcsd\b/i.test(startupCost)
      ? `${asEstimate(startupCost)} ${TENDER_COMPLIANCE}`
      : asEstimate(startupCost);

  return {
    ...rules,
    category: model.category,
    description,
    keywords: keywords.length > 0 ? keywords : rules.keywords,
    difficulty: model.difficulty,
    timeToMarket: asEstimate(timeToMarket),
    estimatedStartupCost,
    marketSize: publishedFigure ? rules.marketSize : asEstimate(marketSize),
  };
}
