import { useLingui } from '@lingui/react/macro';
import type { CoachingSubscription } from '../../../../../schema/contract/coaching-rules.ts';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { useToastFailure } from '../../../components/form/send-form.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelSubscription } from '../api/subscribe.ts';
import { coachingCatalog } from '../locales/catalog.ts';
import { cancelledToast, cancelQuestion } from '../subscribe-flow.ts';

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
  useCatalog(coachingCatalog);
  const { t, i18n } = useLingui();
  const toastFailure = useToastFailure();
  const cancel = useCancelSubscription();
  const question = cancelQuestion(subscription, i18n);
  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={question.title}
      description={question.description}
      confirmLabel={t`Cancel at period end`}
      pendingLabel={t`Cancelling…`}
      pending={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(undefined, {
          onSuccess: (fresh) => {
            onOpenChange(false);
            onCancelled();
            toast({ ...cancelledToast(fresh, i18n), variant: 'success' });
          },
          onError: toastFailure(t`Could not cancel your subscription`),
        })
      }
    />
  );
}
