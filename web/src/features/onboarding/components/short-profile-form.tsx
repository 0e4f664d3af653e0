import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { MenteeProfile } from '../../../../../schema/contract/mentees.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { LanguagesField } from '../../../components/form/languages-field.tsx';
import { PageForm } from '../../../components/form/page-form.tsx';
import { sendForm } from '../../../components/form/send-form.ts';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { menteeFormMessages, withCurrent, situationOptions } from '../../../lib/mentees/mentee-form.ts';
import { useMenteeProfileForm } from '../../../lib/mentees/use-mentee-profile-form.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { paths } from '../../../lib/paths.ts';
import { onboardingCatalog } from '../locales/catalog.ts';

/**
 * The short mentee profile of the welcome page's "attend" path: only what makes the recommendations work. It
 * saves the whole profile (`PUT`, else `POST`), keeping whatever else the member's profile already says.
 */
export function ShortProfileForm({ profile, onSaved }: { profile: MenteeProfile | null; onSaved: () => void }) {
  useCatalog(onboardingCatalog);
  const { t, i18n } = useLingui();
  const { form, save, journeyOptions, journeysLoading } = useMenteeProfileForm('onboarding', profile);
  const { failedTitle, failed } = menteeFormMessages(i18n);

  return (
    <PageForm
      label={t`About you`}
      {...form.frameProps(sendForm(save, form, { failedTitle, failed }, onSaved))}
      submitLabel={t`Show my matches`}
      pendingLabel={t`Saving...`}
      pending={save.isPending}
      actions={
        <Link to={paths.mentors} className={`${textLinkStyle} inline-flex min-h-11 items-center justify-center`}>
          <Trans>Skip, browse all mentors</Trans>
        </Link>
      }
      className="mt-6 grid gap-6"
    >
      <SelectField
        {...form.field('currentSituation')}
        placeholder={t`Choose what fits best`}
        options={withCurrent(situationOptions(i18n), form.values.currentSituation)}
      />
      <TextAreaField {...form.field('goals')} />
      <TextField {...form.field('location')} />
      <SelectField
        {...form.field('preferredJourneyPath')}
        placeholder={journeysLoading ? t`Loading journey paths…` : t`Not sure yet`}
        options={journeyOptions}
      />
      <LanguagesField {...form.field('languages')} />
    </PageForm>
  );
}
