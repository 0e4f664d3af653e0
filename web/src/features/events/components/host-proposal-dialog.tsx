import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { EVENT_MESSAGES, EVENT_PROPOSAL_LIMITS, EVENT_TYPES } from '../../../../../schema/contract/events-rules.ts';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { errorMessage, isUnauthorizedError } from '../../../lib/api-client.ts';
import { proposeEvent } from '../api/events.ts';
import { eventTypeLabel } from '../event-display.ts';
import { checkProposal, EMPTY_PROPOSAL, type ProposalErrors, type ProposalValues } from '../host-proposal.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

const typeOptions = EVENT_TYPES.map((type) => ({
  value: type,
  label: type === 'other' ? 'Something else' : eventTypeLabel(type),
}));
const fieldId = (field: keyof ProposalValues) => `proposal-${field}`;
const FIELD_ORDER: (keyof ProposalValues)[] = [
  'title',
  'type',
  'description',
  'proposedDate',
  'city',
  'expectedAttendees',
];

/** "Become an Event Host" (issue 4: not a dead button): a short proposal the team reviews. */
export function HostProposalDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [values, setValues] = useState(EMPTY_PROPOSAL);
  const [errors, setErrors] = useState<ProposalErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const set = (field: keyof ProposalValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const propose = useMutation({
    mutationFn: proposeEvent,
    onSuccess: () => {
      setSent(true);
      setValues(EMPTY_PROPOSAL);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      setFormError(errorMessage(error, 'Your proposal could not be sent. Please try again.'));
      alertRef.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkProposal(values);
    if (!check.ok) {
      setErrors(check.errors);
      setFormError(check.formError);
      if (check.formError) alertRef.current?.focus();
      else {
        const first = FIELD_ORDER.find((field) => check.errors[field]);
        if (first) document.getElementById(fieldId(first))?.focus();
      }
      return;
    }
    setErrors({});
    setFormError(undefined);
    propose.mutate(check.payload);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setSent(false);
          setErrors({});
          setFormError(undefined);
        }
      }}
    >
      <DialogContent size="lg">
        <DialogTitle>Become an Event Host</DialogTitle>
        <DialogDescription className="mt-1">
          Run a summit, workshop or meet-up for people building an income. Tell us about it: our team reads every
          proposal and gets back to you.
        </DialogDescription>
        {sent ? (
          <div className="mt-5">
            <p
              role="status"
              className="rounded-xl border-2 border-grass-700 bg-grass-50 p-4 font-semibold text-grass-950"
            >
              {EVENT_MESSAGES.proposalReceived}
            </p>
            <DialogClose className={`${buttonStyles.primary} mt-5`}>Close</DialogClose>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
            <FormAlert ref={alertRef} message={formError} />
            <TextField
              id={fieldId('title')}
              label="Event title"
              required
              value={values.title}
              onValueChange={set('title')}
              error={errors.title}
              maxLength={EVENT_PROPOSAL_LIMITS.titleMax}
            />
            <SelectField
              id={fieldId('type')}
              label="Kind of event"
              options={typeOptions}
              value={values.type}
              onValueChange={set('type')}
              error={errors.type}
            />
            <TextAreaField
              id={fieldId('description')}
              label="What happens at it?"
              required
              value={values.description}
              onValueChange={set('description')}
              error={errors.description}
              maxLength={EVENT_PROPOSAL_LIMITS.descriptionMax}
              hint="Who it is for, what people will learn or do, and who is speaking."
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={fieldId('city')}
                label="City or town"
                required
                value={values.city}
                onValueChange={set('city')}
                error={errors.city}
                maxLength={EVENT_PROPOSAL_LIMITS.cityMax}
                hint="Or “Online”."
              />
              <TextField
                id={fieldId('proposedDate')}
                label="When (optional)"
                value={values.proposedDate}
                onValueChange={set('proposedDate')}
                error={errors.proposedDate}
                maxLength={EVENT_PROPOSAL_LIMITS.proposedDateMax}
                hint="A date, or e.g. “a Saturday in March”."
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={fieldId('expectedAttendees')}
                label="Expected attendees (optional)"
                type="number"
                inputMode="numeric"
                min={EVENT_PROPOSAL_LIMITS.attendeesMin}
                max={EVENT_PROPOSAL_LIMITS.attendeesMax}
                value={values.expectedAttendees}
                onValueChange={set('expectedAttendees')}
                error={errors.expectedAttendees}
              />
              <TextField
                id={fieldId('contactDetails')}
                label="How to reach you (optional)"
                value={values.contactDetails}
                onValueChange={set('contactDetails')}
                error={errors.contactDetails}
                maxLength={EVENT_PROPOSAL_LIMITS.contactDetailsMax}
                hint="A phone number or email. We use your account email if you leave it empty."
              />
            </div>
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
              <DialogClose type="button" className={buttonStyles.outline}>
                Cancel
              </DialogClose>
              <button type="submit" disabled={propose.isPending} className={buttonStyles.primary}>
                {propose.isPending ? 'Sending…' : 'Send proposal'}
              </button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
