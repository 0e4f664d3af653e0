import { describe, expect, it } from 'vitest';
import {
  ADVISOR_CITIES,
  ADVISOR_SKILLS,
  GenerateTemplateInputSchema,
  IncomeChatInputSchema,
  LessonSchema,
  MarketAnalysisSchema,
  MarketIntelligenceInputSchema,
  MicroLearningInputSchema,
  TEMPLATE_TYPES,
} from '../../../schema/contract/ai.ts';
import { MAX_OPPORTUNITIES } from './analyse-market.ts';
import { LESSONS } from './dataset/lessons.ts';
import { SOURCES } from './dataset/sources.ts';
import { createOfflineAdvisor } from './offline-advisor.ts';

const advisor = createOfflineAdvisor();
const citedUrls: string[] = Object.values(SOURCES).map((source) => source.url);

describe('offline advisor: market analysis', () => {
  it('answers every city and every skill with opportunities that pass the contract and show where income comes from', async () => {
    for (const location of ADVISOR_CITIES) {
      for (const skill of ADVISOR_SKILLS) {
        const input = MarketIntelligenceInputSchema.parse({ location, skills: [skill] });
        const opportunities = await advisor.analyseMarket(input);
        expect(opportunities.length, `${location} / ${skill}`).toBeGreaterThan(0);
        expect(MarketAnalysisSchema.safeParse({ opportunities }).success, `${location} / ${skill}`).toBe(true);
        for (const opportunity of opportunities) {
          const { incomeSource, monthlyIncome } = opportunity;
          if (incomeSource.kind === 'source') expect(citedUrls).toContain(incomeSource.url);
          else expect(incomeSource.basis).toMatch(/^Estimate: .+not a survey\)$/);
          expect(monthlyIncome.min).toBeGreaterThan(0);
          expect(monthlyIncome.max).toBeGreaterThanOrEqual(monthlyIncome.min);
          expect(opportunity.estimatedIncome).toMatch(/^R[\d,]+ – R[\d,]+ a month$/);
          expect(opportunity.id).toContain(location.toLowerCase().split(' ')[0]);
        }
      }
    }
  });

  it('gives every chosen skill a place before the cap, without duplicates', async () => {
    const all = await advisor.analyseMarket({ location: 'Durban', skills: [...ADVISOR_SKILLS] });
    expect(all).toHaveLength(MAX_OPPORTUNITIES);
    expect(new Set(all.map((opportunity) => opportunity.id)).size).toBe(all.length);

    const three = await advisor.analyseMarket({
      location: 'Durban',
      skills: ['Photography', 'Childcare', 'Automotive'],
    });
    expect(three.slice(0, 3).map((opportunity) => opportunity.category)).toEqual([
      'Creative services',
      'Care',
      'Automotive',
    ]);

    const repeated = await advisor.analyseMarket({ location: 'Durban', skills: ['Photography', 'Photography'] });
    expect(repeated).toHaveLength(2);
  });

  it('adjusts estimates and working costs to the city, but not the National Minimum Wage floor', async () => {
    const [metro] = await advisor.analyseMarket({ location: 'Johannesburg', skills: ['Digital Marketing'] });
    const [town] = await advisor.analyseMarket({ location: 'Klerksdorp', skills: ['Digital Marketing'] });
    expect(town!.monthlyIncome.max).toBeLessThan(metro!.monthlyIncome.max);
    expect(town!.incomeSource).toMatchObject({ kind: 'estimate', basis: expect.stringContaining('Klerksdorp') });
    expect(metro!.workingCosts).toContain('R25 each way');
    expect(town!.workingCosts).toContain('R16 each way');

    const [cleaningMetro] = await advisor.analyseMarket({ location: 'Cape Town', skills: ['Cleaning Services'] });
    const [cleaningTown] = await advisor.analyseMarket({ location: 'George', skills: ['Cleaning Services'] });
    expect(cleaningMetro!.incomeSource).toMatchObject({ kind: 'source', url: SOURCES.nationalMinimumWage.url });
    // 80 to 180 hours at R28.79.
    expect(cleaningMetro!.monthlyIncome).toEqual({ min: 2303, max: 5182 });
    expect(cleaningTown!.monthlyIncome).toEqual(cleaningMetro!.monthlyIncome);
  });
});

