import { describe, expect, it } from 'vitest';
import { TENDER_COMPLIANCE } from '../opportunities/classify-rules-profiles.ts';
import { classifyByRules } from '../opportunities/classify-rules.ts';
import { CATEGORY_SEED } from '../taxonomy/taxonomy-seed.ts';
import { createOfflineAdvisor } from './offline/offline-advisor.ts';
import { CLASSIFY_BATCH_SIZE, CLASSIFY_MAX_CALLS } from './provider/classify-opportunities.ts';
import { SYSTEM_PROMPTS } from './provider/prompts.ts';
import { createProviderAdvisor } from './provider/provider-advisor.ts';
import { feedItem, newsItem, trendItem } from '../test/feeds.ts';
import { completion, failure } from '../test/openai-stand-in.ts';

/**
 * `classifyOpportunities` through the real `openai` client against a stand-in OpenAI-compatible server (a fetch
 * function that answers `/v1/chat/completions` and records each request), and through the offline advisor.
 */
type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
};
type SentItem = { id: number; kind: string; title: string; publishedValueRand: number | null };
type Handler = (request: ChatRequest, items: SentItem[], call: number) => Response | Promise<Response>;

function standIn(handler: Handler) {
  const requests: ChatRequest[] = [];
  const fetchStandIn = async (url: RequestInfo | URL, init?: RequestInit) => {
    if (!String(url).endsWith('/v1/chat/completions')) return new Response('not found', { status: 404 });
    const request = JSON.parse(String(init?.body)) as ChatRequest;
    requests.push(request);
    const sent = JSON.parse(request.messages[1]!.content) as { items: SentItem[] };
    return handler(request, sent.items, requests.length);
  };
  const advisor = createProviderAdvisor({
    apiKey: 'sk-test-secret-key',
    baseURL: 'https://models.example/v1',
    model: 'test-model',
    fetch: fetchStandIn as typeof fetch,
  });
  return { advisor, requests };
}

const tender = feedItem({ summary: 'Cleaning of wards and offices.', tags: ['Cleaning services'] });
const trend = trendItem({ summary: 'How to check your matric results online (News24)' });
const news = (n: number) =>
  newsItem({
    sourceKey: `https://www.bizcommunity.com/article/${n}`,
    title: `Township bakery ${n} grows with catering orders`,
    url: `https://www.bizcommunity.com/article/${n}`,
  });

/** A well-formed model item for the given id. */
const modelItem = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  category: 'wellness',
  description: 'Hospital cleaning contract for a small cleaning company.',
  keywords: ['Hospital cleaning', 'Mthatha', 'hygiene'],
  difficulty: 'hard',
  timeToMarket: '4–8 weeks after the award',
  estimatedStartupCost: 'R15,000 – R40,000 for equipment and a month of wages',
  marketSize: 'Large: public hospitals buy cleaning every year',
  ...overrides,
});
const answer = (items: unknown[]) => completion(JSON.stringify({ items }));

