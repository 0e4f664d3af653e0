/**
 * The story form's rules as pure functions (spec sections 5, 8 and 9). The limits and messages come from the
 * zod-free schema/contract/stories-rules.ts, so the server and this form cannot drift apart.
 */
import type { StoryInput, StoryServiceType } from '../../../../schema/contract/stories.ts';
import {
  MAX_INCOME_STREAMS,
  MAX_STORY_NAME,
  MAX_STORY_QUOTE,
  MAX_STORY_TITLE,
  MAX_TRANSFORMATION_TIME,
  STORY_MESSAGES,
} from '../../../../schema/contract/stories-rules.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_LABEL } from '../../../../schema/contract/images.ts';
import type { ApiIssue } from '../../lib/api-client.ts';

/** Spec sections 5, 8 and 9, word for word. One picture limit, 5MB, in the check and in every hint. */
export const STORY_FORM_MESSAGES = {
  required: STORY_MESSAGES.required,
  incomeStreams: STORY_MESSAGES.incomeStreams,
  submitFailedTitle: 'Story not submitted',
  submitFailed: 'There was an error submitting your story. Please try again.',
  imageTooLarge: `Please select an image under ${MAX_IMAGE_LABEL}.`,
  imageFailed: 'Please select a different image.',
  submittedTitle: 'Story submitted',
  submitted: 'Thank you! Your story will be reviewed before it is published.',
} as const;

export const STORY_LIMITS = {
  name: MAX_STORY_NAME,
  title: MAX_STORY_TITLE,
  quote: MAX_STORY_QUOTE,
  transformationTime: MAX_TRANSFORMATION_TIME,
  incomeStreams: MAX_INCOME_STREAMS,
  imageBytes: MAX_IMAGE_BYTES,
} as const;

export interface StoryFormValues {
  name: string;
  beforeTitle: string;
  afterTitle: string;
  /** The story itself. */
  quote: string;
  transformationTime: string;
  serviceType: StoryServiceType;
  /** As typed in a number input ('' when empty). */
  incomeStreamsBefore: string;
  incomeStreamsAfter: string;
}

export type StoryField = keyof StoryFormValues;

/** Screen order: the first field with a problem is focused. */
export const STORY_FIELD_ORDER: readonly StoryField[] = [
  'name',
  'beforeTitle',
  'afterTitle',
  'quote',
  'transformationTime',
  'serviceType',
  'incomeStreamsBefore',
  'incomeStreamsAfter',
];

const REQUIRED: readonly StoryField[] = [
  'name',
  'beforeTitle',
  'afterTitle',
  'quote',
  'incomeStreamsBefore',
  'incomeStreamsAfter',
];

export const SERVICE_TYPE_OPTIONS: readonly { value: StoryServiceType; label: string; description: string }[] = [
  { value: 'mentorship', label: 'Mentorship', description: 'Free group sessions with a mentor' },
  { value: 'coaching', label: 'Coaching', description: 'Premium one-on-one coaching' },
];

export function emptyStoryValues(name = ''): StoryFormValues {
  return {
    name,
    beforeTitle: '',
    afterTitle: '',
    quote: '',
    transformationTime: '',
    serviceType: 'mentorship',
    incomeStreamsBefore: '',
    incomeStreamsAfter: '',
  };
}

/** What is wrong with the form: one message (the spec has one for every missing field) and the fields it is about. */
export interface StoryProblem {
  message: string;
  fields: StoryField[];
}

const isCount = (value: string) => /^\d+$/.test(value.trim()) && Number(value.trim()) <= MAX_INCOME_STREAMS;

/** The checks made before anything is sent; null when the form may be submitted. */
export function validateStory(values: StoryFormValues): StoryProblem | null {
  const missing = REQUIRED.filter((field) => values[field].trim() === '');
  if (missing.length > 0) return { message: STORY_FORM_MESSAGES.required, fields: missing };
  const badCounts = (['incomeStreamsBefore', 'incomeStreamsAfter'] as const).filter((field) => !isCount(values[field]));
  if (badCounts.length > 0) return { message: STORY_FORM_MESSAGES.incomeStreams, fields: badCounts };
  return null;
}

/** The `POST /api/success-stories` body (spec section 7) for valid values and a `profileImage` ('' for none). */
export function buildStoryPayload(values: StoryFormValues, profileImage: string): StoryInput {
  return {
    name: values.name.trim(),
    beforeTitle: values.beforeTitle.trim(),
    afterTitle: values.afterTitle.trim(),
    quote: values.quote.trim(),
    transformationTime: values.transformationTime.trim() || null,
    serviceType: values.serviceType,
    incomeStreamsBefore: Number(values.incomeStreamsBefore.trim()),
    incomeStreamsAfter: Number(values.incomeStreamsAfter.trim()),
    profileImage,
  };
}

/**
 * A refused submission's issues as a problem to show: the server's required-fields issue has no path (it covers
 * the whole form); others name their field.
 */
export function problemFromIssues(issues: readonly ApiIssue[] | undefined, fallback: string): StoryProblem {
  const fields = new Set<StoryField>();
  let message: string | undefined;
  for (const issue of issues ?? []) {
    const head = issue.path.split('.')[0] ?? '';
    if ((STORY_FIELD_ORDER as readonly string[]).includes(head)) fields.add(head as StoryField);
    message ??= issue.message;
  }
  return { message: message ?? fallback, fields: [...fields] };
}
