import { useState } from 'react';
import type { MyStory } from '../../../../../schema/contract/stories.ts';
import { StoryInputSchema } from '../../../../../schema/contract/stories.ts';
import { RadioGroupField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { PageForm, RequiredFieldsNote } from '../../../components/form/page-form.tsx';
import { NO_PHOTO, PhotoField, type Photo } from '../../../components/form/photo-field.tsx';
import { sendForm } from '../../../components/form/send-form.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { useSubmitStory } from '../api/stories.ts';
import {
  emptyStoryValues,
  missingStoryFields,
  SERVICE_TYPE_OPTIONS,
  STORY_FIELD_ORDER,
  STORY_FIELDS,
  STORY_FORM_MESSAGES,
  STORY_SEND_TEXTS,
  toStoryInput,
} from '../story-form.ts';

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
    specs: STORY_FIELDS,
    schema: StoryInputSchema,
    toInput: toStoryInput,
    check: missingStoryFields,
  });
  // The picture is not part of the checked values: it is processed as it is chosen, and sent once uploaded.
  const [photo, setPhoto] = useState<Photo>(NO_PHOTO);
  const submit = useSubmitStory();
  const sendStory = sendForm(submit, form, STORY_SEND_TEXTS, onSubmitted);

  return (
    <PageForm
      labelledBy="story-form-title"
      onSubmit={form.handleSubmit((input) =>
        sendStory({
          input,
          photo,
          onUploaded: (uploadedUrl) =>
            setPhoto((current) => (current === photo && photo.kind === 'new' ? { ...photo, uploadedUrl } : current)),
        }),
      )}
      alert={form.alert}
      submitLabel="Submit your story"
      pendingLabel="Submitting..."
      pending={submit.isPending}
      className="mt-8 grid gap-6 rounded-2xl border border-lilac-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="story-form-title" className="text-2xl font-bold text-lilac-950">
        Tell your story
      </h2>
      <RequiredFieldsNote className="-mt-4" />
      <TextField {...form.field('name')} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...form.field('beforeTitle')} />
        <TextField {...form.field('afterTitle')} />
      </div>
      <TextAreaField {...form.field('quote')} />
      <TextField {...form.field('transformationTime')} />
      <RadioGroupField {...form.field('serviceType')} options={SERVICE_TYPE_OPTIONS} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...form.field('incomeStreamsBefore')} />
        <TextField {...form.field('incomeStreamsAfter')} />
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
    </PageForm>
  );
}
