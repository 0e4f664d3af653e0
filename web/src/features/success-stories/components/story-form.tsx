import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
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
  serviceTypeOptions,
  STORY_FIELD_ORDER,
  storyFields,
  storyFormMessages,
  storySendTexts,
  toStoryInput,
} from '../story-form.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { successStoriesCatalog } from '../locales/catalog.ts';

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
  useCatalog(successStoriesCatalog);
  const { t, i18n } = useLingui();
  const specs = useMemo(() => storyFields(i18n), [i18n]);
  const messages = storyFormMessages(i18n);
  const form = useForm({
    id: 'story',
    initialValues: emptyStoryValues(defaultName),
    fields: STORY_FIELD_ORDER,
    specs,
    schema: StoryInputSchema,
    toInput: toStoryInput,
    check: (values) => missingStoryFields(values, i18n),
  });
  // The picture is not part of the checked values: it is processed as it is chosen, and sent once uploaded.
  const [photo, setPhoto] = useState<Photo>(NO_PHOTO);
  const submit = useSubmitStory();
  const sendStory = sendForm(submit, form, storySendTexts(i18n), onSubmitted);

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
      submitLabel={t`Submit your story`}
      pendingLabel={t`Submitting...`}
      pending={submit.isPending}
      className="mt-8 grid gap-6 rounded-2xl border border-lilac-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="story-form-title" className="text-2xl font-bold text-lilac-950">
        <Trans>Tell your story</Trans>
      </h2>
      <RequiredFieldsNote className="-mt-4" />
      <TextField {...form.field('name')} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...form.field('beforeTitle')} />
        <TextField {...form.field('afterTitle')} />
      </div>
      <TextAreaField {...form.field('quote')} />
      <TextField {...form.field('transformationTime')} />
      <RadioGroupField {...form.field('serviceType')} options={serviceTypeOptions(i18n)} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...form.field('incomeStreamsBefore')} />
        <TextField {...form.field('incomeStreamsAfter')} />
      </div>
      <PhotoField
        id="story-photo"
        label={t`Your photo (optional)`}
        previewAlt={t`Preview of your photo`}
        value={photo}
        onChange={setPhoto}
        failureMessage={messages.imageFailed}
        tooLargeMessage={messages.imageTooLarge}
        disabled={submit.isPending}
      />
    </PageForm>
  );
}
