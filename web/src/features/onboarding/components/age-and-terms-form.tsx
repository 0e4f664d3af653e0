import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AGE_GROUPS, type AgeGroup } from '../../../../../schema/contract/consents-rules.ts';
import { PRIVACY_NOTICE_PATH, TERMS_PATH } from '../../../../../schema/contract/product.ts';
import { SignUpAnswersSchema } from '../../../../../schema/contract/consents.ts';
import { CheckboxField, RadioGroupField } from '../../../components/form/fields.tsx';
import { PageForm } from '../../../components/form/page-form.tsx';
import { sendForm } from '../../../components/form/send-form.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useRecordWelcomeAnswers } from '../api/consents.ts';
import { onboardingCatalog } from '../locales/catalog.ts';

const AGE_LABELS = { adult: msg`I am 18 or older`, under_18: msg`I am under 18` } as const satisfies Record<
  AgeGroup,
  unknown
>;

type Values = { ageGroup: string; acceptTerms: boolean };
const FIELDS = ['ageGroup', 'acceptTerms'] as const;

/**
 * The sign-up form's two questions, for an account that never saw that form (a first sign-in through the OpenID
 * Connect provider, or an account from before they were asked): which side of 18, and the terms and privacy notice.
 * Asked before anything else on the welcome page (decision 021).
 */
export function AgeAndTermsForm({ onAnswered }: { onAnswered: (ageGroup: AgeGroup) => void }) {
  useCatalog(onboardingCatalog);
  const { t } = useLingui();
  const form = useForm({
    id: 'age-and-terms',
    initialValues: { ageGroup: '', acceptTerms: false } as Values,
    fields: FIELDS,
    schema: SignUpAnswersSchema,
    toInput: (values) => ({ ageGroup: values.ageGroup as AgeGroup, acceptTerms: values.acceptTerms }),
  });
  const record = useRecordWelcomeAnswers();
  const send = sendForm(
    record,
    form,
    { failedTitle: t`Your answers were not saved`, failed: t`Please try again.` },
    (_, answers) => onAnswered(answers.ageGroup),
  );

  return (
    <PageForm
      label={t`Your age and our terms`}
      {...form.frameProps(send)}
      submitLabel={t`Continue`}
      pendingLabel={t`Saving...`}
      pending={record.isPending}
      className="mt-6 grid gap-6"
    >
      <RadioGroupField
        {...form.field('ageGroup')}
        label={t`Your age`}
        hint={t`Under 18? You can join. A parent or guardian then needs to agree before other members can see your profile or you can send messages.`}
        options={AGE_GROUPS.map((value) => ({ value, label: t(AGE_LABELS[value]) }))}
        required
      />
      <CheckboxField
        {...form.field('acceptTerms')}
        // Both open beside this page, so nothing chosen here is lost.
        label={
          <Trans>
            I accept the{' '}
            <a href={TERMS_PATH} target="_blank" rel="noreferrer" className={textLinkStyle}>
              terms of use
            </a>{' '}
            and the{' '}
            <a href={PRIVACY_NOTICE_PATH} target="_blank" rel="noreferrer" className={textLinkStyle}>
              privacy notice
            </a>
          </Trans>
        }
        required
      />
    </PageForm>
  );
}
