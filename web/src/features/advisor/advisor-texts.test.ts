import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import {
  AI_MESSAGES,
  MarketIntelligenceInputSchema,
  MicroLearningInputSchema,
} from '../../../../schema/contract/ai.ts';
import { checkInput } from '../../components/form/form-errors.ts';
import { aiErrorMessage, OFFLINE_ADVISOR_LABEL } from '../../lib/ai-answers.ts';
import { ApiError } from '../../lib/api-client.ts';
import {
  advisorFailures,
  advisorToasts,
  analysisDoneText,
  DEMAND_STYLES,
  EMPTY_MARKET_VALUES,
  estimateText,
  LESSON_DIFFICULTY_STYLES,
  LESSON_FIELD_ORDER,
  lessonReadyText,
  MARKET_FIELD_ORDER,
  OPPORTUNITY_DIFFICULTY_STYLES,
  rewordMissingMarket,
  toMarketInput,
  type MarketFormValues,
} from './advisor-texts.ts';

let en: I18n;
let ADVISOR_TOASTS: ReturnType<typeof advisorToasts>;
beforeAll(async () => {
  en = await loadI18n('en');
  ADVISOR_TOASTS = advisorToasts(en);
});

const marketProblems = (values: MarketFormValues) =>
  rewordMissingMarket(checkInput(MarketIntelligenceInputSchema, toMarketInput(values), MARKET_FIELD_ORDER), values, en);

describe('the advisor texts', () => {
  it('keeps the spec toasts word for word', () => {
    expect(AI_MESSAGES.missingMarket).toBe('Please select your location and at least one skill.');
    expect(AI_MESSAGES.missingGoal).toBe('Please describe what you want to learn.');
    expect(`${ADVISOR_TOASTS.analysisDoneTitle}: ${analysisDoneText({ count: 4, city: 'Durban' }, en)}`).toBe(
      'Market Analysis Complete: Found 4 opportunities in Durban',
    );
    expect(`${ADVISOR_TOASTS.lessonReadyTitle}: ${lessonReadyText('Pricing', en)}`).toBe(
      'New Lesson Ready: Generated: Pricing',
    );
    expect(`${ADVISOR_TOASTS.lessonDoneTitle} ${ADVISOR_TOASTS.lessonDone}`).toBe(
      'Lesson Completed! Great progress on your income generation journey.',
    );
    expect(`${ADVISOR_TOASTS.chatFailedTitle}: ${AI_MESSAGES.chatFailed}`).toBe(
      'Chat Error: Could not get AI response. Please try again.',
    );
    expect(`${ADVISOR_TOASTS.analysisFailedTitle}: ${AI_MESSAGES.analysisFailed}`).toBe(
      'Analysis Failed: Could not analyze market opportunities. Please try again.',
    );
    expect(`${ADVISOR_TOASTS.lessonFailedTitle}: ${AI_MESSAGES.lessonFailed}`).toBe(
      'Lesson Generation Failed: Could not generate lesson. Please try again.',
    );
  });

  it("says the contract's failure sentences in the same English", () => {
    const failures = advisorFailures(en);
    for (const key of ['missingMarket', 'analysisFailed', 'lessonFailed', 'chatFailed'] as const) {
      expect(failures[key]).toBe(AI_MESSAGES[key]);
    }
  });

  it('colours the badges as spec section 4 says', () => {
    const green = LESSON_DIFFICULTY_STYLES.beginner;
    const yellow = LESSON_DIFFICULTY_STYLES.intermediate;
    const red = LESSON_DIFFICULTY_STYLES.advanced;
    expect(new Set([green, yellow, red]).size).toBe(3);
    expect(green).toContain('grass');
    expect(yellow).toContain('sunshine');
    expect(red).toContain('red');
    expect(DEMAND_STYLES).toEqual({ high: green, medium: yellow, low: red });
    expect(new Set(Object.values(OPPORTUNITY_DIFFICULTY_STYLES)).size).toBe(3);
  });

  it('asks for a city and a skill in the spec sentence, beside the first missing one', () => {
    expect(marketProblems(EMPTY_MARKET_VALUES)).toEqual({
      fields: { location: AI_MESSAGES.missingMarket },
      form: undefined,
    });
    expect(marketProblems({ location: 'Durban', skills: [] })).toEqual({
      fields: { skills: AI_MESSAGES.missingMarket },
      form: undefined,
    });
    expect(marketProblems({ location: 'Durban', skills: ['Photography'] }).fields).toEqual({});
  });

  it('asks for a goal that is not blank', () => {
    const check = (goal: string) =>
      checkInput(MicroLearningInputSchema, { goal, completedLessons: [] }, LESSON_FIELD_ORDER).fields;
    expect(check('   ')).toEqual({ goal: AI_MESSAGES.missingGoal });
    expect(check('Price my catering')).toEqual({});
  });

  it("shows the server's words over the quota, and the spec's sentence for any other failure", () => {
    const quota = new ApiError(
      429,
      'Too Many Requests',
      JSON.stringify({ message: 'You have used your 3 templates.' }),
    );
    expect(aiErrorMessage(quota, AI_MESSAGES.templateFailed)).toBe('You have used your 3 templates.');
    const crash = new ApiError(500, 'Internal Server Error', 'TypeError at line 3');
    expect(aiErrorMessage(crash, AI_MESSAGES.templateFailed)).toBe(AI_MESSAGES.templateFailed);
    expect(aiErrorMessage(new TypeError('Failed to fetch'), AI_MESSAGES.chatFailed)).toBe(AI_MESSAGES.chatFailed);
  });

  it('says plainly when the offline advisor answered', () => {
    expect(OFFLINE_ADVISOR_LABEL).toBe(
      "Offline advisor: answers from Sebenza's South African dataset, not a live AI model",
    );
  });

  it('says an estimate once, whether or not its basis already begins with the word', () => {
    expect(estimateText('Estimate: R30 a plate, 150 plates a month', en)).toBe(
      'Estimate: R30 a plate, 150 plates a month',
    );
    expect(estimateText('R30 a plate, 150 plates a month', en)).toBe('Estimate: R30 a plate, 150 plates a month');
    expect(estimateText('Estimated from rate cards', en)).toBe('Estimate: Estimated from rate cards');
  });
});
