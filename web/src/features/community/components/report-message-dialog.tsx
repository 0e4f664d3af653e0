import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_REPORT_REASON } from '../../../../../schema/contract/community-rules.ts';
import { ReportMessageSchema, type RoomMessage } from '../../../../../schema/contract/community.ts';
import { DialogForm } from '../../../components/form/dialog-form.tsx';
import { TextAreaField } from '../../../components/form/fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useReportMessage } from '../api/rooms.ts';
import { sendForm } from '../../../components/form/send-form.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { communityCatalog } from '../locales/catalog.ts';

const REPORT_FIELDS = ['reason'] as const;

/** Asks why a message breaks the guidelines and sends the report to the moderators. */
export function ReportMessageDialog({
  message,
  onClose,
  onReported,
}: {
  message: RoomMessage | null;
  onClose: () => void;
  /** The reporter no longer sees the message they reported. */
  onReported: (messageId: number) => void;
}) {
  useCatalog(communityCatalog);
  const { t } = useLingui();
  const report = useReportMessage();
  const form = useForm({
    id: 'report-message',
    initialValues: { reason: '' },
    fields: REPORT_FIELDS,
    schema: ReportMessageSchema,
    toInput: (values) => ({ reason: values.reason.trim() }),
  });

  const sendReport = sendForm(
    report,
    form,
    { failedTitle: t`Report failed`, failed: t`Please try again.` },
    (answer, { messageId }) => {
      toast({ title: t`Report sent`, description: answer.message, variant: 'success' });
      onReported(messageId);
      form.reset();
      onClose();
    },
  );

  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>
          <Trans>Report this message</Trans>
        </DialogTitle>
        <DialogDescription className="mt-2 text-neutral-700">
          <Trans>A moderator will read it and may hide it.</Trans> {message ? `"${message.content.slice(0, 120)}"` : ''}
        </DialogDescription>
        <DialogForm
          onSubmit={form.handleSubmit((input) => {
            if (message) sendReport({ messageId: message.id, input });
          })}
          alert={form.alert}
          submitLabel={t`Send report`}
          pendingLabel={t`Sending…`}
          pending={report.isPending}
        >
          <TextAreaField
            {...form.field('reason')}
            label={t`What is wrong with it?`}
            required
            maxLength={MAX_REPORT_REASON}
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
