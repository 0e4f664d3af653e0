import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { MyStory } from '../../../../../schema/contract/stories.ts';
import { RadioGroupField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { storyKeys, submitStory } from '../api/stories.ts';
import {
  buildStoryPayload,
  emptyStoryValues,
  problemFromIssues,
  SERVICE_TYPE_OPTIONS,
  STORY_FIELD_ORDER,
  STORY_FORM_MESSAGES,
  STORY_LIMITS,
  validateStory,
  type StoryField,
  type StoryFormValues,
  type StoryProblem,
} from '../story-form.ts';
import { NO_PHOTO, PhotoField, photoPayload, type Photo } from '../../profile/components/photo-field.tsx';

const fieldId = (field: StoryField) => `story-${field}`;

/**
 * The story form (spec sections 3, 5, 7). Checked before sending with the spec's one message for missing fields;
 * a refused or failed submission keeps everything typed, and the picture is uploaded only once across retries.
 */
export function StoryForm({
  defaultName,
  onSubmitted,
}: {
  defaultName: string;
  onSubmitted: (story: MyStory) => void;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<StoryFormValues>(() => emptyStoryValues(defaultName));
  const [photo, setPhoto] = useState<Photo>(NO_PHOTO);
  const [problem, setProblem] = useState<StoryProblem | null>(null);

  function update<F extends StoryField>(field: F, value: StoryFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem((current) => {
      if (!current?.fields.includes(field)) return current;
      const fields = current.fields.filter((f) => f !== field);
      return fields.length > 0 ? { ...current, fields } : null;
    });
  }

  function show(next: StoryProblem) {
    flushSync(() => setProblem(next));
    const first = STORY_FIELD_ORDER.find((field) => next.fields.includes(field));
    document.getElementById(first ? fieldId(first) : 'story-problem')?.focus();
  }

  const submit = useMutation({
    mutationFn: async ({ values, photo }: { values: StoryFormValues; photo: Photo }) => {
      // A new picture is uploaded once; a retried submit reuses its URL.
      const profileImage = await photoPayload(photo, (uploadedUrl) =>
        setPhoto((current) => (current === photo && photo.kind === 'new' ? { ...photo, uploadedUrl } : current)),
      );
      return submitStory(buildStoryPayload(values, profileImage));
    },
    onSuccess: (story) => {
      void queryClient.invalidateQueries({ queryKey: storyKeys.mine });
      toast({
        title: STORY_FORM_MESSAGES.submittedTitle,
        description: STORY_FORM_MESSAGES.submitted,
        variant: 'success',
      });
      onSubmitted(story);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        show(problemFromIssues(error.issues, error.serverMessage));
      }
      toast({
        title: STORY_FORM_MESSAGES.submitFailedTitle,
        description: errorMessage(error, STORY_FORM_MESSAGES.submitFailed),
        variant: 'destructive',
      });
    },
  });

  const field = <F extends Exclude<StoryField, 'serviceType'>>(name: F) => ({
    id: fieldId(name),
    value: values[name],
    onValueChange: (value: string) => update(name, value),
    error: problem?.fields.includes(name)
      ? problem.message === STORY_FORM_MESSAGES.required
        ? 'Required'
        : problem.message
      : undefined,
  });

  return (
    <form
      noValidate
      aria-labelledby="story-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (submit.isPending) return;
        const found = validateStory(values);
        if (found) return show(found);
        setProblem(null);
        submit.mutate({ values, photo });
      }}
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
        {...field('name')}
        label="Your name"
        hint="As you would like it shown with your story."
        required
        autoComplete="name"
        maxLength={STORY_LIMITS.name}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          {...field('beforeTitle')}
          label="Before: what were you doing?"
          hint="For example: Unemployed graduate"
          required
          maxLength={STORY_LIMITS.title}
        />
        <TextField
          {...field('afterTitle')}
          label="After: what do you do now?"
          hint="For example: Owner of a catering business"
          required
          maxLength={STORY_LIMITS.title}
        />
      </div>
      <TextAreaField
        {...field('quote')}
        label="Your story"
        hint="What changed, what helped you, and what you would tell someone starting out."
        required
        rows={6}
        maxLength={STORY_LIMITS.quote}
      />
      <TextField
        {...field('transformationTime')}
        label="How long did it take? (optional)"
        hint="For example: 8 months"
        maxLength={STORY_LIMITS.transformationTime}
      />
      <RadioGroupField
        id={fieldId('serviceType')}
        label="What helped you most?"
        options={SERVICE_TYPE_OPTIONS}
        value={values.serviceType}
        onValueChange={(value) => update('serviceType', value as StoryFormValues['serviceType'])}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          {...field('incomeStreamsBefore')}
          label="Income streams before"
          hint="How many ways you earned money before (0 or more)."
          required
          type="number"
          inputMode="numeric"
          min={0}
          max={STORY_LIMITS.incomeStreams}
          step={1}
        />
        <TextField
          {...field('incomeStreamsAfter')}
          label="Income streams now"
          hint="How many ways you earn money now (0 or more)."
          required
          type="number"
          inputMode="numeric"
          min={0}
          max={STORY_LIMITS.incomeStreams}
          step={1}
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
      {problem ? (
        <p
          id="story-problem"
          role="alert"
          tabIndex={-1}
          className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800"
        >
          {problem.message}
        </p>
      ) : null}
      <div className="border-t border-lilac-100 pt-6">
        <button type="submit" disabled={submit.isPending} className={`${buttonStyles.primary} w-full sm:w-auto`}>
          {submit.isPending ? 'Submitting...' : 'Submit your story'}
        </button>
      </div>
    </form>
  );
}
