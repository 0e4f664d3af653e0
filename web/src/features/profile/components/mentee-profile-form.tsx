import type { MenteeProfile } from '../../../../../schema/contract/mentees.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { LanguagesField } from '../../../components/form/languages-field.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import {
  AVAILABLE_TIME_OPTIONS,
  EXPERIENCE_OPTIONS,
  LEARNING_STYLE_OPTIONS,
  MENTEE_FIELD_ORDER,
  MENTEE_FORM_MESSAGES,
  MENTEE_LIMITS,
  withCurrent,
} from '../../../lib/mentees/mentee-form.ts';
import { useMenteeProfileForm } from '../../../lib/mentees/use-mentee-profile-form.ts';
import { FormActions } from './form-actions.tsx';
import { sendForm } from '../../../components/form/send-form.ts';

/**
 * The mentee half of the profile editor: a stored profile, or a new one with the spec's defaults, checked with
 * the contract's rules. Saved with `PUT`, falling back to `POST` (spec section 7); a failed save keeps everything
 * typed.
 */
export function MenteeProfileForm({ profile }: { profile: MenteeProfile | null }) {
  const { form, save, journeyOptions, journeysLoading } = useMenteeProfileForm({
    id: 'mentee',
    profile,
    fields: MENTEE_FIELD_ORDER,
  });

  return (
    <form
      noValidate
      aria-label="Mentee profile"
      onSubmit={form.handleSubmit(sendForm(save, form, MENTEE_FORM_MESSAGES))}
      className="grid gap-6"
    >
      <TextAreaField
        {...form.field('bio')}
        label="About you"
        hint="A few lines so mentors know who they are helping."
        maxLength={MENTEE_LIMITS.bio}
        rows={3}
      />
      <TextField
        {...form.field('currentSituation')}
        label="Current situation"
        hint="For example: studying, looking for work, working full time, running a small business."
        maxLength={MENTEE_LIMITS.currentSituation}
      />
      <TextAreaField
        {...form.field('goals')}
        label="Goals"
        hint="What would you like to earn, build or learn in the next year?"
        maxLength={MENTEE_LIMITS.goals}
        rows={3}
      />
      <TextField
        {...form.field('interests')}
        label="Interests"
        hint="Separate interests with commas, e.g. Baking, Photography, Selling online."
        maxLength={MENTEE_LIMITS.interests}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          {...form.field('preferredJourneyPath')}
          label="Preferred journey path"
          placeholder={journeysLoading ? 'Loading journey paths…' : 'No preference yet'}
          options={journeyOptions}
        />
        <TextField
          {...form.field('location')}
          label="Location (town or city)"
          autoComplete="address-level2"
          maxLength={MENTEE_LIMITS.location}
        />
        <LanguagesField
          {...form.field('languages')}
          label="Languages you would like to be mentored in"
          hint="Optional. Among equally good matches, mentors who speak one come first."
          className="sm:col-span-2"
        />
        <SelectField {...form.field('experienceLevel')} label="Experience level" options={EXPERIENCE_OPTIONS} />
        <SelectField
          {...form.field('availableTime')}
          label="Time you can give"
          options={withCurrent(AVAILABLE_TIME_OPTIONS, form.values.availableTime)}
        />
        <SelectField
          {...form.field('learningStyle')}
          label="How you learn best"
          options={withCurrent(LEARNING_STYLE_OPTIONS, form.values.learningStyle)}
        />
      </div>
      <FormAlert {...form.alert} />
      <FormActions saving={save.isPending} label="Save mentee profile" />
    </form>
  );
}
