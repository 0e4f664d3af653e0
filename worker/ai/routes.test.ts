import { and, eq } from 'drizzle-orm';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  AI_MESSAGES,
  AI_QUOTAS,
  LessonSchema,
  MarketOpportunitySchema,
  type GenerateTemplateInput,
} from '../../schema/contract/ai.ts';
import { aiUsage } from '../../schema/db/index.ts';
import { createUser, db, signedInMember, signedInSubscriber } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { refundQuota, spendQuota } from './quota.ts';
import { expectLimited, type Problem } from '../test/request.ts';

const post = (path: string, body: unknown, cookie?: string, headers?: Record<string, string>) =>
  api(`/api/ai/${path}`, { method: 'POST', body, cookie, headers });

const template = (businessName: string): GenerateTemplateInput => ({
  templateType: 'side-hustle-plan',
  businessInfo: { businessName },
});
const market = { location: 'Durban', skills: ['Cooking/Catering'] };
const learning = { goal: 'Price my catering', completedLessons: [] };
const chat = { message: 'How do I find my first clients?' };

async function usageOf(userId: string, kind: 'template' | 'market-intelligence') {
  const rows = await db
    .select()
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.kind, kind)));
  return rows.reduce((sum, row) => sum + row.count, 0);
}

const today = () => new Date().toISOString().slice(0, 10);
const monthName = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
};

describe('/api/ai: who may call', () => {
  it.each([
    ['generate-template', template('Braids')],
    ['market-intelligence', market],
    ['micro-learning', learning],
    ['income-chat', chat],
  ])('POST %s is for signed-in members (401 for a visitor)', async (path, body) => {
    const res = await post(path, body);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized: please sign in.' });
  });
});

describe('/api/ai: bad input answers 400 with the spec messages', () => {
  it.each([
    ['market-intelligence', { location: 'Durban', skills: [] }, AI_MESSAGES.missingMarket],
    ['market-intelligence', { location: 'Atlantis', skills: ['Automotive'] }, AI_MESSAGES.unknownCity],
    ['market-intelligence', { location: 'Durban', skills: ['Juggling'] }, AI_MESSAGES.unknownSkill],
    ['micro-learning', { goal: '   ' }, AI_MESSAGES.missingGoal],
    ['generate-template', { templateType: 'poem', businessInfo: { businessName: 'X' } }, AI_MESSAGES.unknownTemplate],
    [
      'generate-template',
      { templateType: 'pitch-deck', businessInfo: { businessName: '' } },
      'Please enter your business name.',
    ],
    ['income-chat', { message: '' }, 'Message cannot be empty.'],
  ])('POST %s %j', async (path, body, message) => {
    const { cookie } = await signedInMember();
    const res = await post(path, body, cookie);
    expect(res.status).toBe(400);
    const problem = (await res.json()) as Problem;
    expect(problem.issues?.map((i) => i.message)).toContain(message);
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const { cookie } = await signedInMember();
    const res = await post('income-chat', '{"message": ', cookie);
    expect(res.status).toBe(400);
  });
});

