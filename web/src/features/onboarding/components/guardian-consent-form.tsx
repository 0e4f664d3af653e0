import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { GUARDIAN_RELATIONSHIPS, type GuardianRelationship } from '../../../../../schema/contract/consents-rules.ts';
import { GuardianConsentRequestSchema } from '../../../../../schema/contract/consents.ts';
import { RadioGroupField, TextField } from '../../../components/form/fields.tsx';
import { fieldsOf, type FieldSpec } from '../../../components/form/field-spec.ts';
import { PageForm } from '../../../components/form/page-form.tsx';
import { sendForm } from '../../../components/form/send-form.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { toast } from '../../../lib/toast.ts';
import { useRequestGuardianConsent } from '../api/consents.ts';
import { onboardingCatalog } from '../locales/catalog.ts';

/** The contract's GUARDIAN_RELATIONSHIP_LABELS, word for word (guardian-consent-form.test.ts), through the catalog. */
export const GUARDIAN_RELATIONSHIP_TEXTS = {
  parent: msg`Parent`,
  legal_guardian: msg`Legal guardian`,
} satisfies Record<GuardianRelationship, MessageDescriptor>;

type Values = { guardianName: string; guardianEmail: string; relationship: string };

/** Who to ask: the parent or guardian's name, email address and how they are related; sends them the email. */
export function GuardianConsentForm({ resend }: { resend: boolean }) {
  useCatalog(onboardingCatalog);
  const { t } = useLingui();
  /** Each field, in screen order: what it says and allows. */
  const fields = {
    guardianName: { label: t`Their name`, autoComplete: 'off', maxLength: 160, required: true },
    guardianEmail: {
      label: t`Their email address`,
      type: 'email',
      autoComplete: 'off',
      maxLength: 254,
      required: true,
    },
    relationship: { label: t`They are your`, required: true },
  } satisfies Record<keyof Values, FieldSpec>;
  const form = useForm({
    id: 'guardian',
    initialValues: { guardianName: '', guardianEmail: '', relationship: '' } as Values,
    fields: fieldsOf(fields),
    specs: fields,
    schema: GuardianConsentRequestSchema,
    toInput: (values) => ({ ...values, relationship: values.relationship as GuardianRelationship }),
  });
  const request = useRequestGuardianConsent();
  const send = sendForm(
    request,
    form,
    { failedTitle: t`The email was not sent`, failed: t`Please try again.` },
    (_, input) => {
      const { guardianEmail } = input;
      toast({ title: t`Email sent`, description: t`We emailed ${guardianEmail}.`, variant: 'success' });
      form.reset();
    },
  );

  return (
    <PageForm
      label={t`Ask a parent or guardian`}
      {...form.frameProps(send)}
      submitLabel={resend ? t`Send the email again` : t`Send the email`}
      pendingLabel={t`Sending...`}
      pending={request.isPending}
      className="mt-4 grid gap-6"
    >
      <TextField {...form.field('guardianName')} />
      <TextField {...form.field('guardianEmail')} />
      <RadioGroupField
        {...form.field('relationship')}
        options={GUARDIAN_RELATIONSHIPS.map((value) => ({ value, label: t(GUARDIAN_RELATIONSHIP_TEXTS[value]) }))}
      />
    </PageForm>
  );
}
