import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, RateLimitError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import * as z from 'zod/mini';
import { LessonSchema, MarketOpportunitySchema } from '../../../schema/contract/ai.ts';
import { AdvisorError, type IncomeAdvisor } from '../advisor.ts';
import { classifyWithModel, LenientClassificationSchema, ModelClassificationSchema } from './classify-opportunities.ts';
import {
  chatRequest,
  lessonRequest,
  marketRequest,
  revealsInstructions,
  SYSTEM_PROMPTS,
  templateRequest,
} from './prompts.ts';

export type ProviderOptions = {
  apiKey: string;
  baseURL: string;
  model: string;
  /** Tests pass a stand-in OpenAI-compatible server; the Worker uses the global fetch. */
  fetch?: typeof fetch;
  /**
   * 20 s in production, for an answer and for each next piece of a streamed reply; tests
   * shorten it so a hung server fails fast.
   */
  timeoutMs?: number;
};

/**
 * A model cannot look a source up, so every income figure it gives is labelled an estimate with its basis (honest
 * data: no invented citations). This is the contract's opportunity with only the estimate branch allowed, so an
 * answer that passes it passes the contract.
 */
const ProviderMarketAnalysisSchema = z.object({
  opportunities: z.array(
    z.extend(MarketOpportunitySchema, { incomeSource: z.object({ kind: z.literal('estimate'), basis: z.string() }) }),
  ),
});

/**
 * The advisor backed by a model through the `openai` package, against any OpenAI-compatible endpoint. The client
 * retries once on 429/5xx/timeouts itself; whatever still fails becomes an `AdvisorError` (the provider's message,
 * which may quote the request, never reaches the member).
 */
export function createProviderAdvisor(options: ProviderOptions): IncomeAdvisor {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    fetch: options.fetch,
    timeout: timeoutMs,
    maxRetries: 1,
  });
  const messages = (system: string, user: string): ChatCompletionMessageParam[] => [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];

  async function complete(system: string, user: string): Promise<string> {
    const completion = await callProvider(() =>
      client.chat.completions.create({ model: options.model, messages: messages(system, user) }),
    );
    return checkedText(completion.choices[0]?.message.content);
  }

  async function completeStructured<T>(input: {
    name: string;
    schema: z.ZodMiniType<T>;
    /** The schema shown to the model, when the answer is parsed more leniently than that (then item by item). */
    requestSchema?: z.ZodMiniType;
    system: string;
    user: string;
  }): Promise<T> {
    const completion = await callProvider(() =>
      client.chat.completions.create({
        model: options.model,
        messages: messages(input.system, input.user),
        response_format: {
          type: 'json_schema',
          json_schema: { name: input.name, strict: true, schema: jsonSchemaOf(input.requestSchema ?? input.schema) },
        },
      }),
    );
    const parsed = input.schema.safeParse(parseJson(checkedText(completion.choices[0]?.message.content)));
    if (!parsed.success) throw new AdvisorError('invalid-answer', 'The model answer does not match the contract.');
    return parsed.data;
  }

  return {
    kind: 'model',
    generateTemplate: (input) => complete(SYSTEM_PROMPTS.template, templateRequest(input)),
    analyseMarket: async (input) => {
      const answer = await completeStructured({
        name: 'market_analysis',
        schema: ProviderMarketAnalysisSchema,
        system: SYSTEM_PROMPTS.market,
        user: marketRequest(input),
      });
      return answer.opportunities;
    },
    writeLesson: (input) =>
      completeStructured({
        name: 'lesson',
        schema: LessonSchema,
        system: SYSTEM_PROMPTS.lesson,
        user: lessonRequest(input),
      }),
    classifyOpportunities: (items) =>
      classifyWithModel({
        items,
        ask: (user) =>
          completeStructured({
            name: 'opportunity_classification',
            schema: LenientClassificationSchema,
            requestSchema: ModelClassificationSchema,
            system: SYSTEM_PROMPTS.classify,
            user,
          }),
      }),
    answerChat: async function* (input) {
      const stream = await callProvider(() =>
        client.chat.completions.create({
          model: options.model,
          messages: messages(SYSTEM_PROMPTS.chat, chatRequest(input)),
          stream: true,
        }),
      );
      let said = '';
      try {
        for await (const chunk of untilIdle({ stream, idleMs: timeoutMs })) {
          const piece = chunk.choices[0]?.delta?.content;
          if (!piece) continue;
          said += piece;
          // Checked before the piece leaves, so a leak is stopped at the piece that completes it.
          if (revealsInstructions(said))
            throw new AdvisorError('invalid-answer', 'The model repeated its instructions.');
          yield piece;
        }
      } catch (error) {
        throw toAdvisorError(error);
      }
      if (!said.trim()) throw new AdvisorError('invalid-answer', 'The model gave an empty answer.');
    },
  };
}

/**
 * The stream's chunks, failing with a timeout when the next one takes longer than `idleMs`: the client's own
 * timeout ends once the headers arrive, so a provider that stalls mid-reply would otherwise hold the chat open.
 */
async function* untilIdle<T>(input: {
  stream: AsyncIterable<T> & { controller: AbortController };
  idleMs: number;
}): AsyncGenerator<T> {
  const chunks = input.stream[Symbol.asyncIterator]();
  for (;;) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const idle = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AdvisorError('timeout', 'The model stopped answering.')), input.idleMs);
    });
    const next = await Promise.race([chunks.next(), idle])
      .catch((error: unknown) => {
        input.stream.controller.abort();
        throw error;
      })
      .finally(() => clearTimeout(timer));
    if (next.done) return;
    yield next.value;
  }
}

async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAdvisorError(error);
  }
}

function toAdvisorError(error: unknown): AdvisorError {
  if (error instanceof AdvisorError) return error;
  if (error instanceof APIConnectionTimeoutError)
    return new AdvisorError('timeout', 'The model did not answer in time.');
  if (error instanceof RateLimitError)
    return new AdvisorError('rate-limited', 'The model provider is rate limiting us.');
  if (error instanceof APIConnectionError) return new AdvisorError('unavailable', 'The model provider is unreachable.');
  if (error instanceof APIError) {
    // Status only: the provider's body may echo the request, and nothing here may carry the key.
    console.error('AI provider error', error.status);
    return new AdvisorError('unavailable', `The model provider answered ${error.status}.`);
  }
  // A stream that broke off or sent something that is not an OpenAI chunk.
  return new AdvisorError('invalid-answer', 'The model answer could not be read.');
}

function checkedText(content: string | null | undefined): string {
  if (!content?.trim()) throw new AdvisorError('invalid-answer', 'The model gave an empty answer.');
  if (revealsInstructions(content)) throw new AdvisorError('invalid-answer', 'The model repeated its instructions.');
  return content;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AdvisorError('invalid-answer', 'The model answer is not JSON.');
  }
}

/** The JSON schema for structured output, generated from the contract (strict mode takes no `$schema` key). */
function jsonSchemaOf(schema: z.ZodMiniType): Record<string, unknown> {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema);
  return jsonSchema;
}
