import { useLingui } from '@lingui/react/macro';
import type { MenteeProfile } from '../../../../../schema/contract/mentees.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { LanguagesField } from '../../../components/form/languages-field.tsx';
import { PageForm } from '../../../components/form/page-form.tsx';
import { sendForm } from '../../../components/form/send-form.ts';
import {
  availableTimeOptions,
  experienceOptions,
  learningStyleOptions,
  menteeFormMessages,
  withCurrent,
} from '../../../lib/mentees/mentee-form.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useMenteeProfileForm } from '../../../lib/mentees/use-mentee-profile-form.ts';
import { profileCatalog } from '../locales/catalog.ts';
import { CancelLink } from './form-actions.tsx';

/**
 * The mentee half of the profile editor: a stored profile, or a new one with the spec's defaults, checked with
 * the contract's rules. Saved with `PUT`, falling back to `POST` (spec section 7); a failed save keeps everything
 * typed.
 */
export function MenteeProfileForm({ profile }: { profile: MenteeProfile | null }) {
  useCatalog(profileCatalog);
  const { t, i18n } = useLingui();
  const { form, save, journeyOptions, journeysLoading } = useMenteeProfileForm('profile', profile);

  return (
    <PageForm
      label={t`Mentee profile`}
      {...form.frameProps(sendForm(save, form, menteeFormMessages(i18n)))}
      submitLabel={t`Save mentee profile`}
      pendingLabel={t`Saving...`}
      pending={save.isPending}
      actions={<CancelLink />}
      className="grid gap-6"
    >
      <TextAreaField {...form.field('bio')} />
      <TextField {...form.field('currentSituation')} />
      <TextAreaField {...form.field('goals')} />
      <TextField {...form.field('interests')} />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          {...form.field('preferredJourneyPath')}
          placeholder={journeysLoading ? t`Loading journey paths…` : t`No preference yet`}
          options={journeyOptions}
        />
        <TextField {...form.field('location')} />
        <LanguagesField {...form.field('languages')} className="sm:col-span-2" />
        <SelectField {...form.field('experienceLevel')} options={experienceOptions(i18n)} />
        <SelectField
          {...form.field('availableTime')}
          options={withCurrent(availableTimeOptions(i18n), form.values.availableTime)}
        />
        <SelectField
          {...form.field('learningStyle')}
          options={withCurrent(learningStyleOptions(i18n), form.values.learningStyle)}
        />
      </div>
    </PageForm>
  );
}