describe('classifyOpportunities with a model (stand-in server)', () => {
  it('asks with the fixed prompt and a strict JSON schema, and maps the answer onto the items', async () => {
    const { advisor, requests } = standIn((_, items) => answer(items.map((item) => modelItem(item.id))));
    const [classified] = await advisor.classifyOpportunities([tender]);

    const request = requests[0]!;
    expect(request.messages[0]!.content).toBe(SYSTEM_PROMPTS.classify);
    const sent = JSON.parse(request.messages[1]!.content) as { task: string; categories: unknown; items: SentItem[] };
    expect(sent.task).toBe('classify-opportunities');
    expect(sent.categories).toEqual(CATEGORY_SEED);
    expect(sent.items).toEqual([
      expect.objectContaining({ id: 0, kind: 'tender', title: tender.title, publishedValueRand: 1_250_000 }),
    ]);
    const format = request.response_format!;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'opportunity_classification', strict: true });
    const schema = JSON.stringify(format.json_schema.schema);
    for (const { slug } of CATEGORY_SEED) expect(schema).toContain(`"${slug}"`);
    expect(schema).toContain('"estimatedStartupCost"');
    expect(format.json_schema.schema).not.toHaveProperty('$schema');

    expect(classified).toMatchObject({
      ...tender,
      category: 'wellness',
      description: 'Hospital cleaning contract for a small cleaning company.',
      keywords: ['hospital cleaning', 'mthatha', 'hygiene'],
      difficulty: 'hard',
      // A model's figures always read as estimates; a tender's cost always names the compliance steps.
      timeToMarket: 'Estimate: 4–8 weeks after the award',
      estimatedStartupCost: `Estimate: R15,000 – R40,000 for equipment and a month of wages ${TENDER_COMPLIANCE}`,
      // The published value is the notice's fact: the model may not restate it.
      marketSize: 'Published tender value: R1,250,000',
    });
  });

  it('keeps a trend’s published traffic and labels the model’s other figures as estimates', async () => {
    const { advisor } = standIn(() =>
      answer([
        modelItem(0, {
          category: 'education',
          estimatedStartupCost: 'Estimate: R300 for printed past papers',
          marketSize: 'Millions of searches',
        }),
        modelItem(1, { category: 'business', marketSize: 'Hundreds of bakeries' }),
      ]),
    );
    const [matric, bakery] = await advisor.classifyOpportunities([trend, news(1)]);
    expect(matric).toMatchObject({
      category: 'education',
      estimatedStartupCost: 'Estimate: R300 for printed past papers',
      marketSize: 'Google Trends: about 200,000+ searches in South Africa on the day',
    });
    expect(bakery).toMatchObject({ category: 'business', marketSize: 'Estimate: Hundreds of bakeries' });
  });

  it('falls back to the keyword rules for each invalid item, and only for those', async () => {
    const items = [tender, trend, news(1), news(2), news(3), news(4), news(5)];
    const { advisor } = standIn(() =>
      answer([
        modelItem(0, { category: 'plumbing' }), // not a mentor category
        modelItem(1, { difficulty: 'trivial' }), // not a difficulty
        modelItem(2, { description: '   ' }), // empty once trimmed
        { ...modelItem(3), marketSize: undefined }, // a field missing
        modelItem(4, { category: 'marketing' }), // valid
        modelItem(4, { category: 'consulting' }), // a second answer for the same id: the first stands
        modelItem(42), // an id we never sent
        modelItem(6, { keywords: ['x'.repeat(41), '  '] }), // valid, but no usable keyword: the rules' keywords
        // id 5: left out
      ]),
    );
    const classified = await advisor.classifyOpportunities(items);
    const rules = items.map(classifyByRules);

    expect(classified).toHaveLength(items.length);
    for (const i of [0, 1, 2, 3, 5]) expect(classified[i], `item ${i}`).toEqual(rules[i]);
    expect(classified[4]).toMatchObject({ sourceKey: items[4]!.sourceKey, category: 'marketing' });
    expect(classified[6]).toMatchObject({ category: 'wellness', keywords: rules[6]!.keywords });
  });

  it('drops a whole answer that repeats our instructions, and uses the rules for its batch', async () => {
    const items = [tender, news(1)];
    const { advisor } = standIn(() =>
      answer([modelItem(0), modelItem(1, { description: `Sure! ${SYSTEM_PROMPTS.classify}` })]),
    );
    await expect(advisor.classifyOpportunities(items)).resolves.toEqual(items.map(classifyByRules));
  });

  it('falls back to the rules for a batch whose answer is not JSON, and carries on with the next batch', async () => {
    const items = Array.from({ length: CLASSIFY_BATCH_SIZE + 3 }, (_, n) => news(n));
    const { advisor, requests } = standIn((_, sent, call) =>
      call === 1 ? completion('{"items": [ {"id": ') : answer(sent.map((item) => modelItem(item.id))),
    );
    const classified = await advisor.classifyOpportunities(items);
    expect(requests).toHaveLength(2);
    expect(classified.slice(0, CLASSIFY_BATCH_SIZE)).toEqual(items.slice(0, CLASSIFY_BATCH_SIZE).map(classifyByRules));
    expect(classified.slice(CLASSIFY_BATCH_SIZE).map((c) => c.category)).toEqual(['wellness', 'wellness', 'wellness']);
  });

  it('stops calling a failing provider and classifies everything by the rules, without rejecting', async () => {
    const items = Array.from({ length: 3 * CLASSIFY_BATCH_SIZE }, (_, n) => news(n));
    const { advisor, requests } = standIn(() => failure(500, 'boom'));
    await expect(advisor.classifyOpportunities(items)).resolves.toEqual(items.map(classifyByRules));
    // The client's own one retry, then no further batch.
    expect(requests).toHaveLength(2);
  });

  it('sends batches of 20 and at most 10 calls a sync; the rest go to the rules', async () => {
    const items = Array.from({ length: CLASSIFY_BATCH_SIZE * CLASSIFY_MAX_CALLS + 45 }, (_, n) => news(n));
    const { advisor, requests } = standIn((_, sent) => answer(sent.map((item) => modelItem(item.id))));
    const classified = await advisor.classifyOpportunities(items);

    expect(requests).toHaveLength(CLASSIFY_MAX_CALLS);
    const sizes = requests.map((r) => (JSON.parse(r.messages[1]!.content) as { items: unknown[] }).items.length);
    expect(sizes).toEqual(Array(CLASSIFY_MAX_CALLS).fill(CLASSIFY_BATCH_SIZE));
    const byModel = CLASSIFY_BATCH_SIZE * CLASSIFY_MAX_CALLS;
    expect(classified.slice(0, byModel).every((c) => c.category === 'wellness')).toBe(true);
    expect(classified.slice(byModel)).toEqual(items.slice(byModel).map(classifyByRules));
  });

  it('makes no call for no items', async () => {
    const { advisor, requests } = standIn(() => answer([]));
    await expect(advisor.classifyOpportunities([])).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
  });
});

describe('classifyOpportunities without a model', () => {
  it('is the keyword rules, item by item, in order', async () => {
    const items = [tender, trend, news(1)];
    const advisor = createOfflineAdvisor();
    await expect(advisor.classifyOpportunities(items)).resolves.toEqual(items.map(classifyByRules));
    expect((await advisor.classifyOpportunities(items)).map((c) => c.category)).toEqual([
      'business',
      'education',
      'business',
    ]);
  });
});
