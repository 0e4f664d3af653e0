import type { CoachingSubscription } from '../../../../../schema/contract/coaching-rules.ts';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { useToastFailure } from '../../../components/form/send-form.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelSubscription } from '../api/subscribe.ts';
import { CANCELLED_TOAST, cancelQuestion } from '../subscribe-flow.ts';

/**
 * "Cancel at period end" behind a yes/no question. Loaded only when someone opens it (the dialog code is not part
 * of the page's first download).
 */
export function CancelSubscriptionDialog({
  subscription,
  open,
  onOpenChange,
  onCancelled,
}: {
  subscription: CoachingSubscription;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelled: () => void;
}) {
  const toastFailure = useToastFailure();
  const cancel = useCancelSubscription();
  const question = cancelQuestion(subscription);
  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={question.title}
      description={question.description}
      confirmLabel="Cancel at period end"
      pendingLabel="Cancelling…"
      pending={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(undefined, {
          onSuccess: (fresh) => {
            onOpenChange(false);
            onCancelled();
            toast({ ...CANCELLED_TOAST(fresh), variant: 'success' });
          },
          onError: toastFailure('Could not cancel your subscription'),
        })
      }
    />
  );
}
