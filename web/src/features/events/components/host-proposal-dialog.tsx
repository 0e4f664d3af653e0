import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EventHostProposalInputSchema } from '../../../../../schema/contract/events.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { DialogForm } from '../../../components/form/dialog-form.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { isUnauthorizedError } from '../../../lib/api-client.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useProposeEvent } from '../api/events.ts';
import { EVENT_TEXTS } from '../event-display.ts';
import { eventsCatalog } from '../locales/catalog.ts';
import {
  EMPTY_PROPOSAL,
  PROPOSAL_FAILED,
  PROPOSAL_FIELD_ORDER,
  proposalFields,
  proposalTypeOptions,
  toProposalInput,
  type ProposalValues,
} from '../host-proposal.ts';

/** "Become an Event Host" (a real form, not a dead button): a short proposal the team reviews. */
export function HostProposalDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  useCatalog(eventsCatalog);
  const { t, i18n } = useLingui();
  const form = useForm({
    id: 'proposal',
    initialValues: EMPTY_PROPOSAL,
    fields: PROPOSAL_FIELD_ORDER,
    specs: proposalFields(i18n),
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
        if (!isUnauthorizedError(error)) form.showServerError(error, t(PROPOSAL_FAILED));
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
        <DialogTitle>{t(EVENT_TEXTS.becomeHost)}</DialogTitle>
        <DialogDescription className="mt-1">
          <Trans>
            Run a summit, workshop or meet-up for people building an income. Tell us about it: our team reads every
            proposal and gets back to you.
          </Trans>
        </DialogDescription>
        {sent ? (
          <div className="mt-5">
            <p
              role="status"
              className="rounded-xl border-2 border-grass-700 bg-grass-50 p-4 font-semibold text-grass-950"
            >
              {t(EVENT_TEXTS.proposalReceived)}
            </p>
            <DialogClose className={`${buttonStyles.primary} mt-5`}>
              <Trans>Close</Trans>
            </DialogClose>
          </div>
        ) : (
          <DialogForm
            onSubmit={submit}
            alert={form.alert}
            submitLabel={t`Send proposal`}
            pendingLabel={t`Sending…`}
            pending={propose.isPending}
          >
            <TextField {...form.field('title')} />
            <SelectField
              {...form.field('type')}
              onValueChange={(type) => form.setValue('type', type as ProposalValues['type'])}
              options={proposalTypeOptions(i18n)}
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
