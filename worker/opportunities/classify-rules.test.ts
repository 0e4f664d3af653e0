import { describe, expect, it } from 'vitest';
import { CATEGORY_SEED } from '../taxonomy/taxonomy-seed.ts';
import { TENDER_COMPLIANCE } from './classify-rules-profiles.ts';
import { classifyByRules, formatSastDate, matchedCategory } from './classify-rules.ts';
import { feedItem, newsItem, trendItem } from '../test/feeds.ts';

const SLUGS: string[] = CATEGORY_SEED.map((c) => c.slug);

describe('keyword rules: tenders', () => {
  it('maps a cleaning tender to business with first-contract and compliance estimates, and the notice’s facts', () => {
    const item = feedItem();
    const classified = classifyByRules(item);

    // "hospital" (wellness) is in the title too; "cleaning" weighs more.
    expect(classified.category).toBe('business');
    expect(classified.difficulty).toBe('medium');
    expect(classified.estimatedStartupCost).toMatch(/^Estimate: R10,000 – R50,000 \(equipment, chemicals/);
    expect(classified.estimatedStartupCost).toContain(TENDER_COMPLIANCE);
    expect(classified.estimatedStartupCost).toContain('Central Supplier Database');
    expect(classified.estimatedStartupCost).toContain('sworn affidavit');
    // 09:00 UTC is 11:00 SAST on the same day.
    expect(classified.timeToMarket).toMatch(/^Bid by 5 December 2026; .*\(estimate\)$/);
    expect(classified.marketSize).toBe('Published tender value: R1,250,000');
    expect(classified.keywords[0]).toBe('cleaning');
    expect(classified.keywords).toEqual(expect.arrayContaining(['mthatha', 'regional', 'hospital']));
    expect(classified.keywords).not.toEqual(expect.arrayContaining(['provision', 'services', '36', 'months']));
    expect(classified.keywords.length).toBeLessThanOrEqual(6);
    expect(classified.description).toBe(
      'Open public tender from Eastern Cape Department of Health in Eastern Cape, closing 5 December 2026. ' +
        'See the official notice for the specification and how to bid.',
    );
    // The feed's own fields pass through untouched.
    expect(classified).toMatchObject({
      sourceKey: item.sourceKey,
      url: item.url,
      buyer: item.buyer,
      closingAt: item.closingAt,
      valueCents: item.valueCents,
    });
  });

  it('says when the buyer published no value or closing date, rather than guessing', () => {
    const classified = classifyByRules(feedItem({ valueCents: null, closingAt: null }));
    expect(classified.marketSize).toBe('The buyer did not publish a value; see the notice');
    expect(classified.timeToMarket).toMatch(/^Bid before the closing date on the notice; /);
  });

  it('uses the published summary as the description, whitespace collapsed and cut at a word', () => {
    const short = classifyByRules(feedItem({ summary: '  Cleaning of   wards.\n Bid number X1. ' }));
    expect(short.description).toBe('Cleaning of wards. Bid number X1.');

    const long = classifyByRules(feedItem({ summary: 'Daily cleaning of the wards and offices. '.repeat(40) }));
    expect(long.description.length).toBeLessThanOrEqual(600);
    expect(long.description).toMatch(/\S…$/);
  });

  it.each([
    ['Supply and installation of ICT network equipment at district offices', [], 'technology', 'hard'],
    ['Printing and delivery of learner workbooks', ['Printing', 'goods'], 'creative-arts', 'medium'],
    ['Accredited training of 40 youth in plumbing (learnership)', [], 'education', 'medium'],
    ['Eradication of alien invasive plants along the Umgeni river', [], 'agriculture', 'medium'],
    ['Catering for a two-day workshop', ['Catering', 'services'], 'business', 'medium'],
    ['Scholar transport for 3 routes in Vhembe', [], 'business', 'hard'],
    ['Food security programme: supply of seedlings', [], 'agriculture', 'medium'],
    ['Appointment of a consultant for a feasibility study', [], 'consulting', 'hard'],
    [
      'Department of Education: Sanitation Programme for schools: Ugu District',
      ['Sewerage', 'works'],
      'business',
      'hard',
    ],
  ] as const)('maps %j to %s (%s)', (title, tags, category, difficulty) => {
    const classified = classifyByRules(feedItem({ title, tags: [...tags] }));
    expect(classified.category).toBe(category);
    expect(classified.difficulty).toBe(difficulty);
    expect(classified.estimatedStartupCost).toMatch(/^Estimate: R[\d,]+ – R[\d,]+ \(/);
  });

  it('defaults a tender that matches nothing to business with general estimates', () => {
    const classified = classifyByRules(feedItem({ title: 'Bid number ZNTM01266W', tags: [] }));
    expect(classified.category).toBe('business');
    expect(classified.estimatedStartupCost).toMatch(/^Estimate: R5,000 – R50,000 \(stock, tools and labour/);
    expect(classified.keywords).toEqual([]);
    expect(matchedCategory(feedItem({ title: 'Bid number ZNTM01266W', tags: [] }))).toBeNull();
  });
});

describe('keyword rules: trends and news', () => {
  const trend = trendItem({
    summary: 'How to check your matric results online (News24); Pass rate up in Limpopo (SABC News)',
    tags: ['How to check your matric results online', 'Pass rate up in Limpopo'],
  });

  it('maps a trend to its category, with the day’s published traffic and estimates to act on it', () => {
    const classified = classifyByRules(trend);
    expect(classified.category).toBe('education');
    expect(classified.difficulty).toBe('easy');
    expect(classified.marketSize).toBe('Google Trends: about 200,000+ searches in South Africa on the day');
    expect(classified.timeToMarket).toBe('Act within days while it trends. Estimate: 1–3 weeks to start');
    expect(classified.estimatedStartupCost).toMatch(/^Estimate: R500 – R5,000 \(printed materials/);
    expect(classified.estimatedStartupCost).not.toContain('Central Supplier Database');
    expect(classified.keywords.slice(0, 2)).toEqual(['matric', 'results']);
    // From the headlines only their names: "Limpopo", not "check" or "online".
    expect(classified.keywords).toContain('limpopo');
    expect(classified.keywords).not.toContain('online');
    expect(classified.description).toBe(trend.summary);
  });

  it('builds a description for a trend without headlines, and files an unmatched trend under business', () => {
    const classified = classifyByRules({ ...trend, title: 'orlando pirates f.c.', summary: '', tags: [] });
    expect(classified.category).toBe('business');
    expect(classified.description).toBe(
      '“orlando pirates f.c.” is trending in Google searches in South Africa (about 200,000+ searches).',
    );
    expect(matchedCategory({ title: 'orlando pirates f.c.', summary: '', tags: [] })).toBeNull();
  });

  it('does not take one word from a news source’s name as a match', () => {
    const summary =
      'Pirates move to freeze R20m (TimesLIVE); Player of the Month (Orlando Pirates FC | Official Website)';
    expect(matchedCategory({ title: 'orlando pirates f.c.', summary, tags: [] })).toBeNull();
  });

  it('maps business news with its category’s estimates and no invented market figure', () => {
    const news = newsItem({
      sourceKey: 'https://www.bizcommunity.com/article/hydroponic-farmers',
      title: 'Hydroponic vegetable farmers in Limpopo find new markets',
      summary: 'Small growers supply supermarkets with lettuce and herbs grown in tunnels.',
      url: 'https://www.bizcommunity.com/article/hydroponic-farmers',
      tags: ['Agriculture', 'SMEs'],
    });
    const classified = classifyByRules(news);
    expect(classified.category).toBe('agriculture');
    expect(classified.difficulty).toBe('medium');
    expect(classified.timeToMarket).toBe('Estimate: 1–3 months to start (growing cycles)');
    expect(classified.estimatedStartupCost).toMatch(/^Estimate: R1,000 – R20,000 \(seeds or seedlings/);
    expect(classified.marketSize).toMatch(/^Estimate: .*no market figure published/);
    expect(classified.keywords).toEqual(
      expect.arrayContaining(['hydroponic', 'vegetable', 'agriculture', 'farmers', 'limpopo']),
    );
    expect(classified.keywords).toHaveLength(6);
    expect(classified.description).toBe(news.summary);
  });

  it('labels every figure it gives as an estimate, for every kind and every profile', () => {
    const titles = [
      'cleaning',
      'catering',
      'courier',
      'security guards',
      'paving',
      'plumbing repairs',
      'laptops',
      'signage',
      'photography',
      'tutoring',
      'poultry',
      'home-based care',
      'advertising',
      'advisory',
      'stationery',
      'bookkeeping',
      'nothing in particular',
    ];
    for (const kind of ['tender', 'trend', 'news'] as const) {
      for (const title of titles) {
        const classified = classifyByRules(feedItem({ kind, title, tags: [], valueCents: null, approxTraffic: null }));
        expect(SLUGS).toContain(classified.category);
        expect(classified.estimatedStartupCost).toMatch(/^Estimate: R[\d,]+ – R[\d,]+ \(.+\)/);
        expect(classified.timeToMarket.toLowerCase()).toContain('estimate');
        if (kind === 'tender') expect(classified.marketSize).toContain('did not publish');
        else expect(classified.marketSize).toMatch(/^Estimate: /);
      }
    }
  });

  it('is deterministic', () => {
    expect(classifyByRules(trend)).toEqual(classifyByRules(structuredClone(trend)));
  });
});

describe('formatting', () => {
  it('writes a date in SAST (UTC+2): late UTC evenings are the next day', () => {
    expect(formatSastDate('2026-12-05T09:00:00.000Z')).toBe('5 December 2026');
    expect(formatSastDate('2026-12-31T22:30:00.000Z')).toBe('1 January 2027');
    expect(formatSastDate('not a date')).toBeNull();
  });
});
