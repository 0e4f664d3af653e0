import { useState } from 'react';
import { EventHostProposalInputSchema } from '../../../../../schema/contract/events.ts';
import { EVENT_MESSAGES } from '../../../../../schema/contract/events-rules.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { DialogForm } from '../../../components/form/dialog-form.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { isUnauthorizedError } from '../../../lib/api-client.ts';
import { useProposeEvent } from '../api/events.ts';
import {
  EMPTY_PROPOSAL,
  PROPOSAL_FAILED,
  PROPOSAL_FIELDS,
  PROPOSAL_FIELD_ORDER,
  PROPOSAL_TYPE_OPTIONS,
  toProposalInput,
  type ProposalValues,
} from '../host-proposal.ts';

/** "Become an Event Host" (a real form, not a dead button): a short proposal the team reviews. */
export function HostProposalDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm({
    id: 'proposal',
    initialValues: EMPTY_PROPOSAL,
    fields: PROPOSAL_FIELD_ORDER,
    specs: PROPOSAL_FIELDS,
    schema: EventHostProposalInputSchema,
    toInput: toProposalInput,
  });
  const [sent, setSent] = useState(false);
  const propose = useProposeEvent();

  const submit = form.handleSubmit((input) =>
    propose.mutate(input, {
      onSuccess: () => {
        setSent(true);
        form.reset();
      },
      onError: (error) => {
        if (!isUnauthorizedError(error)) form.showServerError(error, PROPOSAL_FAILED);
      },
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setSent(false);
          // Closing keeps what was typed for next time, without its messages.
          form.reset(form.values);
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
          <DialogForm
            onSubmit={submit}
            alert={form.alert}
            submitLabel="Send proposal"
            pendingLabel="Sending…"
            pending={propose.isPending}
          >
            <TextField {...form.field('title')} />
            <SelectField
              {...form.field('type')}
              onValueChange={(type) => form.setValue('type', type as ProposalValues['type'])}
              options={PROPOSAL_TYPE_OPTIONS}
            />
            <TextAreaField {...form.field('description')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField {...form.field('city')} />
              <TextField {...form.field('proposedDate')} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField {...form.field('expectedAttendees')} />
              <TextField {...form.field('contactDetails')} />
            </div>
          </DialogForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
