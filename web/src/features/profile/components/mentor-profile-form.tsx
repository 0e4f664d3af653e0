import { useEffect, useRef, useState } from 'react';
import { MENTOR_LIMITS, MENTOR_MESSAGES } from '../../../../../schema/contract/mentors-rules.ts';
import { MentorProfileInputSchema, type Mentor } from '../../../../../schema/contract/mentors.ts';
import { TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { LanguagesField } from '../../../components/form/languages-field.tsx';
import { PhotoField, photoFromUrl } from '../../../components/form/photo-field.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useCategories } from '../../../lib/api/categories.ts';
import { useJourneyPaths } from '../../../lib/api/journey-paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { goToLogin, saveRedirectAfterLogin } from '../../../lib/auth/login.ts';
import { IMAGE_MESSAGES } from '../../../lib/image.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateMentor, useUpdateMentorProfile, type MentorSave } from '../api/mentor-profile.ts';
import { clearDraft, loadDraft, saveDraft } from '../application-draft.ts';
import {
  checkMentorForm,
  EMPTY_MENTOR_VALUES,
  MENTOR_FIELDS,
  MENTOR_FORM_MESSAGES,
  mentorFieldOf,
  mentorValuesFromProfile,
  toApplicationInput,
  toProfileInput,
} from '../mentor-form.ts';
import { FormActions } from './form-actions.tsx';
import { ServiceTypeField, TaxonomyField } from './mentor-choice-fields.tsx';

/** Spec section 6: a gated action shows its toast, then goes to login after about 1.5 seconds. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

/** What the two screens word differently. */
const SCREENS = {
  apply: {
    titleHint: 'What you do, e.g. Owner, Kasi Crafts or Freelance web developer.',
    experience: {
      label: 'Skills and experience',
      hint: 'What have you built, and what can you teach? For example: I run a catering business from home and can teach pricing, suppliers and word-of-mouth marketing.',
      rows: 5,
    },
    locationHint: 'Your town or city. Leave it as South Africa if you prefer.',
    photoFailure: IMAGE_MESSAGES.processFailed,
  },
  edit: {
    titleHint: undefined,
    experience: { label: 'Experience', hint: 'What you have built, and what you can teach.', rows: 4 },
    locationHint: undefined,
    photoFailure: IMAGE_MESSAGES.processFailedShort,
  },
} as const;

/** The application (`/become-mentor`) for a signed-in user or a visitor, or the editor of a stored profile. */
export type MentorProfileFormProps =
  { mode: 'apply'; isSignedIn: boolean; onCreated: (mentor: Mentor) => void } | { mode: 'edit'; mentor: Mentor };

/**
 * The mentor profile form of both screens (spec sections 3, 5 and 7), checked with the contract's rules before
 * sending; a failed save keeps everything typed.
 * - `apply`: name, title, journey paths, categories, languages, skills and experience, location, photo and what the
 *   mentor offers; `POST /api/mentors`. A visitor's submit keeps a draft and goes to login.
 * - `edit`: the same plus "About you" and the skills list, starting from the stored profile; `PUT /api/mentors/profile`.
 */
export function MentorProfileForm(props: MentorProfileFormProps) {
  const { mode } = props;
  const screen = SCREENS[mode];
  const journeyPaths = useJourneyPaths();
  const categories = useCategories();
  const create = useCreateMentor();
  const update = useUpdateMentorProfile();
  const saving = create.isPending || update.isPending;
  const loginTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Read once: a visitor's draft kept through the login (see application-draft.ts), or the stored profile.
  const [initialValues] = useState(() =>
    props.mode === 'apply' ? { ...EMPTY_MENTOR_VALUES, ...loadDraft() } : mentorValuesFromProfile(props.mentor),
  );
  const form = useForm({
    id: mode === 'apply' ? 'apply' : 'mentor',
    initialValues,
    fields: MENTOR_FIELDS[mode],
    schema: MentorProfileInputSchema,
    toInput: (values) =>
      props.mode === 'apply'
        ? toApplicationInput(values, categories.data ?? [])
        : toProfileInput(values, props.mentor.yearsOfFreedom ?? 1),
    fieldOf: mentorFieldOf(mode),
    check: (values) => checkMentorForm(mode, values),
    onInvalid: (message) =>
      toast({ title: MENTOR_FORM_MESSAGES.requiredTitle, description: message, variant: 'destructive' }),
  });

  const isSignedIn = props.mode === 'edit' || props.isSignedIn;
  useEffect(() => () => clearTimeout(loginTimer.current), []);
  // A draft kept for the trip to the login page has done its job once the user is back, signed in.
  useEffect(() => {
    if (mode === 'apply' && isSignedIn) clearDraft();
  }, [mode, isSignedIn]);

  /** Spec section 5: a signed-out submit says an account is needed, then goes to login and comes back here. */
  function sendToLogin() {
    saveDraft(form.values);
    saveRedirectAfterLogin(paths.becomeMentor);
    toast({
      title: MENTOR_FORM_MESSAGES.authRequiredTitle,
      description: MENTOR_MESSAGES.signedOut,
      variant: 'destructive',
    });
    clearTimeout(loginTimer.current);
    loginTimer.current = setTimeout(() => goToLogin(), LOGIN_REDIRECT_DELAY_MS);
  }

  function send(save: MentorSave) {
    if (props.mode === 'apply') {
      const { onCreated } = props;
      create.mutate(save, {
        onSuccess: (mentor) => {
          clearDraft();
          toast({
            title: MENTOR_FORM_MESSAGES.createdTitle,
            description: MENTOR_FORM_MESSAGES.created,
            variant: 'success',
          });
          onCreated(mentor);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return sendToLogin();
          toast({
            title: MENTOR_FORM_MESSAGES.createFailedTitle,
            description: form.showServerError(error, MENTOR_FORM_MESSAGES.createFailed),
            variant: 'destructive',
          });
        },
      });
      return;
    }
    update.mutate(save, {
      onSuccess: (saved) => {
        // The stored picture is now the uploaded one: a later save sends its URL, not the bytes again.
        if (saved?.profileImage) form.setValue('profileImage', photoFromUrl(saved.profileImage));
        toast({
          title: MENTOR_FORM_MESSAGES.updatedTitle,
          description: MENTOR_FORM_MESSAGES.updated,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: MENTOR_FORM_MESSAGES.updateFailedTitle,
          description: form.showServerError(error, MENTOR_FORM_MESSAGES.updateFailed),
          variant: 'destructive',
        }),
    });
  }

  const photo = form.values.profileImage;
  /** Remembers the upload of this very picture, unless another one was chosen meanwhile. */
  const onUploaded = (uploadedUrl: string) =>
    form.setValues((current) => {
      const now = current.profileImage;
      return now === photo && now.kind === 'new' ? { ...current, profileImage: { ...now, uploadedUrl } } : current;
    });

  return (
    <form
      noValidate
      aria-labelledby={mode === 'apply' ? 'apply-heading' : undefined}
      aria-label={mode === 'edit' ? 'Mentor profile' : undefined}
      onSubmit={(event) => {
        if (saving) return event.preventDefault();
        if (!isSignedIn) {
          event.preventDefault();
          return sendToLogin();
        }
        form.handleSubmit((input) => send({ input, photo, onUploaded }))(event);
      }}
      className="grid gap-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          {...form.field('name')}
          label="Full name"
          required
          autoComplete="name"
          maxLength={MENTOR_LIMITS.name}
        />
        <TextField
          {...form.field('title')}
          label="Title"
          hint={screen.titleHint}
          required
          autoComplete="organization-title"
          maxLength={MENTOR_LIMITS.title}
        />
      </div>
      {mode === 'edit' ? (
        <TextAreaField
          {...form.field('description')}
          label="About you"
          hint="The short introduction on your mentor card."
          maxLength={MENTOR_LIMITS.description}
          rows={3}
        />
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <TaxonomyField list="journeyPaths" query={journeyPaths} {...form.field('journeyPaths')} />
        <TaxonomyField list="categories" query={categories} {...form.field('categories')} />
      </div>
      <LanguagesField
        {...form.field('languages')}
        label="Languages you mentor in"
        hint="South Africa's official languages: one or more."
        required
      />
      {mode === 'edit' ? (
        <TextAreaField
          {...form.field('skills')}
          label="Skills"
          hint="Separate skills with commas, e.g. Pricing, Social media marketing, Bookkeeping."
          required
          rows={2}
        />
      ) : null}
      <TextAreaField
        {...form.field('experience')}
        {...screen.experience}
        required={mode === 'apply'}
        maxLength={MENTOR_LIMITS.experience}
      />
      <TextField
        {...form.field('location')}
        label="Location"
        hint={screen.locationHint}
        autoComplete="address-level2"
        maxLength={MENTOR_LIMITS.location}
        className="sm:max-w-md"
      />
      <PhotoField
        id={form.fieldId('profileImage')}
        value={photo}
        onChange={(next) => form.setValue('profileImage', next)}
        failureMessage={screen.photoFailure}
        error={form.errors.profileImage}
        disabled={saving}
      />
      <ServiceTypeField {...form.field('serviceType')} />
      <FormAlert {...form.alert} />
      {mode === 'apply' ? (
        <div className="flex flex-col gap-3 border-t border-lilac-100 pt-6 sm:flex-row sm:items-center">
          <button type="submit" disabled={saving} className={buttonStyles.primary}>
            {saving ? 'Saving...' : 'Create my mentor profile'}
          </button>
          <p className="text-sm text-neutral-700">
            Fields marked <span className="text-red-700">*</span> are required. Mentorship is free to give and to
            receive.
          </p>
        </div>
      ) : (
        <FormActions saving={saving} label="Save mentor profile" />
      )}
    </form>
  );
}