describe('/api/ai with the offline advisor (no provider configured)', () => {
  /** A fresh member's 200 answer for `path`, which must come from the offline advisor. */
  async function offlineAnswer<T>(path: string, body: unknown): Promise<T> {
    const { cookie } = await signedInMember();
    const res = await post(path, body, cookie);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as T & { advisor: string };
    expect(answer.advisor).toBe('offline');
    return answer;
  }

  it('generates a template', async () => {
    const body = await offlineAnswer<{ content: string }>('generate-template', template('Thandi Braids'));
    expect(body.content).toContain('Thandi Braids');
  });

  it('analyses a market: every opportunity passes the contract', async () => {
    const body = await offlineAnswer<{ opportunities: unknown[] }>('market-intelligence', market);
    for (const o of body.opportunities) expect(MarketOpportunitySchema.safeParse(o).success).toBe(true);
  });

  it('writes a lesson that passes the contract', async () => {
    const body = await offlineAnswer<{ lesson: unknown }>('micro-learning', learning);
    expect(LessonSchema.safeParse(body.lesson).success).toBe(true);
  });

  it('answers the chat as JSON by default', async () => {
    const body = await offlineAnswer<{ response: string }>('income-chat', chat);
    expect(body.response.length).toBeGreaterThan(0);
  });

  it('streams the chat as server-sent events when asked: deltas, then done', async () => {
    const { cookie } = await signedInMember();
    const res = await post('income-chat', chat, cookie, { Accept: 'text/event-stream' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = (await res.text())
      .split('\n\n')
      .filter(Boolean)
      .map((block) => ({
        event: /^event: (.*)$/m.exec(block)?.[1],
        data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as Record<string, string>,
      }));
    expect(events.at(-1)).toEqual({ event: 'done', data: { advisor: 'offline' } });
    const deltas = events.slice(0, -1);
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.every((e) => e.event === 'delta' && typeof e.data.text === 'string')).toBe(true);
  });
});

describe('/api/ai quotas (D1, one statement)', () => {
  it('gives a free member exactly 3 templates out of 20 concurrent requests; the rest are 429 with the reset date', async () => {
    const { user, cookie } = await signedInMember();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('generate-template', template(`Business ${i}`), cookie)),
    );
    const refused = expectLimited(responses, AI_QUOTAS.free.templatesPerMonth, 200);
    expect(await refused.json()).toEqual({
      message: `You have used your 3 free templates this month. They reset on 1 ${monthName(1)}.`,
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await usageOf(user.id, 'template')).toBe(3);
  });

  it('gives a coaching subscriber the larger quota', async () => {
    const { cookie } = await signedInSubscriber();
    for (let i = 0; i < AI_QUOTAS.free.templatesPerMonth + 1; i++) {
      expect((await post('generate-template', template(`Plan ${i}`), cookie)).status).toBe(200);
    }
  });

  it('counts earlier days of the month towards the monthly template quota', async () => {
    const { user, cookie } = await signedInMember();
    const firstOfMonth = `${today().slice(0, 7)}-01`;
    await db.insert(aiUsage).values({ userId: user.id, kind: 'template', day: firstOfMonth, count: 2 });
    // On the 1st the seeded row is today's row; either way one template is left.
    expect((await post('generate-template', template('One left'), cookie)).status).toBe(200);
    expect((await post('generate-template', template('None left'), cookie)).status).toBe(429);
  });

  it('caps the other calls together per day, with when they reset', async () => {
    const { user, cookie } = await signedInMember();
    await db
      .insert(aiUsage)
      .values({ userId: user.id, kind: 'micro-learning', day: today(), count: AI_QUOTAS.free.advisorCallsPerDay });
    for (const [path, body] of [
      ['market-intelligence', market],
      ['income-chat', chat],
    ] as const) {
      const res = await post(path, body, cookie);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({
        message: 'You have used your 30 free advisor requests for today. They reset at 02:00 South African time.',
      });
    }
    // Templates have their own quota.
    expect((await post('generate-template', template('Still fine'), cookie)).status).toBe(200);
  });

  it('gives back a call the advisor could not answer', async () => {
    const user = await createUser();
    const now = new Date();
    const spends = [];
    for (let i = 0; i < AI_QUOTAS.free.templatesPerMonth; i++) {
      spends.push(await spendQuota(db, { userId: user.id, kind: 'template', now }));
    }
    await expect(spendQuota(db, { userId: user.id, kind: 'template', now })).rejects.toMatchObject({ status: 429 });
    await refundQuota(db, spends[0]!);
    await expect(spendQuota(db, { userId: user.id, kind: 'template', now })).resolves.toMatchObject({ day: today() });
  });
});

describe('/api/ai answers from KV', () => {
  it('answers an identical request again from the cache without spending quota', async () => {
    const { user, cookie } = await signedInMember();
    const first = await post('market-intelligence', market, cookie);
    const again = await post('market-intelligence', market, cookie);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await usageOf(user.id, 'market-intelligence')).toBe(1);
    const keys = await env.CACHE.list({ prefix: 'ai:market-intelligence:' });
    expect(keys.keys.length).toBeGreaterThan(0);
  });

  it('serves a cached template even when the monthly quota is used up', async () => {
    const { user, cookie } = await signedInMember();
    for (const name of ['A', 'B', 'C'])
      expect((await post('generate-template', template(name), cookie)).status).toBe(200);
    const repeat = await post('generate-template', template('  A '), cookie);
    expect(repeat.status).toBe(200);
    expect(await usageOf(user.id, 'template')).toBe(3);
    expect((await post('generate-template', template('D'), cookie)).status).toBe(429);
  });

  it('does not share one member’s cached answer with another', async () => {
    const a = await signedInMember();
    const b = await signedInMember();
    await post('micro-learning', learning, a.cookie);
    await post('micro-learning', learning, b.cookie);
    const rows = await db.select().from(aiUsage).where(eq(aiUsage.userId, b.user.id));
    expect(rows.map((r) => [r.kind, r.count])).toEqual([['micro-learning', 1]]);
  });
});
