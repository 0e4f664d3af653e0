/**
 * The advisor page's texts, badge colours and form rules (spec sections 2, 4, 5 and 8). The request rules are the
 * contract's schemas, which the form kit runs before sending; the spec words the missing-input sentences.
 */
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
export const ADVISOR_TOASTS = {
  analysisFailedTitle: 'Analysis Failed',
  lessonFailedTitle: 'Lesson Generation Failed',
  chatFailedTitle: 'Chat Error',
  analysisDoneTitle: 'Market Analysis Complete',
  lessonReadyTitle: 'New Lesson Ready',
  lessonDoneTitle: 'Lesson Completed!',
  lessonDone: 'Great progress on your income generation journey.',
  /** Not in the spec: saving a completed lesson can fail now that the list is kept on the server. */
  lessonSaveFailedTitle: 'Progress Not Saved',
  lessonSaveFailed: 'Could not save this lesson as completed. Please try again.',
} as const;

/** Each question form's name, and what its button says before and while it asks. */
export const ADVISOR_TOOLS = {
  market: { label: 'Market Intelligence', submitLabel: 'Analyze Local Opportunities', pendingLabel: 'Analyzing...' },
  lesson: { label: 'Micro-Learning', submitLabel: 'Generate Personalized Lesson', pendingLabel: 'Generating...' },
} as const;

export const analysisDoneText = ({ count, city }: { count: number; city: string }) =>
  `Found ${count} opportunities in ${city}`;
export const lessonReadyText = (title: string) => `Generated: ${title}`;

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
export const estimateText = (basis: string) => (/^estimate\b/i.test(basis) ? basis : `Estimate: ${basis}`);

/** 'medium' reads 'Medium'. */
export const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

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
): PlacedIssues<MarketField> {
  const missing: MarketField | undefined =
    values.location === '' ? 'location' : values.skills.length === 0 ? 'skills' : undefined;
  return missing ? { fields: { [missing]: AI_MESSAGES.missingMarket }, form: undefined } : found;
}

export interface LessonFormValues {
  goal: string;
}
export const LESSON_FIELD_ORDER: readonly (keyof LessonFormValues)[] = ['goal'];
