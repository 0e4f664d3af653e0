import { ComplaintInputSchema } from '../../../../../schema/contract/complaints.ts';
import { CheckboxField, RadioGroupField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { PageForm, RequiredFieldsNote } from '../../../components/form/page-form.tsx';
import { sendForm } from '../../../components/form/send-form.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useFileComplaint } from '../api/complaints.ts';
import {
  COMPLAINT_FIELD_ORDER,
  COMPLAINT_FIELDS,
  COMPLAINT_SEND_TEXTS,
  ROLE_OPTIONS,
  toComplaintInput,
  todayInSouthAfrica,
  type ComplaintFormValues,
} from '../complaint-form.ts';

/**
 * The complaint form (spec sections 3 and 5): every rule of the contract checked before sending, each with its
 * own message beside its field; a failed submission keeps everything typed. 'Clear Form' goes back to `initial`.
 */
export function ComplaintForm({ initial, onSubmitted }: { initial: ComplaintFormValues; onSubmitted: () => void }) {
  const form = useForm({
    id: 'complaint',
    initialValues: initial,
    fields: COMPLAINT_FIELD_ORDER,
    specs: COMPLAINT_FIELDS,
    schema: ComplaintInputSchema,
    toInput: toComplaintInput,
  });
  const submit = useFileComplaint();

  return (
    <PageForm
      labelledBy="complaint-form-title"
      {...form.frameProps(sendForm(submit, form, COMPLAINT_SEND_TEXTS, onSubmitted))}
      submitLabel="Submit Complaint"
      pendingLabel="Submitting..."
      pending={submit.isPending}
      actions={
        <button type="button" disabled={submit.isPending} onClick={() => form.reset()} className={buttonStyles.outline}>
          Clear Form
        </button>
      }
      className="grid gap-6 rounded-2xl border border-lilac-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <div>
        <h2 id="complaint-form-title" className="text-2xl font-bold text-lilac-950">
          Complaint details
        </h2>
        <RequiredFieldsNote className="mt-1">Only the product team reads what you write here.</RequiredFieldsNote>
      </div>

      <fieldset className="grid gap-6">
        <legend className="mb-4 text-lg font-bold text-lilac-950">About you</legend>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField {...form.field('fullName')} />
          <TextField {...form.field('contactDetails')} />
        </div>
        <RadioGroupField {...form.field('role')} options={ROLE_OPTIONS} />
      </fieldset>

      <fieldset className="grid gap-6">
        <legend className="mb-4 text-lg font-bold text-lilac-950">About the person and what happened</legend>
        <RadioGroupField {...form.field('complaineeRole')} options={ROLE_OPTIONS} />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField {...form.field('complaineeName')} />
          <TextField {...form.field('incidentDate')} max={todayInSouthAfrica()} />
        </div>
        <TextAreaField {...form.field('complaintDetails')} />
        <TextAreaField {...form.field('supportingEvidence')} />
      </fieldset>

      <CheckboxField {...form.field('isConfirmed')} />
    </PageForm>
  );
}
