import {
  GUARDIAN_RELATIONSHIP_LABELS,
  GUARDIAN_RELATIONSHIPS,
  type GuardianRelationship,
} from '../../../../../schema/contract/consents-rules.ts';
import { GuardianConsentRequestSchema } from '../../../../../schema/contract/consents.ts';
import { RadioGroupField, TextField } from '../../../components/form/fields.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { toast } from '../../../lib/toast.ts';
import { useRequestGuardianConsent } from '../api/consents.ts';
import { sendForm } from '../../../components/form/send-form.ts';

const RELATIONSHIP_OPTIONS = GUARDIAN_RELATIONSHIPS.map((value) => ({
  value,
  label: GUARDIAN_RELATIONSHIP_LABELS[value],
}));

type Values = { guardianName: string; guardianEmail: string; relationship: string };
const FIELDS = ['guardianName', 'guardianEmail', 'relationship'] as const;

/** Who to ask: the parent or guardian's name, email address and how they are related; sends them the email. */
export function GuardianConsentForm({ resend }: { resend: boolean }) {
  const form = useForm({
    id: 'guardian',
    initialValues: { guardianName: '', guardianEmail: '', relationship: '' } as Values,
    fields: FIELDS,
    schema: GuardianConsentRequestSchema,
    toInput: (values) => ({ ...values, relationship: values.relationship as GuardianRelationship }),
  });
  const request = useRequestGuardianConsent();

  return (
    <form
      noValidate
      aria-label="Ask a parent or guardian"
      onSubmit={form.handleSubmit(
        sendForm(request, form, { failedTitle: 'The email was not sent', failed: 'Please try again.' }, (_, input) => {
          toast({ title: 'Email sent', description: `We emailed ${input.guardianEmail}.`, variant: 'success' });
          form.reset();
        }),
      )}
      className="mt-4 grid gap-6"
    >
      <TextField {...form.field('guardianName')} label="Their name" autoComplete="off" maxLength={160} required />
      <TextField
        {...form.field('guardianEmail')}
        label="Their email address"
        type="email"
        autoComplete="off"
        maxLength={254}
        required
      />
      <RadioGroupField {...form.field('relationship')} label="They are your" options={RELATIONSHIP_OPTIONS} required />
      <FormAlert {...form.alert} />
      <div>
        <button type="submit" disabled={request.isPending} className={buttonStyles.primary}>
          {request.isPending ? 'Sending...' : resend ? 'Send the email again' : 'Send the email'}
        </button>
      </div>
    </form>
  );
}
