import { Link } from 'react-router';
import type { MenteeProfile } from '../../../../../schema/contract/mentees.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { LanguagesField } from '../../../components/form/languages-field.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { buttonStyles, textLinkStyle } from '../../../components/ui/styles.ts';
import {
  MENTEE_FORM_MESSAGES,
  MENTEE_LIMITS,
  withCurrent,
  SITUATION_OPTIONS,
  type MenteeField,
} from '../../../lib/mentees/mentee-form.ts';
import { useMenteeProfileForm } from '../../../lib/mentees/use-mentee-profile-form.ts';
import { paths } from '../../../lib/paths.ts';
import { sendForm } from '../../../components/form/send-form.ts';

/** The fields the recommendations are matched on, in screen order. */
const SHORT_FIELDS: readonly MenteeField[] = [
  'currentSituation',
  'goals',
  'location',
  'preferredJourneyPath',
  'languages',
];

/**
 * The short mentee profile of the welcome page's "attend" path: only what makes the recommendations work. It
 * saves the whole profile (`PUT`, else `POST`), keeping whatever else the member's profile already says.
 */
export function ShortProfileForm({ profile, onSaved }: { profile: MenteeProfile | null; onSaved: () => void }) {
  const { form, save, journeyOptions, journeysLoading } = useMenteeProfileForm({
    id: 'onboarding',
    profile,
    fields: SHORT_FIELDS,
  });

  return (
    <form
      noValidate
      aria-label="About you"
      onSubmit={form.handleSubmit(
        sendForm(
          save,
          form,
          { failedTitle: MENTEE_FORM_MESSAGES.failedTitle, failed: MENTEE_FORM_MESSAGES.failed },
          onSaved,
        ),
      )}
      className="mt-6 grid gap-6"
    >
      <SelectField
        {...form.field('currentSituation')}
        label="Your situation now"
        placeholder="Choose what fits best"
        options={withCurrent(SITUATION_OPTIONS, form.values.currentSituation)}
      />
      <TextAreaField
        {...form.field('goals')}
        label="What do you want to earn, build or learn?"
        hint="A sentence is enough, e.g. Sell my baking to offices in town."
        maxLength={MENTEE_LIMITS.goals}
        rows={3}
      />
      <TextField
        {...form.field('location')}
        label="Town or city"
        hint="Mentors near you are shown first."
        autoComplete="address-level2"
        maxLength={MENTEE_LIMITS.location}
      />
      <SelectField
        {...form.field('preferredJourneyPath')}
        label="The journey that sounds most like you"
        placeholder={journeysLoading ? 'Loading journey paths…' : 'Not sure yet'}
        options={journeyOptions}
      />
      <LanguagesField
        {...form.field('languages')}
        label="Languages you would like to be mentored in"
        hint="Optional. Among equally good matches, mentors who speak one come first."
      />
      <FormAlert {...form.alert} />
      <div className="flex flex-col gap-3 border-t border-lilac-100 pt-6 sm:flex-row sm:items-center">
        <button type="submit" disabled={save.isPending} className={buttonStyles.primary}>
          {save.isPending ? 'Saving...' : 'Show my matches'}
        </button>
        <Link to={paths.mentors} className={`${textLinkStyle} inline-flex min-h-11 items-center justify-center`}>
          Skip, browse all mentors
        </Link>
      </div>
    </form>
  );
}
