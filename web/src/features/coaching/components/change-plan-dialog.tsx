import type { CoachingPlan, CoachingSubscription } from '../../../../../schema/contract/coaching-rules.ts';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { useToastFailure } from '../../../components/form/send-form.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePlan } from '../api/subscribe.ts';
import { changePlanQuestion, PLAN_CHANGED_TOAST } from '../subscribe-flow.ts';

/**
 * Switching plans (or keeping the current one after asking to switch) behind a yes/no question. Loaded only when an
 * active subscriber presses another plan's button.
 */
export function ChangePlanDialog({
  subscription,
  plan,
  onClose,
}: {
  subscription: CoachingSubscription;
  /** The plan asked for; null closes the dialog. */
  plan: CoachingPlan | null;
  onClose: () => void;
}) {
  const toastFailure = useToastFailure();
  const change = useChangePlan();
  if (!plan) return null;
  const keeping = plan.id === subscription.plan?.id;
  const question = keeping
    ? { title: `Keep the ${plan.name} plan?`, description: 'Your plan renews as before, at the same price.' }
    : changePlanQuestion(subscription, plan);
  return (
    <ConfirmActionDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={question.title}
      description={question.description}
      confirmLabel={keeping ? 'Keep this plan' : 'Switch plan'}
      pendingLabel="Changing your plan…"
      pending={change.isPending}
      onConfirm={() =>
        change.mutate(plan.id, {
          onSuccess: (fresh) => {
            onClose();
            toast({ ...PLAN_CHANGED_TOAST(fresh), variant: 'success' });
          },
          onError: toastFailure('Could not change your plan'),
        })
      }
    />
  );
}
