import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { MentorProfileInputSchema, type Mentor } from '../../../../../schema/contract/mentors.ts';
import { TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { LanguagesField } from '../../../components/form/languages-field.tsx';
import { PhotoField, photoFromUrl } from '../../../components/form/photo-field.tsx';
import { PageForm, RequiredFieldsNote } from '../../../components/form/page-form.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { useCategories } from '../../../lib/api/categories.ts';
import { useJourneyPaths } from '../../../lib/api/journey-paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { goToLogin, saveRedirectAfterLogin } from '../../../lib/auth/login.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { IMAGE_MESSAGES } from '../../../lib/image.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateMentor, useUpdateMentorProfile, type MentorSave } from '../api/mentor-profile.ts';
import { clearDraft, loadDraft, saveDraft } from '../application-draft.ts';
import {
  checkMentorForm,
  EMPTY_MENTOR_VALUES,
  fieldSpecsIn,
  MENTOR_FIELD_SPECS,
  MENTOR_FIELDS,
  MENTOR_FORM_MESSAGES,
  mentorFieldOf,
  mentorValuesFromProfile,
  toApplicationInput,
  toProfileInput,
} from '../mentor-form.ts';
import { profileCatalog } from '../locales/catalog.ts';
import { CancelLink } from './form-actions.tsx';
import { ServiceTypeField, TaxonomyField } from './mentor-choice-fields.tsx';

/** Spec section 6: a gated action shows its toast, then goes to login after about 1.5 seconds. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

/** The application's words, and the editor's shorter ones, for a picture that could not be processed. */
const PHOTO_FAILURE = { apply: IMAGE_MESSAGES.processFailed, edit: IMAGE_MESSAGES.processFailedShort } as const;

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
  useCatalog(profileCatalog);
  const { t, i18n } = useLingui();
  const { mode } = props;
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
    specs: fieldSpecsIn(MENTOR_FIELD_SPECS[mode], i18n),
    schema: MentorProfileInputSchema,
    toInput: (values) =>
      props.mode === 'apply'
        ? toApplicationInput(values, categories.data ?? [])
        : toProfileInput(values, props.mentor.yearsOfFreedom ?? 1),
    fieldOf: mentorFieldOf(mode),
    check: (values) => checkMentorForm(mode, values, i18n),
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
      title: t(MENTOR_FORM_MESSAGES.authRequiredTitle),
      description: t(MENTOR_FORM_MESSAGES.signedOut),
      variant: 'destructive',
    });
    clearTimeout(loginTimer.current);
    loginTimer.current = setTimeout(() => goToLogin(), LOGIN_REDIRECT_DELAY_MS);
  }

  function send(save: MentorSave) {
    if (props.mode === 'apply') {
      const { onCreated } = props;
      create.mutate(save, {
        // The page turns into its confirmation ("Your mentor profile is live"): no toast to say it again.
        onSuccess: (mentor) => {
          clearDraft();
          onCreated(mentor);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return sendToLogin();
          form.showServerError(error, t(MENTOR_FORM_MESSAGES.createFailed), t(MENTOR_FORM_MESSAGES.createFailedTitle));
        },
      });
      return;
    }
    update.mutate(save, {
      onSuccess: (saved) => {
        // The stored picture is now the uploaded one: a later save sends its URL, not the bytes again.
        if (saved?.profileImage) form.setValue('profileImage', photoFromUrl(saved.profileImage));
        toast({
          title: t(MENTOR_FORM_MESSAGES.updatedTitle),
          description: t(MENTOR_FORM_MESSAGES.updated),
          variant: 'success',
        });
      },
      onError: (error) =>
        form.showServerError(error, t(MENTOR_FORM_MESSAGES.updateFailed), t(MENTOR_FORM_MESSAGES.updateFailedTitle)),
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
    <PageForm
      labelledBy={mode === 'apply' ? 'apply-heading' : undefined}
      label={mode === 'edit' ? t`Mentor profile` : undefined}
      onSubmit={(event) => {
        if (saving) return event.preventDefault();
        if (!isSignedIn) {
          event.preventDefault();
          return sendToLogin();
        }
        form.handleSubmit((input) => send({ input, photo, onUploaded }))(event);
      }}
      alert={form.alert}
      submitLabel={mode === 'apply' ? t`Create my mentor profile` : t`Save mentor profile`}
      pendingLabel={t`Saving...`}
      pending={saving}
      actions={
        mode === 'apply' ? (
          <RequiredFieldsNote>
            <Trans>Mentorship is free to give and to receive.</Trans>
          </RequiredFieldsNote>
        ) : (
          <CancelLink />
        )
      }
      className="grid gap-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...form.field('name')} />
        <TextField {...form.field('title')} />
      </div>
      {mode === 'edit' ? <TextAreaField {...form.field('description')} /> : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <TaxonomyField list="journeyPaths" query={journeyPaths} {...form.field('journeyPaths')} />
        <TaxonomyField list="categories" query={categories} {...form.field('categories')} />
      </div>
      <LanguagesField {...form.field('languages')} />
      {mode === 'edit' ? <TextAreaField {...form.field('skills')} /> : null}
      <TextAreaField {...form.field('experience')} />
      <TextField {...form.field('location')} className="sm:max-w-md" />
      <PhotoField
        id={form.fieldId('profileImage')}
        value={photo}
        onChange={(next) => form.setValue('profileImage', next)}
        failureMessage={PHOTO_FAILURE[mode]}
        error={form.errors.profileImage}
        disabled={saving}
      />
      <ServiceTypeField {...form.field('serviceType')} />
    </PageForm>
  );
}
