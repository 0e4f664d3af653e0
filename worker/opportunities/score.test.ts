import { describe, expect, it } from 'vitest';
import {
  buildScoreContext,
  categoryDemand,
  closingFactor,
  demandScore,
  mentionScore,
  recencyScore,
  scoreItem,
  scoreItems,
  TENDER_DEMAND_FLOOR,
  type DemandSignal,
  type ScoreContext,
  type ScoreInput,
} from './score.ts';

const NOW = new Date('2026-11-22T06:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const hoursAhead = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

const tender: ScoreInput = {
  kind: 'tender',
  category: 'business',
  approxTraffic: null,
  publishedAt: daysAgo(3),
  closingAt: hoursAhead(10 * 24),
  firstSeenAt: daysAgo(1),
};

const context = (overrides: Partial<ScoreContext> = {}): ScoreContext => ({
  now: NOW,
  categoryDemand: {},
  categoryMentions: {},
  ...overrides,
});

describe('the parts of the score', () => {
  it('demand: 20·log10(1 + searches), capped at 100', () => {
    expect(demandScore(0)).toBe(0);
    expect(demandScore(1_000)).toBeCloseTo(60, 1);
    expect(demandScore(20_000)).toBeCloseTo(86.02, 2);
    expect(demandScore(100_000)).toBe(100);
    expect(demandScore(5_000_000)).toBe(100);
  });

  it('mentions: 50·log10(1 + other items), capped at 100', () => {
    expect(mentionScore(0)).toBe(0);
    expect(mentionScore(1)).toBeCloseTo(15.05, 2);
    expect(mentionScore(9)).toBeCloseTo(50, 5);
    expect(mentionScore(99)).toBeCloseTo(100, 5);
    expect(mentionScore(1_000)).toBe(100);
  });

  it('recency: 100 today, 50 after a week, 0 from two weeks; a future date counts as today', () => {
    expect(recencyScore(0)).toBe(100);
    expect(recencyScore(7)).toBe(50);
    expect(recencyScore(14)).toBe(0);
    expect(recencyScore(30)).toBe(0);
    expect(recencyScore(-2)).toBe(100);
  });

  it('closing: full weight from 48 hours out, down to a quarter at closing, nothing once closed', () => {
    expect(closingFactor(null, NOW)).toBe(1);
    expect(closingFactor('not a date', NOW)).toBe(1);
    expect(closingFactor(hoursAhead(72), NOW)).toBe(1);
    expect(closingFactor(hoursAhead(48), NOW)).toBe(1);
    expect(closingFactor(hoursAhead(24), NOW)).toBeCloseTo(0.625, 10);
    expect(closingFactor(hoursAhead(0.001), NOW)).toBeCloseTo(0.25, 3);
    expect(closingFactor(hoursAhead(-1), NOW)).toBe(0);
  });
});

describe('scoreItem: the worked example of decision 012', () => {
  const example = context({ categoryDemand: { business: 10_000 }, categoryMentions: { business: 7 } });

  it('a cleaning tender, 3 days old, 6 other business items this week, a 10,000+ business trend today → 68', () => {
    const score = scoreItem(tender, example);
    expect(score.parts.demand).toBeCloseTo(80.0, 2);
    expect(score.parts.mentions).toBeCloseTo(42.25, 2);
    expect(score.parts.recency).toBeCloseTo(78.57, 2);
    expect(score.parts.closing).toBe(1);
    expect(score).toMatchObject({ trendScore: 68, searchVolume: 10_000 });
  });

  it('the same tender closing in 12 hours → 30', () => {
    const score = scoreItem({ ...tender, closingAt: hoursAhead(12) }, example);
    expect(score.parts.closing).toBeCloseTo(0.4375, 10);
    expect(score.trendScore).toBe(30);
  });

  it('a closed tender scores 0', () => {
    expect(scoreItem({ ...tender, closingAt: hoursAhead(-1) }, example).trendScore).toBe(0);
  });

  it('a trend of 200,000+ searches today, with 2 tenders or news items in its category → 77', () => {
    const trend: ScoreInput = {
      kind: 'trend',
      category: 'education',
      approxTraffic: 200_000,
      publishedAt: NOW.toISOString(),
      closingAt: null,
    };
    const score = scoreItem(
      trend,
      context({ categoryMentions: { education: 2 }, categoryDemand: { education: 5_000 } }),
    );
    // Its own traffic, not the category's; trends are not in the mention count, so none is subtracted.
    expect(score.parts.mentions).toBeCloseTo(mentionScore(2), 10);
    expect(score).toMatchObject({ trendScore: 77, searchVolume: 200_000 });
  });
});

describe('scoreItem: demand and search volume', () => {
  it('counts an open tender like 1,000 searches when no trend matches its category, without claiming searches', () => {
    const score = scoreItem({ ...tender, publishedAt: NOW.toISOString() }, context());
    expect(score.parts.demand).toBeCloseTo(demandScore(TENDER_DEMAND_FLOOR), 10);
    expect(score).toMatchObject({ trendScore: 50, searchVolume: 0 });
  });

  it('gives news the category’s trend demand, and nothing without one', () => {
    const news: ScoreInput = { ...tender, kind: 'news', closingAt: null, publishedAt: NOW.toISOString() };
    expect(scoreItem(news, context({ categoryMentions: { business: 7 } }))).toMatchObject({
      trendScore: 33,
      searchVolume: 0,
    });
    expect(scoreItem(news, context({ categoryDemand: { business: 20_000 } })).searchVolume).toBe(20_000);
  });

  it('ages an item by its publication date, else by when the sync first saw it, else as new', () => {
    const news: ScoreInput = { ...tender, kind: 'news', closingAt: null };
    expect(scoreItem({ ...news, publishedAt: daysAgo(7) }, context()).parts.recency).toBeCloseTo(50, 10);
    expect(scoreItem({ ...news, publishedAt: null, firstSeenAt: daysAgo(14) }, context()).parts.recency).toBe(0);
    expect(scoreItem({ ...news, publishedAt: 'garbage', firstSeenAt: undefined }, context()).parts.recency).toBe(100);
  });

  it('keeps every score an integer from 0 to 100', () => {
    const loud = context({ categoryDemand: { business: 10_000_000 }, categoryMentions: { business: 10_000 } });
    const scores = scoreItems(
      [
        { ...tender, publishedAt: NOW.toISOString() },
        // Three days old: 50 + 30 + 0.2·78.6.
        { ...tender, kind: 'trend', approxTraffic: 10_000_000, closingAt: null },
        { ...tender, publishedAt: daysAgo(400) },
      ],
      loud,
    );
    expect(scores.map((s) => s.trendScore)).toEqual([100, 96, 80]);
    for (const score of scores) expect(Number.isInteger(score.trendScore)).toBe(true);
  });
});

describe('the context', () => {
  const trend = (title: string, category: string, approxTraffic: number | null, tags: string[] = []): DemandSignal => ({
    kind: 'trend',
    title,
    summary: '',
    tags,
    category,
    approxTraffic,
  });

  it('lends a trend’s traffic to a category only when the trend’s own words match it', () => {
    const demand = categoryDemand([
      trend('matric results', 'education', 200_000),
      trend('matric rewrite', 'education', 50_000),
      // Filed under the default category without matching it: a football club is not business demand.
      trend('orlando pirates f.c.', 'business', 500_000),
      // Filed (by a model, say) under a category its words do not match.
      trend('diesel fuel', 'agriculture', 10_000),
      trend('tutoring near me', 'education', null),
    ]);
    expect(demand).toEqual({ education: 200_000 });
  });

  it('counts this sync’s tenders and news once on top of the stored ones it did not see, and no trends', () => {
    const built = buildScoreContext({
      now: NOW,
      storedMentions: { business: 4, agriculture: 1 },
      items: [
        {
          kind: 'tender',
          title: 'Cleaning services',
          summary: '',
          tags: [],
          category: 'business',
          approxTraffic: null,
        },
        { kind: 'news', title: 'Bakeries grow', summary: '', tags: [], category: 'business', approxTraffic: null },
        { kind: 'tender', title: 'ICT support', summary: '', tags: [], category: 'technology', approxTraffic: null },
        trend('matric results', 'education', 200_000),
      ],
    });
    expect(built).toEqual({
      now: NOW,
      categoryDemand: { education: 200_000 },
      categoryMentions: { business: 6, agriculture: 1, technology: 1 },
    });
    // The only technology item is the one scored: no others.
    expect(scoreItem({ ...tender, category: 'technology', publishedAt: NOW.toISOString() }, built).parts.mentions).toBe(
      0,
    );
  });
});
