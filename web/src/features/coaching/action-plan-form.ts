import {
  ACTION_PLAN_LIMITS,
  type ActionPlanInput,
  type CompleteCallInput,
} from '../../../../schema/contract/coaching-calls.ts';
import type { FieldOption } from '../../components/form/fields.tsx';
import type { FieldSpec } from '../../components/form/field-spec.ts';

/**
 * The coach's "how did it go" forms after a call, kept pure so they are unit-tested: the action plan as the form
 * holds it (steps as rows, links one a line) and the request body back; who did not come, for a no-show.
 */

export type StepRow = { text: string; dueDate: string };
export type ActionPlanValues = { summary: string; steps: StepRow[]; links: string };

export const ACTION_PLAN_FIELDS = ['summary', 'steps', 'links'] as const;

export const ACTION_PLAN_SPECS = {
  summary: {
    label: 'Summary',
    hint: 'What you talked about and what the subscriber is working towards.',
    required: true,
    rows: 5,
    maxLength: ACTION_PLAN_LIMITS.summaryLength,
  },
  links: {
    label: 'Links (optional)',
    hint: `One a line, at most ${ACTION_PLAN_LIMITS.links}: a template, an article, a form to fill in.`,
    rows: 3,
  },
} satisfies Partial<Record<keyof ActionPlanValues, FieldSpec>>;

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

export const noShowOptions = (subscriberName: string): FieldOption<'subscriber' | 'coach'>[] => [
  {
    value: 'subscriber',
    label: `${subscriberName} did not come`,
    description: 'The call counts as used in their plan.',
  },
  { value: 'coach', label: 'I could not make it', description: 'The call is given back to their plan.' },
];

/** `noShowBy: ''` goes as it is, so the contract refuses it with its own sentence ("Say who did not come."). */
export const noShowInput = (values: NoShowValues) =>
  ({ outcome: 'no_show', noShowBy: values.noShowBy }) as CompleteCallInput;
