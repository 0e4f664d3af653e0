/**
 * The story form's values, texts and request body (spec sections 5, 8 and 9). Its rules are the contract's
 * StoryInputSchema, which the form kit runs before sending.
 */
import type { StoryInput, StoryServiceType } from '../../../../schema/contract/stories.ts';
import { STORY_MESSAGES } from '../../../../schema/contract/stories-rules.ts';
import { MAX_PICKED_IMAGE_LABEL } from '../../../../schema/contract/images.ts';
import type { FieldErrors } from '../../components/form/form-errors.ts';

/** Spec sections 5, 8 and 9, word for word. One limit on a picked picture, 20MB, in the check and in every hint. */
export const STORY_FORM_MESSAGES = {
  required: STORY_MESSAGES.required,
  incomeStreams: STORY_MESSAGES.incomeStreams,
  /** Beside each missing field, under the one required-fields message. */
  missingField: 'Required',
  submitFailedTitle: 'Story not submitted',
  submitFailed: 'There was an error submitting your story. Please try again.',
  imageTooLarge: `Please select an image under ${MAX_PICKED_IMAGE_LABEL}.`,
  imageFailed: 'Please select a different image.',
  submittedTitle: 'Story submitted',
  submitted: 'Thank you! Your story will be reviewed before it is published.',
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

const REQUIRED: readonly StoryField[] = [
  'name',
  'beforeTitle',
  'afterTitle',
  'quote',
  'incomeStreamsBefore',
  'incomeStreamsAfter',
];

/**
 * The fields the contract's one required-fields message is about. The API reports that message for the whole
 * form (no path), so the form alert shows it; this marks which fields are missing, so each one is flagged and the
 * first gets the focus. Presentation only: the rule itself is the contract's.
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
