import type {
  AdvisorKind,
  GenerateTemplateData,
  IncomeChatData,
  Lesson,
  MarketIntelligenceData,
  MarketOpportunity,
  MicroLearningData,
} from '../../schema/contract/ai.ts';
import type { ClassifiedItem, FeedItem, OpportunityClassifier } from '../opportunities/types.ts';

/**
 * The one interface behind `/api/ai/*`. Two implementations, chosen by configuration (`advisorFor(env)`):
 * - `worker/ai/provider/`: a model through the `openai` package against any OpenAI-compatible endpoint;
 * - `worker/ai/offline/`: answers from the curated South African dataset in the repo, when no provider is set.
 *
 * Inputs are already validated by the contract's schemas. Every method either resolves with an answer that passes
 * the contract or rejects with an `AdvisorError` (never half-parsed data, never the provider's raw error).
 */
export interface IncomeAdvisor extends OpportunityClassifier {
  readonly kind: AdvisorKind;
  generateTemplate(input: GenerateTemplateData): Promise<string>;
  analyseMarket(input: MarketIntelligenceData): Promise<MarketOpportunity[]>;
  writeLesson(input: MicroLearningData): Promise<Lesson>;
  /** The reply in pieces as they are generated (the offline advisor yields it whole, at once). */
  answerChat(input: IncomeChatData): AsyncIterable<string>;
  /**
   * The opportunity sync's classification (docs/decisions/012): each feed item mapped to a mentor category
   * and the opportunity fields, in the items' order. Never rejects: an item the model cannot classify (or every
   * item, when the model fails) gets the keyword rules' answer (`worker/opportunities/classify-rules.ts`).
   */
  classifyOpportunities(items: FeedItem[]): Promise<ClassifiedItem[]>;
}

/** Why an advisor could not answer; routes map it to the spec's message for the endpoint (502 / 503 / 504). */
export class AdvisorError extends Error {
  override readonly name = 'AdvisorError';
  constructor(
    readonly reason: 'unavailable' | 'timeout' | 'rate-limited' | 'invalid-answer',
    message: string,
  ) {
    super(message);
  }
}
