import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  AI_MESSAGES,
  CompleteLessonInputSchema,
  GenerateTemplateInputSchema,
  IncomeChatInputSchema,
  MarketIntelligenceInputSchema,
  MicroLearningInputSchema,
  type CompletedLessons,
  type GenerateTemplateResult,
  type IncomeChatResult,
  type IncomeChatStreamEvent,
  type MarketIntelligenceResult,
  type MicroLearningResult,
} from '../../schema/contract/ai.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { AdvisorError } from './advisor.ts';
import { advisorFor } from './advisor-for.ts';
import { cacheAnswer, cacheKeyFor, readCachedAnswer } from './answer-cache.ts';
import { completeLesson, listCompletedLessons, mergeCompletedLessons } from './completed-lessons.ts';
import { refundQuota, spendQuota, type AiUsageKind } from './quota.ts';

type Call<T> = {
  db: Db;
  cache: KVNamespace;
  userId: string;
  endpoint: string;
  kind: AiUsageKind;
  body: unknown;
  failedMessage: string;
  ask: () => Promise<T>;
};

/**
 * The AI income advisor under /api/ai (spec section 7): signed-in members only, every body validated by the
 * contract. Answers come from `advisorFor(config)` (a model, or the offline advisor) and say which one answered.
 */
export const aiApi = new Hono<AppEnv>()
  .post(
    '/generate-template',
    route({ who: 'member', bumps: [] }),
    validate('json', GenerateTemplateInputSchema),
    async (c) => {
      const body = c.req.valid('json');
      const advisor = advisorFor(c.var.config);
      const answer = await answerCached<GenerateTemplateResult>({
        ...callerOf(c),
        endpoint: 'generate-template',
        kind: 'template',
        body,
        failedMessage: AI_MESSAGES.templateFailed,
        ask: async () => ({ content: await advisor.generateTemplate(body), advisor: advisor.kind }),
      });
      return c.json(answer);
    },
  )
  .post(
    '/market-intelligence',
    route({ who: 'member', bumps: [] }),
    validate('json', MarketIntelligenceInputSchema),
    async (c) => {
      const body = c.req.valid('json');
      const advisor = advisorFor(c.var.config);
      const answer = await answerCached<MarketIntelligenceResult>({
        ...callerOf(c),
        endpoint: 'market-intelligence',
        kind: 'market-intelligence',
        body,
        failedMessage: AI_MESSAGES.analysisFailed,
        ask: async () => ({ opportunities: await advisor.analyseMarket(body), advisor: advisor.kind }),
      });
      return c.json(answer);
    },
  )
  .post(
    '/micro-learning',
    route({ who: 'member', bumps: [] }),
    validate('json', MicroLearningInputSchema),
    async (c) => {
      const sent = c.req.valid('json');
      // Before the cache key is made: a lesson completed since the last request changes the answer.
      const stored = await listCompletedLessons({ db: c.var.db, userId: c.var.user.id });
      const body = { ...sent, completedLessons: mergeCompletedLessons(stored, sent.completedLessons) };
      const advisor = advisorFor(c.var.config);
      const answer = await answerCached<MicroLearningResult>({
        ...callerOf(c),
        endpoint: 'micro-learning',
        kind: 'micro-learning',
        body,
        failedMessage: AI_MESSAGES.lessonFailed,
        ask: async () => ({ lesson: await advisor.writeLesson(body), advisor: advisor.kind }),
      });
      return c.json(answer);
    },
  )
  // Kept per member in D1, so Micro-Learning remembers them on every device; the two advisor calls
  // below add them to what the client sends.
  .get('/completed-lessons', route({ who: 'member' }), async (c) => {
    const lessonIds = await listCompletedLessons({ db: c.var.db, userId: c.var.user.id });
    return c.json<CompletedLessons>({ lessonIds });
  })
  .post(
    '/completed-lessons',
    route({ who: 'member', bumps: [] }),
    validate('json', CompleteLessonInputSchema),
    async (c) => {
      const { lessonId } = c.req.valid('json');
      const { created, lessonIds } = await completeLesson({ db: c.var.db, userId: c.var.user.id, lessonId });
      return c.json<CompletedLessons>({ lessonIds }, created ? 201 : 200);
    },
  )
  // Not cached: a conversation's replies are expected to differ. Streams when the client asks for events.
  .post('/income-chat', route({ who: 'member', bumps: [] }), validate('json', IncomeChatInputSchema), async (c) => {
    const sent = c.req.valid('json');
    const stored = await listCompletedLessons({ db: c.var.db, userId: c.var.user.id });
    const completedLessons = mergeCompletedLessons(stored, sent.context.completedLessons);
    const body = { ...sent, context: { ...sent.context, completedLessons } };
    const advisor = advisorFor(c.var.config);
    const { db, userId } = callerOf(c);
    if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
      const answer = await askWithinQuota<IncomeChatResult>({
        db,
        userId,
        kind: 'income-chat',
        failedMessage: AI_MESSAGES.chatFailed,
        ask: async () => ({ response: await readWhole(advisor.answerChat(body)), advisor: advisor.kind }),
      });
      return c.json(answer);
    }
    const spend = await spendQuota(db, { userId, kind: 'income-chat', now: new Date() });
    const pieces = advisor.answerChat(body)[Symbol.asyncIterator]();
    // The first piece is awaited before answering, so a provider that fails outright still gets a proper status.
    const first = await pieces.next().catch(async (error: unknown) => {
      await refundQuota(db, spend);
      throw advisorFailure(error, AI_MESSAGES.chatFailed);
    });
    return streamSSE(c, async (stream) => {
      const send = (e: IncomeChatStreamEvent) => stream.writeSSE({ event: e.event, data: JSON.stringify(e.data) });
      try {
        for (let piece = first; !piece.done; piece = await pieces.next()) {
          await send({ event: 'delta', data: { text: piece.value } });
        }
        await send({ event: 'done', data: { advisor: advisor.kind } });
      } catch (error) {
        if (!(error instanceof AdvisorError)) console.error('Chat stream failed', error);
        await refundQuota(db, spend);
        await send({ event: 'error', data: { message: AI_MESSAGES.chatFailed } });
      }
    });
  });

