import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { Mentor } from '../../../../../schema/contract/mentors.ts';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { IMAGE_MESSAGES } from '../../../lib/image.ts';
import { toast } from '../../../lib/toast.ts';
import { MENTOR_PROFILE_URL, refreshMentorQueries, updateMentorProfile } from '../api/mentor-profile.ts';
import {
  buildProfileUpdatePayload,
  errorsFromIssues,
  firstInvalidField,
  MENTOR_FORM_MESSAGES,
  MENTOR_LIMITS,
  mentorValuesFromProfile,
  validateMentorProfile,
  type MentorField,
  type MentorFormErrors,
  type MentorProfileValues,
} from '../mentor-form.ts';
import { FormActions } from './form-actions.tsx';
import { CategoriesField, JourneyPathsField, ServiceTypeField } from './mentor-choice-fields.tsx';
import { PhotoField, photoFromUrl, photoPayload, type Photo } from './photo-field.tsx';

const fieldId = (field: MentorField) => `mentor-${field}`;

/**
 * The mentor half of the profile editor (`PUT /api/mentors/profile`, spec sections 5 and 7). Starts from the
 * stored profile; a failed save keeps everything typed.
 */
export function MentorProfileForm({ mentor }: { mentor: Mentor }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<MentorProfileValues>(() => mentorValuesFromProfile(mentor));
  const [photo, setPhoto] = useState<Photo>(() => photoFromUrl(mentor.profileImage));
  const [errors, setErrors] = useState<MentorFormErrors>({});

  function update<K extends keyof MentorProfileValues>(field: K, value: MentorProfileValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function showErrors(next: MentorFormErrors) {
    flushSync(() => setErrors(next));
    const first = firstInvalidField(next);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  const save = useMutation({
    mutationFn: async (input: { values: MentorProfileValues; photo: Photo }) => {
      const profileImage = await photoPayload(input.photo, (uploadedUrl) =>
        setPhoto((current) =>
          current === input.photo && current.kind === 'new' ? { ...current, uploadedUrl } : current,
        ),
      );
      return updateMentorProfile(buildProfileUpdatePayload(input.values, profileImage, mentor.yearsOfFreedom ?? 1));
    },
    onSuccess: (saved) => {
      if (saved && typeof saved === 'object') queryClient.setQueryData([MENTOR_PROFILE_URL], saved);
      // The stored picture is now the uploaded one: a later save sends its URL, not the bytes again.
      if (saved?.profileImage) setPhoto(photoFromUrl(saved.profileImage));
      void refreshMentorQueries(queryClient);
      toast({
        title: MENTOR_FORM_MESSAGES.updatedTitle,
        description: MENTOR_FORM_MESSAGES.updated,
        variant: 'success',
      });
    },
    onError: (error) => {
      if (error instanceof ApiError) showErrors(errorsFromIssues(error.issues));
      toast({
        title: MENTOR_FORM_MESSAGES.updateFailedTitle,
        description: errorMessage(error, MENTOR_FORM_MESSAGES.updateFailed),
        variant: 'destructive',
      });
    },
  });

  function submit() {
    if (save.isPending) return;
    const problems = validateMentorProfile(values);
    const first = firstInvalidField(problems);
    if (first) {
      toast({ title: MENTOR_FORM_MESSAGES.requiredTitle, description: problems[first], variant: 'destructive' });
      return showErrors(problems);
    }
    setErrors({});
    save.mutate({ values, photo });
  }

  const saving = save.isPending;
  return (
    <form
      noValidate
      aria-label="Mentor profile"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="grid gap-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          id={fieldId('name')}
          label="Full name"
          required
          autoComplete="name"
          maxLength={MENTOR_LIMITS.name}
          value={values.name}
          onValueChange={(value) => update('name', value)}
          error={errors.name}
        />
        <TextField
          id={fieldId('title')}
          label="Title"
          required
          autoComplete="organization-title"
          maxLength={MENTOR_LIMITS.title}
          value={values.title}
          onValueChange={(value) => update('title', value)}
          error={errors.title}
        />
      </div>
      <TextAreaField
        id={fieldId('description')}
        label="About you"
        hint="The short introduction on your mentor card."
        maxLength={MENTOR_LIMITS.description}
        rows={3}
        value={values.description}
        onValueChange={(value) => update('description', value)}
        error={errors.description}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <JourneyPathsField
          id={fieldId('journeyPaths')}
          value={values.journeyPaths}
          onValueChange={(value) => update('journeyPaths', value)}
          error={errors.journeyPaths}
        />
        <CategoriesField
          id={fieldId('categories')}
          value={values.categories}
          onValueChange={(value) => update('categories', value)}
          error={errors.categories}
        />
      </div>
      <TextAreaField
        id={fieldId('skills')}
        label="Skills"
        hint="Separate skills with commas, e.g. Pricing, Social media marketing, Bookkeeping."
        required
        rows={2}
        value={values.skills}
        onValueChange={(value) => update('skills', value)}
        error={errors.skills}
      />
      <TextAreaField
        id={fieldId('experience')}
        label="Experience"
        hint="What you have built, and what you can teach."
        maxLength={MENTOR_LIMITS.experience}
        rows={4}
        value={values.experience}
        onValueChange={(value) => update('experience', value)}
        error={errors.experience}
      />
      <TextField
        id={fieldId('location')}
        label="Location"
        autoComplete="address-level2"
        maxLength={MENTOR_LIMITS.location}
        value={values.location}
        onValueChange={(value) => update('location', value)}
        error={errors.location}
        className="sm:max-w-md"
      />
      <PhotoField
        id={fieldId('profileImage')}
        value={photo}
        onChange={setPhoto}
        failureMessage={IMAGE_MESSAGES.processFailedShort}
        error={errors.profileImage}
        disabled={saving}
      />
      <ServiceTypeField
        id={fieldId('serviceType')}
        value={values.serviceType}
        onValueChange={(value) => update('serviceType', value)}
      />
      <FormActions saving={saving} label="Save mentor profile" />
    </form>
  );
}
