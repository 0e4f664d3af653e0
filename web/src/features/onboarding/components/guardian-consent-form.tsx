import {
  GUARDIAN_RELATIONSHIP_LABELS,
  GUARDIAN_RELATIONSHIPS,
  type GuardianRelationship,
} from '../../../../../schema/contract/consents-rules.ts';
import { GuardianConsentRequestSchema } from '../../../../../schema/contract/consents.ts';
import { RadioGroupField, TextField } from '../../../components/form/fields.tsx';
import { fieldsOf, type FieldSpec } from '../../../components/form/field-spec.ts';
import { PageForm } from '../../../components/form/page-form.tsx';
import { sendForm } from '../../../components/form/send-form.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { toast } from '../../../lib/toast.ts';
import { useRequestGuardianConsent } from '../api/consents.ts';

const RELATIONSHIP_OPTIONS = GUARDIAN_RELATIONSHIPS.map((value) => ({
  value,
  label: GUARDIAN_RELATIONSHIP_LABELS[value],
}));

type Values = { guardianName: string; guardianEmail: string; relationship: string };

/** Each field, in screen order: what it says and allows. */
const GUARDIAN_FIELDS = {
  guardianName: { label: 'Their name', autoComplete: 'off', maxLength: 160, required: true },
  guardianEmail: { label: 'Their email address', type: 'email', autoComplete: 'off', maxLength: 254, required: true },
  relationship: { label: 'They are your', required: true },
} satisfies Record<keyof Values, FieldSpec>;

/** Who to ask: the parent or guardian's name, email address and how they are related; sends them the email. */
export function GuardianConsentForm({ resend }: { resend: boolean }) {
  const form = useForm({
    id: 'guardian',
    initialValues: { guardianName: '', guardianEmail: '', relationship: '' } as Values,
    fields: fieldsOf(GUARDIAN_FIELDS),
    specs: GUARDIAN_FIELDS,
    schema: GuardianConsentRequestSchema,
    toInput: (values) => ({ ...values, relationship: values.relationship as GuardianRelationship }),
  });
  const request = useRequestGuardianConsent();
  const send = sendForm(
    request,
    form,
    { failedTitle: 'The email was not sent', failed: 'Please try again.' },
    (_, input) => {
      toast({ title: 'Email sent', description: `We emailed ${input.guardianEmail}.`, variant: 'success' });
      form.reset();
    },
  );

  return (
    <PageForm
      label="Ask a parent or guardian"
      {...form.frameProps(send)}
      submitLabel={resend ? 'Send the email again' : 'Send the email'}
      pendingLabel="Sending..."
      pending={request.isPending}
      className="mt-4 grid gap-6"
    >
      <TextField {...form.field('guardianName')} />
      <TextField {...form.field('guardianEmail')} />
      <RadioGroupField {...form.field('relationship')} options={RELATIONSHIP_OPTIONS} />
    </PageForm>
  );
}
