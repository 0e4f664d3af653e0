import { useLingui } from '@lingui/react/macro';
import type { CoachingPlan, CoachingSubscription } from '../../../../../schema/contract/coaching-rules.ts';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { useToastFailure } from '../../../components/form/send-form.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePlan } from '../api/subscribe.ts';
import { coachingCatalog } from '../locales/catalog.ts';
import { changePlanQuestion, planChangedToast } from '../subscribe-flow.ts';

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
  useCatalog(coachingCatalog);
  const { t, i18n } = useLingui();
  const toastFailure = useToastFailure();
  const change = useChangePlan();
  if (!plan) return null;
  const keeping = plan.id === subscription.plan?.id;
  const planName = plan.name;
  const question = keeping
    ? { title: t`Keep the ${planName} plan?`, description: t`Your plan renews as before, at the same price.` }
    : changePlanQuestion(subscription, plan, i18n);
  return (
    <ConfirmActionDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={question.title}
      description={question.description}
      confirmLabel={keeping ? t`Keep this plan` : t`Switch plan`}
      pendingLabel={t`Changing your plan…`}
      pending={change.isPending}
      onConfirm={() =>
        change.mutate(plan.id, {
          onSuccess: (fresh) => {
            onClose();
            toast({ ...planChangedToast(fresh, i18n), variant: 'success' });
          },
          onError: toastFailure(t`Could not change your plan`),
        })
      }
    />
  );
}
