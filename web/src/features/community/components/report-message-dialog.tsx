import { useId, useState, type FormEvent } from 'react';
import type { RoomMessage } from '../../../../../schema/contract/community.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { reportMessage } from '../api/rooms.ts';

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
  const [reason, setReason] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const reasonId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!message || reason.trim().length < 3) return;
    setSubmitting(true);
    try {
      const answer = await reportMessage(message.id, reason.trim());
      toast({ title: 'Report sent', description: answer.message, variant: 'success' });
      onReported(message.id);
      setReason('');
      onClose();
    } catch (error) {
      toast({ title: 'Report failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>Report this message</DialogTitle>
        <DialogDescription className="mt-2 text-neutral-700">
          A moderator will read it and may hide it. {message ? `"${message.content.slice(0, 120)}"` : ''}
        </DialogDescription>
        <form onSubmit={submit} className="mt-4 grid gap-3">
          <label htmlFor={reasonId} className="font-semibold">
            What is wrong with it?
          </label>
          <textarea
            id={reasonId}
            required
            minLength={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="min-h-24 rounded-lg border border-lilac-300 p-3 text-base"
          />
          <button type="submit" className={buttonStyles.primary} disabled={submitting || reason.trim().length < 3}>
            {submitting ? 'Sending…' : 'Send report'}
          </button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