function callerOf(c: { var: { db: Db; user: { id: string } }; env: { CACHE: KVNamespace } }) {
  return { db: c.var.db, cache: c.env.CACHE, userId: c.var.user.id };
}

/** An identical request by the same member today is answered from KV; otherwise quota is spent and the advisor asked. */
async function answerCached<T>(call: Call<T>): Promise<T> {
  const now = new Date();
  const key = await cacheKeyFor({ userId: call.userId, endpoint: call.endpoint, body: call.body, now });
  const cached = await readCachedAnswer<T>(call.cache, key);
  if (cached) return cached;
  const answer = await askWithinQuota(call);
  await cacheAnswer(call.cache, { key, answer, now });
  return answer;
}

async function askWithinQuota<T>(call: Pick<Call<T>, 'db' | 'userId' | 'kind' | 'failedMessage' | 'ask'>): Promise<T> {
  const spend = await spendQuota(call.db, { userId: call.userId, kind: call.kind, now: new Date() });
  try {
    return await call.ask();
  } catch (error) {
    await refundQuota(call.db, spend);
    throw advisorFailure(error, call.failedMessage);
  }
}

/** The advisor's failure as the endpoint's spec message: 504 for a timeout, 503 when rate limited, else 502. */
function advisorFailure(error: unknown, message: string): unknown {
  if (!(error instanceof AdvisorError)) return error;
  const status = error.reason === 'timeout' ? 504 : error.reason === 'rate-limited' ? 503 : 502;
  return new HttpError(status, message);
}

async function readWhole(pieces: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
}
