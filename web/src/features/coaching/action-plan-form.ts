import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ACTION_PLAN_LIMITS,
  type ActionPlanInput,
  type CompleteCallInput,
} from '../../../../schema/contract/coaching-calls.ts';
import type { FieldOption } from '../../components/form/fields.tsx';
import type { FieldSpec } from '../../components/form/field-spec.ts';

/**
 * The coach's "how did it go" forms after a call, kept pure so they are unit-tested: the action plan as the form
 * holds it (steps as rows, links one a line) and the request body back; who did not come, for a no-show. What
 * they word takes the render's translations.
 */

export type StepRow = { text: string; dueDate: string };
export type ActionPlanValues = { summary: string; steps: StepRow[]; links: string };

export const ACTION_PLAN_FIELDS = ['summary', 'steps', 'links'] as const;

export const actionPlanSpecs = (i18n: I18n) => {
  const maxLinks = ACTION_PLAN_LIMITS.links;
  return {
    summary: {
      label: i18n._(msg`Summary`),
      hint: i18n._(msg`What you talked about and what the subscriber is working towards.`),
      required: true,
      rows: 5,
      maxLength: ACTION_PLAN_LIMITS.summaryLength,
    },
    links: {
      label: i18n._(msg`Links (optional)`),
      hint: i18n._(msg`One a line, at most ${maxLinks}: a template, an article, a form to fill in.`),
      rows: 3,
    },
  } satisfies Partial<Record<keyof ActionPlanValues, FieldSpec>>;
};

export const EMPTY_STEP: StepRow = { text: '', dueDate: '' };
export const EMPTY_ACTION_PLAN: ActionPlanValues = { summary: '', steps: [EMPTY_STEP], links: '' };

export function actionPlanInput(values: ActionPlanValues): ActionPlanInput {
  return {
    summary: values.summary,
    steps: values.steps.map((step) => ({ text: step.text.trim(), dueDate: step.dueDate || null })),
    links: values.links
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  };
}

export const completedCall = (actionPlan: ActionPlanInput): CompleteCallInput => ({ outcome: 'completed', actionPlan });

export type NoShowValues = { noShowBy: '' | 'subscriber' | 'coach' };

export const noShowOptions = (subscriberName: string, i18n: I18n): FieldOption<'subscriber' | 'coach'>[] => [
  {
    value: 'subscriber',
    label: i18n._(msg`${subscriberName} did not come`),
    description: i18n._(msg`The call counts as used in their plan.`),
  },
  {
    value: 'coach',
    label: i18n._(msg`I could not make it`),
    description: i18n._(msg`The call is given back to their plan.`),
  },
];

/** `noShowBy: ''` goes as it is, so the contract refuses it with its own sentence ("Say who did not come."). */
export const noShowInput = (values: NoShowValues) =>
  ({ outcome: 'no_show', noShowBy: values.noShowBy }) as CompleteCallInput;
