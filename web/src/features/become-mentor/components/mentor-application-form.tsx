import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Mentor } from '../../../../../schema/contract/mentors.ts';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { IMAGE_MESSAGES } from '../../../lib/image.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { goToLogin, saveRedirectAfterLogin } from '../../auth/login.ts';
import { createMentor, refreshMentorQueries } from '../../profile/api/mentor-profile.ts';
import { useCategories } from '../../profile/api/taxonomy.ts';
import {
  CategoriesField,
  JourneyPathsField,
  ServiceTypeField,
} from '../../profile/components/mentor-choice-fields.tsx';
import { NO_PHOTO, PhotoField, photoPayload, type Photo } from '../../profile/components/photo-field.tsx';
import {
  buildApplicationPayload,
  EMPTY_APPLICATION,
  errorsFromIssues,
  firstInvalidField,
  MENTOR_FORM_MESSAGES,
  MENTOR_LIMITS,
  validateMentorBasics,
  type MentorApplicationValues,
  type MentorField,
  type MentorFormErrors,
} from '../../profile/mentor-form.ts';
import { clearDraft, loadDraft, saveDraft } from '../application-draft.ts';

/** Spec section 6: a gated action shows its toast, then goes to login after about 1.5 seconds. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

const fieldId = (field: MentorField) => `apply-${field}`;

/**
 * The mentor application (spec sections 3 and 5): name, title, journey paths, categories, skills and experience,
 * location, photo and what the mentor offers. `POST /api/mentors`; on success `onCreated` shows the confirmation.
 */
export function MentorApplicationForm({
  isSignedIn,
  onCreated,
}: {
  isSignedIn: boolean;
  onCreated: (mentor: Mentor) => void;
}) {
  const queryClient = useQueryClient();
  const categories = useCategories();
  const [values, setValues] = useState<MentorApplicationValues>(() => loadDraft() ?? EMPTY_APPLICATION);
  const [photo, setPhoto] = useState<Photo>(NO_PHOTO);
  const [errors, setErrors] = useState<MentorFormErrors>({});
  const loginTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(loginTimer.current), []);

  // A draft kept for the trip to the login page has done its job once the user is back, signed in.
  useEffect(() => {
    if (isSignedIn) clearDraft();
  }, [isSignedIn]);

  function update<K extends keyof MentorApplicationValues>(field: K, value: MentorApplicationValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field as MentorField]) setErrors(({ [field as MentorField]: _fixed, ...rest }) => rest);
  }

  function showErrors(next: MentorFormErrors) {
    flushSync(() => setErrors(next));
    const first = firstInvalidField(next);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  /** Spec section 5: a signed-out submit says an account is needed, then goes to login and comes back here. */
  function sendToLogin() {
    saveDraft(values);
    saveRedirectAfterLogin(paths.becomeMentor);
    toast({ title: 'Authentication Required', description: MENTOR_FORM_MESSAGES.signedOut, variant: 'destructive' });
    clearTimeout(loginTimer.current);
    loginTimer.current = setTimeout(() => goToLogin(), LOGIN_REDIRECT_DELAY_MS);
  }

  const create = useMutation({
    mutationFn: async (input: { values: MentorApplicationValues; photo: Photo }) => {
      const profileImage = await photoPayload(input.photo, (uploadedUrl) =>
        setPhoto((current) =>
          current === input.photo && current.kind === 'new' ? { ...current, uploadedUrl } : current,
        ),
      );
      return createMentor(buildApplicationPayload(input.values, categories.data ?? [], profileImage));
    },
    onSuccess: (mentor) => {
      clearDraft();
      toast({
        title: MENTOR_FORM_MESSAGES.createdTitle,
        description: MENTOR_FORM_MESSAGES.created,
        variant: 'success',
      });
      void refreshMentorQueries(queryClient);
      onCreated(mentor);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return sendToLogin();
      // 409: the user is a mentor already; reading the status again swaps the form for the way to edit it.
      if (error instanceof ApiError && error.status === 409) void refreshMentorQueries(queryClient);
      if (error instanceof ApiError) showErrors(errorsFromIssues(error.issues));
      toast({
        title: MENTOR_FORM_MESSAGES.createFailedTitle,
        description: errorMessage(error, MENTOR_FORM_MESSAGES.createFailed),
        variant: 'destructive',
      });
    },
  });

  function submit() {
    if (create.isPending) return;
    if (!isSignedIn) return sendToLogin();
    const problems = validateMentorBasics(values);
    const first = firstInvalidField(problems);
    if (first) {
      toast({ title: MENTOR_FORM_MESSAGES.requiredTitle, description: problems[first], variant: 'destructive' });
      return showErrors(problems);
    }
    setErrors({});
    create.mutate({ values, photo });
  }

  const saving = create.isPending;
  return (
    <form
      noValidate
      aria-labelledby="apply-heading"
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
          hint="What you do, e.g. Owner, Kasi Crafts or Freelance web developer."
          required
          autoComplete="organization-title"
          maxLength={MENTOR_LIMITS.title}
          value={values.title}
          onValueChange={(value) => update('title', value)}
          error={errors.title}
        />
      </div>
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
        id={fieldId('experience')}
        label="Skills and experience"
        hint="What have you built, and what can you teach? For example: I run a catering business from home and can teach pricing, suppliers and word-of-mouth marketing."
        required
        maxLength={MENTOR_LIMITS.experience}
        rows={5}
        value={values.experience}
        onValueChange={(value) => update('experience', value)}
        error={errors.experience}
      />
      <TextField
        id={fieldId('location')}
        label="Location"
        hint="Your town or city. Leave it as South Africa if you prefer."
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
        failureMessage={IMAGE_MESSAGES.processFailed}
        error={errors.profileImage}
        disabled={saving}
      />
      <ServiceTypeField
        id={fieldId('serviceType')}
        value={values.serviceType}
        onValueChange={(value) => update('serviceType', value)}
      />
      <div className="flex flex-col gap-3 border-t border-lilac-100 pt-6 sm:flex-row sm:items-center">
        <button type="submit" disabled={saving} className={buttonStyles.primary}>
          {saving ? 'Saving...' : 'Create my mentor profile'}
        </button>
        <p className="text-sm text-neutral-700">
          Fields marked <span className="text-red-700">*</span> are required. Mentorship is free to give and to receive.
        </p>
      </div>
    </form>
  );
}
