/**
 * The story form's values, texts and request body (spec sections 5, 8 and 9). Its rules are the contract's
 * StoryInputSchema, which the form kit runs before sending.
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
import { MAX_PICKED_IMAGE_LABEL } from '../../../../schema/contract/images.ts';
import { fieldsOf, type FieldSpec } from '../../components/form/field-spec.ts';
import type { FieldErrors } from '../../components/form/form-errors.ts';
import type { SendTexts } from '../../components/form/send-form.ts';

/** Spec sections 5, 8 and 9, word for word. One limit on a picked picture, 20MB, in the check and in every hint. */
export const STORY_FORM_MESSAGES = {
  required: STORY_MESSAGES.required,
  incomeStreams: STORY_MESSAGES.incomeStreams,
  /** Beside each missing field, under the one required-fields message. */
  missingField: 'Required',
  imageTooLarge: `Please select an image under ${MAX_PICKED_IMAGE_LABEL}.`,
  imageFailed: 'Please select a different image.',
} as const;

/** What the form says when sending fails (success is the page's thank-you, not a toast saying it again). */
export const STORY_SEND_TEXTS = {
  failedTitle: 'Story not submitted',
  failed: 'There was an error submitting your story. Please try again.',
} as const satisfies SendTexts;

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

/** Both income-stream counts take the same whole-number input. */
const COUNT_INPUT = { type: 'number', inputMode: 'numeric', min: 0, max: MAX_INCOME_STREAMS, step: 1 } as const;

/** Each field, in screen order: what it says and allows, with the contract's limits. */
export const STORY_FIELDS = {
  name: {
    label: 'Your name',
    hint: 'As you would like it shown with your story.',
    required: true,
    autoComplete: 'name',
    maxLength: MAX_STORY_NAME,
  },
  beforeTitle: {
    label: 'Before: what were you doing?',
    hint: 'For example: Unemployed graduate',
    required: true,
    maxLength: MAX_STORY_TITLE,
  },
  afterTitle: {
    label: 'After: what do you do now?',
    hint: 'For example: Owner of a catering business',
    required: true,
    maxLength: MAX_STORY_TITLE,
  },
  quote: {
    label: 'Your story',
    hint: 'What changed, what helped you, and what you would tell someone starting out.',
    required: true,
    rows: 6,
    maxLength: MAX_STORY_QUOTE,
  },
  transformationTime: {
    label: 'How long did it take? (optional)',
    hint: 'For example: 8 months',
    maxLength: MAX_TRANSFORMATION_TIME,
  },
  serviceType: { label: 'What helped you most?' },
  incomeStreamsBefore: {
    ...COUNT_INPUT,
    label: 'Income streams before',
    hint: 'How many ways you earned money before (0 or more).',
    required: true,
  },
  incomeStreamsAfter: {
    ...COUNT_INPUT,
    label: 'Income streams now',
    hint: 'How many ways you earn money now (0 or more).',
    required: true,
  },
} satisfies Record<StoryField, FieldSpec>;

export const STORY_FIELD_ORDER = fieldsOf(STORY_FIELDS);

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

/** The fields marked required: the ones the contract's one required-fields message is about. */
const REQUIRED = STORY_FIELD_ORDER.filter((field) => (STORY_FIELDS[field] as FieldSpec).required);

/**
 * The required fields left empty. The API reports the one required-fields message for the whole form (no path),
 * so the form alert shows it; this marks which fields are missing, so each one is flagged and the first gets the
 * focus. Presentation only: the rule itself is the contract's.
 */
export function missingStoryFields(values: StoryFormValues): FieldErrors<StoryField> {
  const missing: FieldErrors<StoryField> = {};
  for (const field of REQUIRED) if (values[field].trim() === '') missing[field] = STORY_FORM_MESSAGES.missingField;
  return missing;
}

/** A count as typed: '' is missing (null), anything else a number for the contract to judge. */
const count = (typed: string) => (typed.trim() === '' ? null : Number(typed.trim()));

/**
 * The `POST /api/success-stories` body (spec section 7) for the form's values, without the picture: the form
 * adds `profileImage` once a new picture is uploaded. StoryInputSchema checks it in the browser and on the server.
 */
export function toStoryInput(values: StoryFormValues): StoryInput {
  return {
    name: values.name.trim(),
    beforeTitle: values.beforeTitle.trim(),
    afterTitle: values.afterTitle.trim(),
    quote: values.quote.trim(),
    transformationTime: values.transformationTime.trim() || null,
    serviceType: values.serviceType,
    incomeStreamsBefore: count(values.incomeStreamsBefore),
    incomeStreamsAfter: count(values.incomeStreamsAfter),
  };
}
