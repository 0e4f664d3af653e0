import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PICKED_IMAGE_BYTES } from '../../../../schema/contract/images.ts';
import { StoryInputSchema } from '../../../../schema/contract/stories.ts';
import { checkInput, firstInvalidField } from '../../components/form/form-errors.ts';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import { checkImageFile } from '../../lib/image.ts';
import {
  emptyStoryValues,
  missingStoryFields,
  STORY_FIELD_ORDER,
  storyFormMessages,
  storySendTexts,
  toStoryInput,
  type StoryFormValues,
} from './story-form.ts';

let en: I18n;
let STORY_FORM_MESSAGES: ReturnType<typeof storyFormMessages>;
let STORY_SEND_TEXTS: ReturnType<typeof storySendTexts>;
beforeAll(async () => {
  en = await loadI18n('en');
  STORY_FORM_MESSAGES = storyFormMessages(en);
  STORY_SEND_TEXTS = storySendTexts(en);
});

/** What the form shows for these values: the contract's problems, and which fields are missing. */
const problems = (values: StoryFormValues) =>
  checkInput(StoryInputSchema, toStoryInput(values), STORY_FIELD_ORDER, { extra: missingStoryFields(values, en) });

describe('the story form', () => {
  const filled: StoryFormValues = {
    name: ' Thandi Nkosi ',
    beforeTitle: 'Unemployed graduate',
    afterTitle: 'Catering business owner',
    quote: 'I started with one pot and a WhatsApp group.',
    transformationTime: '8 months',
    serviceType: 'coaching',
    incomeStreamsBefore: '0',
    incomeStreamsAfter: '3',
  };

  it('keeps the spec texts word for word', () => {
    expect(STORY_FORM_MESSAGES.required).toBe(
      'Name, before/after titles, story, and income streams data are required.',
    );
    expect(STORY_SEND_TEXTS.failed).toBe('There was an error submitting your story. Please try again.');
    expect(STORY_FORM_MESSAGES.imageTooLarge).toBe('Please select an image under 20MB.');
    expect(STORY_FORM_MESSAGES.imageFailed).toBe('Please select a different image.');
  });

  it('shows the one spec message for missing fields, and flags each missing field in screen order', () => {
    const found = problems(emptyStoryValues());
    expect(found.form).toBe(STORY_FORM_MESSAGES.required);
    const missing = STORY_FORM_MESSAGES.missingField;
    expect(found.fields).toEqual({
      name: missing,
      beforeTitle: missing,
      afterTitle: missing,
      quote: missing,
      incomeStreamsBefore: missing,
      incomeStreamsAfter: missing,
    });
    expect(firstInvalidField(problems({ ...filled, name: '', beforeTitle: ' ' }).fields, STORY_FIELD_ORDER)).toBe(
      'name',
    );
    expect(problems({ ...filled, quote: '   ' })).toEqual({
      fields: { quote: STORY_FORM_MESSAGES.missingField },
      form: STORY_FORM_MESSAGES.required,
    });
    // 0 income streams is an answer, not a missing one; the time and the photo are optional.
    expect(problems({ ...filled, transformationTime: '' })).toEqual({ fields: {}, form: undefined });
  });

  it('refuses counts that are negative, fractional or above the ceiling, beside the count', () => {
    for (const bad of ['-1', '1.5', 'abc']) {
      expect(problems({ ...filled, incomeStreamsAfter: bad })).toEqual({
        fields: { incomeStreamsAfter: STORY_FORM_MESSAGES.incomeStreams },
        form: undefined,
      });
    }
    expect(problems({ ...filled, incomeStreamsBefore: '101' }).fields.incomeStreamsBefore).toBe(
      'Income streams can be at most 100.',
    );
    expect(problems({ ...filled, incomeStreamsBefore: '100' }).fields).toEqual({});
  });

  it('sends a trimmed body with numbers, and no time as null', () => {
    const body = toStoryInput(filled);
    expect(body).toMatchObject({ name: 'Thandi Nkosi', incomeStreamsBefore: 0, incomeStreamsAfter: 3 });
    expect(StoryInputSchema.safeParse({ ...body, profileImage: '/images/abc' }).success).toBe(true);
    expect(toStoryInput({ ...filled, transformationTime: ' ' }).transformationTime).toBeNull();
    // An empty count is missing, never 0.
    expect(toStoryInput({ ...filled, incomeStreamsAfter: ' ' }).incomeStreamsAfter).toBeNull();
  });

  it('allows pictures up to 20MB, and refuses one byte more with the story form’s own text', () => {
    // The photo field runs this check, with the story form's wording, before it processes a chosen picture.
    const picture = (size: number) => checkImageFile({ type: 'image/jpeg', size }, STORY_FORM_MESSAGES.imageTooLarge);
    expect(picture(MAX_PICKED_IMAGE_BYTES)).toBeNull();
    const tooLarge = picture(MAX_PICKED_IMAGE_BYTES + 1);
    expect(tooLarge?.title).toBe('File too large');
    expect(tooLarge?.message).toBe('Please select an image under 20MB.');
  });
});
