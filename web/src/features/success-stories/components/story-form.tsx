import { useState } from 'react';
import type { MyStory } from '../../../../../schema/contract/stories.ts';
import {
  MAX_INCOME_STREAMS,
  MAX_STORY_NAME,
  MAX_STORY_QUOTE,
  MAX_STORY_TITLE,
  MAX_TRANSFORMATION_TIME,
} from '../../../../../schema/contract/stories-rules.ts';
import { StoryInputSchema } from '../../../../../schema/contract/stories.ts';
import { RadioGroupField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { NO_PHOTO, PhotoField, type Photo } from '../../../components/form/photo-field.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useSubmitStory } from '../api/stories.ts';
import {
  emptyStoryValues,
  missingStoryFields,
  SERVICE_TYPE_OPTIONS,
  STORY_FIELD_ORDER,
  STORY_FORM_MESSAGES,
  toStoryInput,
  type StoryFormValues,
} from '../story-form.ts';
import { sendForm } from '../../../components/form/send-form.ts';

/** Both income-stream counts take the same whole-number input. */
const countInput = { type: 'number', inputMode: 'numeric', min: 0, max: MAX_INCOME_STREAMS, step: 1 } as const;

/**
 * The story form (spec sections 3, 5, 7): the contract's rules checked before sending, with the spec's one
 * message for missing fields; a refused or failed submission keeps everything typed, and the picture is uploaded
 * only once across retries.
 */
export function StoryForm({
  defaultName,
  onSubmitted,
}: {
  defaultName: string;
  onSubmitted: (story: MyStory) => void;
}) {
  const form = useForm({
    id: 'story',
    initialValues: emptyStoryValues(defaultName),
    fields: STORY_FIELD_ORDER,
    schema: StoryInputSchema,
    toInput: toStoryInput,
    check: missingStoryFields,
  });
  // The picture is not part of the checked values: it is processed as it is chosen, and sent once uploaded.
  const [photo, setPhoto] = useState<Photo>(NO_PHOTO);
  const submit = useSubmitStory();
  const sendStory = sendForm(
    submit,
    form,
    {
      savedTitle: STORY_FORM_MESSAGES.submittedTitle,
      saved: STORY_FORM_MESSAGES.submitted,
      failedTitle: STORY_FORM_MESSAGES.submitFailedTitle,
      failed: STORY_FORM_MESSAGES.submitFailed,
    },
    onSubmitted,
  );

  return (
    <form
      noValidate
      aria-labelledby="story-form-title"
      onSubmit={form.handleSubmit((input) =>
        sendStory({
          input,
          photo,
          onUploaded: (uploadedUrl) =>
            setPhoto((current) => (current === photo && photo.kind === 'new' ? { ...photo, uploadedUrl } : current)),
        }),
      )}
      className="mt-8 grid gap-6 rounded-2xl border border-lilac-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="story-form-title" className="text-2xl font-bold text-lilac-950">
        Tell your story
      </h2>
      <p className="-mt-4 text-sm text-neutral-700">
        Fields marked{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        <span className="sr-only">required</span> are required.
      </p>
      <TextField
        {...form.field('name')}
        label="Your name"
        hint="As you would like it shown with your story."
        required
        autoComplete="name"
        maxLength={MAX_STORY_NAME}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          {...form.field('beforeTitle')}
          label="Before: what were you doing?"
          hint="For example: Unemployed graduate"
          required
          maxLength={MAX_STORY_TITLE}
        />
        <TextField
          {...form.field('afterTitle')}
          label="After: what do you do now?"
          hint="For example: Owner of a catering business"
          required
          maxLength={MAX_STORY_TITLE}
        />
      </div>
      <TextAreaField
        {...form.field('quote')}
        label="Your story"
        hint="What changed, what helped you, and what you would tell someone starting out."
        required
        rows={6}
        maxLength={MAX_STORY_QUOTE}
      />
      <TextField
        {...form.field('transformationTime')}
        label="How long did it take? (optional)"
        hint="For example: 8 months"
        maxLength={MAX_TRANSFORMATION_TIME}
      />
      <RadioGroupField
        {...form.field('serviceType')}
        onValueChange={(value) => form.setValue('serviceType', value as StoryFormValues['serviceType'])}
        label="What helped you most?"
        options={SERVICE_TYPE_OPTIONS}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          {...form.field('incomeStreamsBefore')}
          {...countInput}
          label="Income streams before"
          hint="How many ways you earned money before (0 or more)."
          required
        />
        <TextField
          {...form.field('incomeStreamsAfter')}
          {...countInput}
          label="Income streams now"
          hint="How many ways you earn money now (0 or more)."
          required
        />
      </div>
      <PhotoField
        id="story-photo"
        label="Your photo (optional)"
        previewAlt="Preview of your photo"
        value={photo}
        onChange={setPhoto}
        failureMessage={STORY_FORM_MESSAGES.imageFailed}
        tooLargeMessage={STORY_FORM_MESSAGES.imageTooLarge}
        disabled={submit.isPending}
      />
      <FormAlert {...form.alert} />
      <div className="border-t border-lilac-100 pt-6">
        <button type="submit" disabled={submit.isPending} className={`${buttonStyles.primary} w-full sm:w-auto`}>
          {submit.isPending ? 'Submitting...' : 'Submit your story'}
        </button>
      </div>
    </form>
  );
}
