/**
 * The story form's values, texts and request body (spec sections 5, 8 and 9). Its rules are the contract's
 * StoryInputSchema, which the form kit runs before sending.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
import type { FieldSpec } from '../../components/form/field-spec.ts';
import type { FieldErrors } from '../../components/form/form-errors.ts';
import type { SendTexts } from '../../components/form/send-form.ts';

/**
 * Spec sections 5, 8 and 9, word for word. One limit on a picked picture, 20MB, in the check and in every hint. The
 * contract's own messages come as the contract words them; the form's are in the reader's language.
 */
export function storyFormMessages(i18n: I18n) {
  return {
    required: STORY_MESSAGES.required,
    incomeStreams: STORY_MESSAGES.incomeStreams,
    /** Beside each missing field, under the one required-fields message. */
    missingField: i18n._(msg`Required`),
    imageTooLarge: i18n._(msg`Please select an image under ${MAX_PICKED_IMAGE_LABEL}.`),
    imageFailed: i18n._(msg`Please select a different image.`),
  };
}

/** What the form says when sending fails (success is the page's thank-you, not a toast saying it again). */
export function storySendTexts(i18n: I18n): SendTexts {
  return {
    failedTitle: i18n._(msg`Story not submitted`),
    failed: i18n._(msg`There was an error submitting your story. Please try again.`),
  };
}

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

/** A field's spec with its words still to be said in the reader's language. */
type StoryFieldSpec = Omit<FieldSpec, 'label' | 'hint'> & { label: MessageDescriptor; hint?: MessageDescriptor };

/** Each field, in screen order: what it says and allows, with the contract's limits. */
const STORY_FIELD_SPECS = {
  name: {
    label: msg`Your name`,
    hint: msg`As you would like it shown with your story.`,
    required: true,
    autoComplete: 'name',
    maxLength: MAX_STORY_NAME,
  },
  beforeTitle: {
    label: msg`Before: what were you doing?`,
    hint: msg`For example: Unemployed graduate`,
    required: true,
    maxLength: MAX_STORY_TITLE,
  },
  afterTitle: {
    label: msg`After: what do you do now?`,
    hint: msg`For example: Owner of a catering business`,
    required: true,
    maxLength: MAX_STORY_TITLE,
  },
  quote: {
    label: msg`Your story`,
    hint: msg`What changed, what helped you, and what you would tell someone starting out.`,
    required: true,
    rows: 6,
    maxLength: MAX_STORY_QUOTE,
  },
  transformationTime: {
    label: msg`How long did it take? (optional)`,
    hint: msg`For example: 8 months`,
    maxLength: MAX_TRANSFORMATION_TIME,
  },
  serviceType: { label: msg`What helped you most?` },
  incomeStreamsBefore: {
    ...COUNT_INPUT,
    label: msg`Income streams before`,
    hint: msg`How many ways you earned money before (0 or more).`,
    required: true,
  },
  incomeStreamsAfter: {
    ...COUNT_INPUT,
    label: msg`Income streams now`,
    hint: msg`How many ways you earn money now (0 or more).`,
    required: true,
  },
} satisfies Record<StoryField, StoryFieldSpec>;

export const STORY_FIELD_ORDER = Object.keys(STORY_FIELD_SPECS) as StoryField[];

/** The fields' specs for `useForm`, in the reader's language. */
export function storyFields(i18n: I18n): Record<StoryField, FieldSpec> {
  const specs = {} as Record<StoryField, FieldSpec>;
  for (const field of STORY_FIELD_ORDER) {
    const { label, hint, ...rest } = STORY_FIELD_SPECS[field] as StoryFieldSpec;
    specs[field] = { ...rest, label: i18n._(label), ...(hint ? { hint: i18n._(hint) } : {}) };
  }
  return specs;
}

export function serviceTypeOptions(
  i18n: I18n,
): readonly { value: StoryServiceType; label: string; description: string }[] {
  return [
    {
      value: 'mentorship',
      label: i18n._(msg`Mentorship`),
      description: i18n._(msg`Free group sessions with a mentor`),
    },
    { value: 'coaching', label: i18n._(msg`Coaching`), description: i18n._(msg`Premium one-on-one coaching`) },
  ];
}

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
const REQUIRED = STORY_FIELD_ORDER.filter((field) => (STORY_FIELD_SPECS[field] as StoryFieldSpec).required);

/**
 * The required fields left empty. The API reports the one required-fields message for the whole form (no path),
 * so the form alert shows it; this marks which fields are missing, so each one is flagged and the first gets the
 * focus. Presentation only: the rule itself is the contract's.
 */
export function missingStoryFields(values: StoryFormValues, i18n: I18n): FieldErrors<StoryField> {
  const missing: FieldErrors<StoryField> = {};
  const text = i18n._(msg`Required`);
  for (const field of REQUIRED) if (values[field].trim() === '') missing[field] = text;
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
