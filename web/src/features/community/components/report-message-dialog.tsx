import { MAX_REPORT_REASON } from '../../../../../schema/contract/community-rules.ts';
import { ReportMessageSchema, type RoomMessage } from '../../../../../schema/contract/community.ts';
import { DialogForm } from '../../../components/form/dialog-form.tsx';
import { TextAreaField } from '../../../components/form/fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useReportMessage } from '../api/rooms.ts';
import { sendForm } from '../../../components/form/send-form.ts';

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
    { failedTitle: 'Report failed', failed: 'Please try again.' },
    (answer, { messageId }) => {
      toast({ title: 'Report sent', description: answer.message, variant: 'success' });
      onReported(messageId);
      form.reset();
      onClose();
    },
  );

  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>Report this message</DialogTitle>
        <DialogDescription className="mt-2 text-neutral-700">
          A moderator will read it and may hide it. {message ? `"${message.content.slice(0, 120)}"` : ''}
        </DialogDescription>
        <DialogForm
          onSubmit={form.handleSubmit((input) => {
            if (message) sendReport({ messageId: message.id, input });
          })}
          alert={form.alert}
          submitLabel="Send report"
          pendingLabel="Sending…"
          pending={report.isPending}
        >
          <TextAreaField
            {...form.field('reason')}
            label="What is wrong with it?"
            required
            maxLength={MAX_REPORT_REASON}
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
