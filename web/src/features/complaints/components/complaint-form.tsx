import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import {
  MAX_COMPLAINT_DETAILS,
  MAX_COMPLAINT_NAME,
  MAX_CONTACT_DETAILS,
  MAX_SUPPORTING_EVIDENCE,
} from '../../../../../schema/contract/complaints-rules.ts';
import {
  describedBy,
  FieldError,
  RadioGroupField,
  TextAreaField,
  TextField,
} from '../../../components/ui/form-fields.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { fileComplaint, myComplaintsQueryKey } from '../api/complaints.ts';
import {
  buildComplaintPayload,
  COMPLAINT_FORM_MESSAGES,
  errorsFromIssues,
  firstInvalidField,
  ROLE_OPTIONS,
  todayInSouthAfrica,
  validateComplaint,
  type ComplaintErrors,
  type ComplaintField,
  type ComplaintFormValues,
} from '../complaint-form.ts';

const fieldId = (field: ComplaintField) => `complaint-${field}`;

/**
 * The complaint form (spec sections 3 and 5): every rule checked before sending, each with its own message
 * beside its field; a failed submission keeps everything typed. 'Clear Form' goes back to `initial`.
 */
export function ComplaintForm({ initial, onSubmitted }: { initial: ComplaintFormValues; onSubmitted: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ComplaintFormValues>(initial);
  const [errors, setErrors] = useState<ComplaintErrors>({});
  const today = todayInSouthAfrica();

  function update<F extends ComplaintField>(field: F, value: ComplaintFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function show(next: ComplaintErrors) {
    flushSync(() => setErrors(next));
    const first = firstInvalidField(next);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  const submit = useMutation({
    mutationFn: fileComplaint,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: myComplaintsQueryKey });
      toast({
        title: COMPLAINT_FORM_MESSAGES.submittedTitle,
        description: COMPLAINT_FORM_MESSAGES.submitted,
        variant: 'success',
      });
      onSubmitted();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) show(errorsFromIssues(error.issues));
      toast({
        title: COMPLAINT_FORM_MESSAGES.failedTitle,
        description: errorMessage(error, COMPLAINT_FORM_MESSAGES.failed),
        variant: 'destructive',
      });
    },
  });

  const text = (name: Exclude<ComplaintField, 'role' | 'complaineeRole' | 'isConfirmed'>) => ({
    id: fieldId(name),
    value: values[name],
    onValueChange: (value: string) => update(name, value),
    error: errors[name],
  });

  const confirmId = fieldId('isConfirmed');
  return (
    <form
      noValidate
      aria-labelledby="complaint-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (submit.isPending) return;
        const found = validateComplaint(values, today);
        if (firstInvalidField(found)) return show(found);
        submit.mutate(buildComplaintPayload(values));
      }}
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
            {...text('fullName')}
            label="Your full name"
            required
            autoComplete="name"
            maxLength={MAX_COMPLAINT_NAME}
          />
          <TextField
            {...text('contactDetails')}
            label="Contact details"
            hint="An email address or phone number where we can reach you."
            required
            maxLength={MAX_CONTACT_DETAILS}
          />
        </div>
        <RadioGroupField
          id={fieldId('role')}
          label="Your role"
          required
          options={ROLE_OPTIONS}
          value={values.role}
          onValueChange={(value) => update('role', value as ComplaintFormValues['role'])}
          error={errors.role}
        />
      </fieldset>

      <fieldset className="grid gap-6">
        <legend className="mb-4 text-lg font-bold text-lilac-950">About the person and what happened</legend>
        <RadioGroupField
          id={fieldId('complaineeRole')}
          label="Their role"
          required
          options={ROLE_OPTIONS}
          value={values.complaineeRole}
          onValueChange={(value) => update('complaineeRole', value as ComplaintFormValues['complaineeRole'])}
          error={errors.complaineeRole}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            {...text('complaineeName')}
            label="Their name"
            hint="The name of the person you are complaining about."
            required
            maxLength={MAX_COMPLAINT_NAME}
          />
          <TextField {...text('incidentDate')} label="Date of the incident" required type="date" max={today} />
        </div>
        <TextAreaField
          {...text('complaintDetails')}
          label="What happened?"
          hint="Describe what happened, where, and who was involved (at least 20 characters)."
          required
          rows={6}
          maxLength={MAX_COMPLAINT_DETAILS}
        />
        <TextAreaField
          {...text('supportingEvidence')}
          label="Supporting evidence (optional)"
          hint="Anything that supports your complaint: dates, messages, names of witnesses."
          rows={3}
          maxLength={MAX_SUPPORTING_EVIDENCE}
        />
      </fieldset>

      <div>
        <label htmlFor={confirmId} className="flex min-h-11 cursor-pointer items-start gap-3">
          <input
            id={confirmId}
            type="checkbox"
            checked={values.isConfirmed}
            onChange={(event) => update('isConfirmed', event.target.checked)}
            required
            aria-invalid={errors.isConfirmed ? true : undefined}
            aria-describedby={describedBy(confirmId, { error: errors.isConfirmed })}
            className="mt-0.5 size-5 shrink-0 accent-lilac-700"
          />
          <span className="text-neutral-900">
            I confirm that the information provided is accurate
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          </span>
        </label>
        <FieldError id={confirmId} message={errors.isConfirmed} />
      </div>

      <div className="flex flex-col gap-3 border-t border-lilac-100 pt-6 sm:flex-row">
        <button type="submit" disabled={submit.isPending} className={buttonStyles.primary}>
          {submit.isPending ? 'Submitting...' : 'Submit Complaint'}
        </button>
        <button
          type="button"
          disabled={submit.isPending}
          onClick={() => {
            setValues(initial);
            setErrors({});
          }}
          className={buttonStyles.outline}
        >
          Clear Form
        </button>
      </div>
    </form>
  );
}
