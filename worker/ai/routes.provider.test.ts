import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AI_MESSAGES, type IncomeChatStreamEvent } from '../../schema/contract/ai.ts';
import { aiUsage } from '../../schema/db/index.ts';
import { db, signedInMember } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { completion, failure, stalled, streamed } from '../test/openai-stand-in.ts';

/**
 * The endpoints with a model provider configured (vitest project `worker-provider`: OPENAI_BASE_URL is
 * https://models.test/v1, OPENAI_TIMEOUT_MS 300). The Worker runs the real provider advisor and the real openai
 * client; only the isolate's outbound fetch to that host is answered here, as an OpenAI-compatible server would.
 */
type Answer = (signal: AbortSignal | null | undefined) => Response | Promise<Response>;

const realFetch = globalThis.fetch;
afterEach(() => {
  vi.restoreAllMocks();
});

/** Plays the provider: every call to models.test gets `answer`; anything else goes out as usual. */
function provider(answer: Answer) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).host !== 'models.test') return realFetch(input, init);
    calls.push(new URL(request.url).pathname);
    const aborted = new Promise<never>((_, reject) =>
      request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
    return Promise.race([answer(init?.signal ?? request.signal), aborted]);
  });
  return calls;
}

const hang: Answer = () => new Promise<Response>(() => {});

const post = (path: string, body: unknown, cookie: string, headers?: Record<string, string>) =>
  api(`/api/ai/${path}`, { method: 'POST', body, cookie, headers });

const ENDPOINTS = [
  [
    'generate-template',
    { templateType: 'pitch-deck', businessInfo: { businessName: 'Sipho Rides' } },
    AI_MESSAGES.templateFailed,
  ],
  ['market-intelligence', { location: 'George', skills: ['Photography'] }, AI_MESSAGES.analysisFailed],
  ['micro-learning', { goal: 'Keep books for my spaza' }, AI_MESSAGES.lessonFailed],
  ['income-chat', { message: 'Should I register with SARS?' }, AI_MESSAGES.chatFailed],
] as const;

async function spentToday(userId: string) {
  const rows = await db
    .select()
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, new Date().toISOString().slice(0, 10))));
  return rows.reduce((sum, row) => sum + row.count, 0);
}

function eventsOf(text: string): IncomeChatStreamEvent[] {
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)![1],
      data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!),
    })) as IncomeChatStreamEvent[];
}

describe('/api/ai with a model provider that answers', () => {
  it('answers from the model, labelled as such', async () => {
    const calls = provider(() => completion('# Pitch deck for Sipho Rides'));
    const { cookie } = await signedInMember();
    const res = await post('generate-template', ENDPOINTS[0][1], cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ content: '# Pitch deck for Sipho Rides', advisor: 'model' });
    expect(calls).toEqual(['/v1/chat/completions']);
  });

  it('streams the model’s pieces as SSE deltas, then done', async () => {
    provider(() => streamed(['Yes, ', 'once you earn enough.']));
    const { cookie } = await signedInMember();
    const res = await post('income-chat', ENDPOINTS[3][1], cookie, { Accept: 'text/event-stream' });
    expect(eventsOf(await res.text())).toEqual([
      { event: 'delta', data: { text: 'Yes, ' } },
      { event: 'delta', data: { text: 'once you earn enough.' } },
      { event: 'done', data: { advisor: 'model' } },
    ]);
  });
});

describe('/api/ai when the model provider fails: the spec message, the right status, the quota given back', () => {
  it.each(ENDPOINTS)('POST %s: 502 when the provider keeps failing', async (path, body, message) => {
    const calls = provider(() => failure(500, 'internal error sk-test-stand-in'));
    const { user, cookie } = await signedInMember();
    const res = await post(path, body, cookie);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message });
    expect(calls).toHaveLength(2); // the client's one retry
    expect(await spentToday(user.id)).toBe(0);
  });

  it.each(ENDPOINTS)('POST %s: 503 when the provider rate limits', async (path, body, message) => {
    provider(() => failure(429, 'slow down'));
    const { user, cookie } = await signedInMember();
    const res = await post(path, body, cookie);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message });
    expect(await spentToday(user.id)).toBe(0);
  });

  it.each(ENDPOINTS)('POST %s: 504 when the provider never answers', async (path, body, message) => {
    provider(hang);
    const { user, cookie } = await signedInMember();
    const res = await post(path, body, cookie);
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ message });
    expect(await spentToday(user.id)).toBe(0);
  });

  it('POST income-chat streaming: a provider that fails before the first piece gets a status, not a stream', async () => {
    provider(() => failure(503, 'overloaded'));
    const { user, cookie } = await signedInMember();
    const res = await post('income-chat', ENDPOINTS[3][1], cookie, { Accept: 'text/event-stream' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: AI_MESSAGES.chatFailed });
    expect(await spentToday(user.id)).toBe(0);
  });

  it('POST income-chat streaming: a stream that stalls part-way ends with the error event and gives quota back', async () => {
    provider((signal) => stalled(['Yes, ', 'once '], signal));
    const { user, cookie } = await signedInMember();
    const res = await post('income-chat', ENDPOINTS[3][1], cookie, { Accept: 'text/event-stream' });
    expect(res.status).toBe(200);
    expect(eventsOf(await res.text())).toEqual([
      { event: 'delta', data: { text: 'Yes, ' } },
      { event: 'delta', data: { text: 'once ' } },
      { event: 'error', data: { message: AI_MESSAGES.chatFailed } },
    ]);
    expect(await spentToday(user.id)).toBe(0);
  });

  it('POST income-chat as JSON: a stream that stalls is a 504', async () => {
    provider((signal) => stalled(['Yes, '], signal));
    const { cookie } = await signedInMember();
    const res = await post('income-chat', ENDPOINTS[3][1], cookie);
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ message: AI_MESSAGES.chatFailed });
  });
});