describe('offline advisor: lessons', () => {
  it('keeps a library of at least twenty 5-to-10-minute lessons with unique ids that pass the contract', async () => {
    expect(LESSONS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(LESSONS.map((lesson) => lesson.id)).size).toBe(LESSONS.length);
    for (const entry of LESSONS) {
      const lesson = await advisor.writeLesson({ goal: entry.keywords[0]!, completedLessons: [] });
      expect(LessonSchema.safeParse(lesson).success).toBe(true);
      const minutes = Number(/^(\d+) minutes$/.exec(lesson.duration)?.[1]);
      expect(minutes).toBeGreaterThanOrEqual(5);
      expect(minutes).toBeLessThanOrEqual(10);
      expect(lesson.content.length).toBeGreaterThan(200);
      expect(lesson.nextSteps.length).toBeGreaterThan(0);
    }
  });

  it('routes a goal to its topic, and skips lessons already completed', async () => {
    const goal = 'I want to learn how to price my cleaning service';
    const first = await advisor.writeLesson(MicroLearningInputSchema.parse({ goal }));
    expect(first.id).toBe('price-your-service');
    const next = await advisor.writeLesson(MicroLearningInputSchema.parse({ goal, completedLessons: [first.id] }));
    expect(next.id).not.toBe(first.id);

    const tax = await advisor.writeLesson(
      MicroLearningInputSchema.parse({ goal: 'Do I need to register for VAT with SARS?' }),
    );
    expect(tax.id).toBe('sars-registration-basics');
    expect(tax.content).toContain(SOURCES.vatRegistration.url);
  });

  it('falls back to a general lesson for an unmatched goal, and never answers empty even when all are completed', async () => {
    const unmatched = await advisor.writeLesson(MicroLearningInputSchema.parse({ goal: 'qwerty zxcv' }));
    expect(LESSONS.find((lesson) => lesson.id === unmatched.id)?.general).toBe(true);
    const all = LESSONS.map((lesson) => lesson.id);
    const again = await advisor.writeLesson({ goal: 'pricing', completedLessons: all });
    expect(LessonSchema.safeParse(again).success).toBe(true);
  });
});

describe('offline advisor: templates', () => {
  it('produces each of the 12 template types as plain text naming the business, with all fields given', async () => {
    const texts = new Set<string>();
    for (const templateType of TEMPLATE_TYPES) {
      const input = GenerateTemplateInputSchema.parse({
        templateType,
        businessInfo: {
          businessName: 'Thandi’s Kitchen',
          industry: 'catering',
          targetMarket: 'office workers in Braamfontein',
          businessStage: 'idea',
          specificNeeds: 'Need to know if lunch plates can pay rent.',
        },
      });
      const text = await advisor.generateTemplate(input);
      expect(text).toContain('Thandi’s Kitchen');
      expect(text).toContain('office workers in Braamfontein');
      expect(text).toContain('Need to know if lunch plates can pay rent.');
      expect(text).not.toMatch(/undefined|null|\[object/);
      texts.add(text);
    }
    expect(texts.size).toBe(TEMPLATE_TYPES.length);
  });

  it('handles the optional fields left empty', async () => {
    for (const templateType of TEMPLATE_TYPES) {
      const text = await advisor.generateTemplate(
        GenerateTemplateInputSchema.parse({ templateType, businessInfo: { businessName: 'Sipho Fixes' } }),
      );
      expect(text).toContain('Sipho Fixes');
      expect(text).toContain('Industry: not given yet');
      expect(text).not.toContain('YOUR NOTES');
      expect(text).not.toMatch(/undefined|null|\[object/);
    }
  });
});

describe('offline advisor: chat', () => {
  const reply = async (message: string, context?: object) => {
    const chunks: string[] = [];
    for await (const chunk of advisor.answerChat(IncomeChatInputSchema.parse({ message, context }))) chunks.push(chunk);
    expect(chunks).toHaveLength(1);
    return chunks[0]!;
  };

  it('suggests opportunities for the member’s city and skills, with rand figures and their basis', async () => {
    const text = await reply('What can I do to earn money?', { location: 'Polokwane', skills: ['Cooking/Catering'] });
    expect(text).toContain("Sebenza's offline advisor");
    expect(text).toContain('Opportunities in Polokwane');
    expect(text).toContain('Lunch plates');
    expect(text).toMatch(/R[\d,]+ – R[\d,]+ a month\. Estimate: .+not a survey\)\. Start-up:/);
  });

  it('reads the city and skill from the message when the tabs were not used', async () => {
    const text = await reply('I can cook and I live in Durban, any income ideas?');
    expect(text).toContain('Opportunities in Durban');
    const noSkills = await reply('Give me income ideas');
    expect(noSkills).toContain('Tick your skills');
  });

  it('knows renamed cities by their current names too, and names both', async () => {
    const text = await reply('I can cook and I live in Gqeberha, any income ideas?');
    expect(text).toContain('Opportunities in Port Elizabeth (Gqeberha)');
  });

  it('answers pricing questions with the basics and a lesson, and learning goals with an uncompleted lesson', async () => {
    expect(await reply('How much should I charge for tutoring?')).toContain('Pricing basics');
    const learning = await reply('I want to learn about tax', { completedLessons: [] });
    expect(learning).toContain('Tax basics for a small South African business');
    const skipped = await reply('I want to learn about tax', { completedLessons: ['sars-registration-basics'] });
    expect(skipped).not.toContain('Tax basics for a small South African business');
  });

  it('says where to start when the intent is unclear', async () => {
    expect(await reply('hello')).toContain('Where to start');
  });
});
