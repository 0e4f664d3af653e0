import type {
  AdvisorKind,
  GenerateTemplateData,
  IncomeChatData,
  Lesson,
  MarketIntelligenceData,
  MarketOpportunity,
  MicroLearningData,
} from '../../schema/contract/ai.ts';

/**
 * The one interface behind `/api/ai/*`. Two implementations, chosen by configuration (`advisorFor(env)`):
 * - `worker/ai/provider/`: a model through the `openai` package against any OpenAI-compatible endpoint;
 * - `worker/ai/offline/`: answers from the curated South African dataset in the repo, when no provider is set.
 *
 * Inputs are already validated by the contract's schemas. Every method either resolves with an answer that passes
 * the contract or rejects with an `AdvisorError` (never half-parsed data, never the provider's raw error).
 */
export interface IncomeAdvisor {
  readonly kind: AdvisorKind;
  generateTemplate(input: GenerateTemplateData): Promise<string>;
  analyseMarket(input: MarketIntelligenceData): Promise<MarketOpportunity[]>;
  writeLesson(input: MicroLearningData): Promise<Lesson>;
  /** The reply in pieces as they are generated (the offline advisor yields it whole, at once). */
  answerChat(input: IncomeChatData): AsyncIterable<string>;
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
