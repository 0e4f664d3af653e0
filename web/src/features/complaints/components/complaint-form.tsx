import {
  MAX_COMPLAINT_DETAILS,
  MAX_COMPLAINT_NAME,
  MAX_CONTACT_DETAILS,
  MAX_SUPPORTING_EVIDENCE,
} from '../../../../../schema/contract/complaints-rules.ts';
import { ComplaintInputSchema } from '../../../../../schema/contract/complaints.ts';
import { CheckboxField, RadioGroupField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useFileComplaint } from '../api/complaints.ts';
import {
  COMPLAINT_FIELD_ORDER,
  COMPLAINT_FORM_MESSAGES,
  ROLE_OPTIONS,
  toComplaintInput,
  todayInSouthAfrica,
  type ComplaintFormValues,
} from '../complaint-form.ts';
import { sendForm } from '../../../components/form/send-form.ts';

/**
 * The complaint form (spec sections 3 and 5): every rule of the contract checked before sending, each with its
 * own message beside its field; a failed submission keeps everything typed. 'Clear Form' goes back to `initial`.
 */
export function ComplaintForm({ initial, onSubmitted }: { initial: ComplaintFormValues; onSubmitted: () => void }) {
  const form = useForm({
    id: 'complaint',
    initialValues: initial,
    fields: COMPLAINT_FIELD_ORDER,
    schema: ComplaintInputSchema,
    toInput: toComplaintInput,
  });
  const submit = useFileComplaint();
  const today = todayInSouthAfrica();

  return (
    <form
      noValidate
      aria-labelledby="complaint-form-title"
      onSubmit={form.handleSubmit(
        sendForm(
          submit,
          form,
          {
            savedTitle: COMPLAINT_FORM_MESSAGES.submittedTitle,
            saved: COMPLAINT_FORM_MESSAGES.submitted,
            failedTitle: COMPLAINT_FORM_MESSAGES.failedTitle,
            failed: COMPLAINT_FORM_MESSAGES.failed,
          },
          onSubmitted,
        ),
      )}
      className="grid gap-6 rounded-2xl border border-lilac-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <div>
        <h2 id="complaint-form-title" className="text-2xl font-bold text-lilac-950">
          Complaint details
        </h2>
        <p className="mt-1 text-sm text-neutral-700">
          Fields marked{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
          <span className="sr-only">required</span> are required. Only the product team reads what you write here.
        </p>
      </div>

      <fieldset className="grid gap-6">
        <legend className="mb-4 text-lg font-bold text-lilac-950">About you</legend>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            {...form.field('fullName')}
            label="Your full name"
            required
            autoComplete="name"
            maxLength={MAX_COMPLAINT_NAME}
          />
          <TextField
            {...form.field('contactDetails')}
            label="Contact details"
            hint="An email address or phone number where we can reach you."
            required
            maxLength={MAX_CONTACT_DETAILS}
          />
        </div>
        <RadioGroupField
          {...form.field('role')}
          onValueChange={(value) => form.setValue('role', value as ComplaintFormValues['role'])}
          label="Your role"
          required
          options={ROLE_OPTIONS}
        />
      </fieldset>

      <fieldset className="grid gap-6">
        <legend className="mb-4 text-lg font-bold text-lilac-950">About the person and what happened</legend>
        <RadioGroupField
          {...form.field('complaineeRole')}
          onValueChange={(value) => form.setValue('complaineeRole', value as ComplaintFormValues['complaineeRole'])}
          label="Their role"
          required
          options={ROLE_OPTIONS}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            {...form.field('complaineeName')}
            label="Their name"
            hint="The name of the person you are complaining about."
            required
            maxLength={MAX_COMPLAINT_NAME}
          />
          <TextField {...form.field('incidentDate')} label="Date of the incident" required type="date" max={today} />
        </div>
        <TextAreaField
          {...form.field('complaintDetails')}
          label="What happened?"
          hint="Describe what happened, where, and who was involved (at least 20 characters)."
          required
          rows={6}
          maxLength={MAX_COMPLAINT_DETAILS}
        />
        <TextAreaField
          {...form.field('supportingEvidence')}
          label="Supporting evidence (optional)"
          hint="Anything that supports your complaint: dates, messages, names of witnesses."
          rows={3}
          maxLength={MAX_SUPPORTING_EVIDENCE}
        />
      </fieldset>

      <CheckboxField
        {...form.field('isConfirmed')}
        label="I confirm that the information provided is accurate"
        required
      />

      <FormAlert {...form.alert} />
      <div className="flex flex-col gap-3 border-t border-lilac-100 pt-6 sm:flex-row">
        <button type="submit" disabled={submit.isPending} className={buttonStyles.primary}>
          {submit.isPending ? 'Submitting...' : 'Submit Complaint'}
        </button>
        <button type="button" disabled={submit.isPending} onClick={() => form.reset()} className={buttonStyles.outline}>
          Clear Form
        </button>
      </div>
    </form>
  );
}
