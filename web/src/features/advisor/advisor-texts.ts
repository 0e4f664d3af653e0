/**
 * The advisor page's texts, badge colours and form rules (spec sections 2, 4, 5 and 8). The request rules are the
 * contract's schemas, which the form kit runs before sending; the spec words the missing-input sentences.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  AI_MESSAGES,
  type AdvisorCity,
  type AdvisorSkill,
  type DemandLevel,
  type LessonDifficulty,
  type MarketIntelligenceInput,
  type OpportunityDifficulty,
} from '../../../../schema/contract/ai.ts';
import type { PlacedIssues } from '../../components/form/form-errors.ts';

/** Spec section 8: each toast's title, then its description. */
export function advisorToasts(i18n: I18n) {
  return {
    analysisFailedTitle: i18n._(msg`Analysis Failed`),
    lessonFailedTitle: i18n._(msg`Lesson Generation Failed`),
    chatFailedTitle: i18n._(msg`Chat Error`),
    analysisDoneTitle: i18n._(msg`Market Analysis Complete`),
    lessonReadyTitle: i18n._(msg`New Lesson Ready`),
    lessonDoneTitle: i18n._(msg`Lesson Completed!`),
    lessonDone: i18n._(msg`Great progress on your income generation journey.`),
    /** Not in the spec: saving a completed lesson can fail now that the list is kept on the server. */
    lessonSaveFailedTitle: i18n._(msg`Progress Not Saved`),
    lessonSaveFailed: i18n._(msg`Could not save this lesson as completed. Please try again.`),
  };
}

/**
 * The contract's sentences for a failed request or a missing choice (AI_MESSAGES, word for word in English), said
 * in the reader's language. A refused input or a used-up quota is said in the server's own words instead
 * (`aiErrorMessage`).
 */
export function advisorFailures(i18n: I18n) {
  return {
    missingMarket: i18n._(msg`Please select your location and at least one skill.`),
    analysisFailed: i18n._(msg`Could not analyze market opportunities. Please try again.`),
    lessonFailed: i18n._(msg`Could not generate lesson. Please try again.`),
    chatFailed: i18n._(msg`Could not get AI response. Please try again.`),
  } satisfies Partial<Record<keyof typeof AI_MESSAGES, string>>;
}

/** Each question form's name, and what its button says before and while it asks. */
export function advisorTools(i18n: I18n) {
  return {
    market: {
      label: i18n._(msg`Market Intelligence`),
      submitLabel: i18n._(msg`Analyze Local Opportunities`),
      pendingLabel: i18n._(msg`Analyzing...`),
    },
    lesson: {
      label: i18n._(msg`Micro-Learning`),
      submitLabel: i18n._(msg`Generate Personalized Lesson`),
      pendingLabel: i18n._(msg`Generating...`),
    },
  };
}

export const analysisDoneText = ({ count, city }: { count: number; city: string }, i18n: I18n) =>
  i18n._(msg`Found ${count} opportunities in ${city}`);
export const lessonReadyText = (title: string, i18n: I18n) => i18n._(msg`Generated: ${title}`);

/** The answer's levels (the API's words), as the badges say them. */
export const LESSON_DIFFICULTY_TEXTS: Record<LessonDifficulty, MessageDescriptor> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
};
export const OPPORTUNITY_DIFFICULTY_TEXTS: Record<OpportunityDifficulty, MessageDescriptor> = {
  easy: msg`Difficulty: Easy`,
  medium: msg`Difficulty: Medium`,
  hard: msg`Difficulty: Hard`,
};
export const DEMAND_TEXTS: Record<DemandLevel, MessageDescriptor> = {
  high: msg`High demand`,
  medium: msg`Medium demand`,
  low: msg`Low demand`,
};

const green = 'bg-grass-100 text-grass-900';
const yellow = 'bg-sunshine-100 text-neutral-900';
const red = 'bg-red-100 text-red-900';

/** Spec section 4: difficulty beginner green, intermediate yellow, advanced red. */
export const LESSON_DIFFICULTY_STYLES: Record<LessonDifficulty, string> = {
  beginner: green,
  intermediate: yellow,
  advanced: red,
};
/** Spec section 4: demand high green, medium yellow, low red. */
export const DEMAND_STYLES: Record<DemandLevel, string> = { high: green, medium: yellow, low: red };
/** Spec section 4: easy, medium and hard each have their own colour. */
export const OPPORTUNITY_DIFFICULTY_STYLES: Record<OpportunityDifficulty, string> = {
  easy: green,
  medium: yellow,
  hard: red,
};

/** An estimate's basis, said once as an estimate (the offline advisor's bases already begin "Estimate:"). */
export const estimateText = (basis: string, i18n: I18n) =>
  /^estimate\b/i.test(basis) ? basis : i18n._(msg`Estimate: ${basis}`);

export interface MarketFormValues {
  location: AdvisorCity | '';
  skills: AdvisorSkill[];
}
export type MarketField = keyof MarketFormValues;
export const MARKET_FIELD_ORDER: readonly MarketField[] = ['location', 'skills'];
export const EMPTY_MARKET_VALUES: MarketFormValues = { location: '', skills: [] };

export function toMarketInput(values: MarketFormValues): MarketIntelligenceInput {
  return { location: values.location as AdvisorCity, skills: values.skills };
}

/** A missing city or skill is one sentence (spec section 5), shown beside the first missing field. */
export function rewordMissingMarket(
  found: PlacedIssues<MarketField>,
  values: MarketFormValues,
  i18n: I18n,
): PlacedIssues<MarketField> {
  const missing: MarketField | undefined =
    values.location === '' ? 'location' : values.skills.length === 0 ? 'skills' : undefined;
  return missing ? { fields: { [missing]: advisorFailures(i18n).missingMarket }, form: undefined } : found;
}

export interface LessonFormValues {
  goal: string;
}
export const LESSON_FIELD_ORDER: readonly (keyof LessonFormValues)[] = ['goal'];
