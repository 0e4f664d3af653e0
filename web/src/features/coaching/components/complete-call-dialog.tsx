import { Trans, useLingui } from '@lingui/react/macro';
import {
  ACTION_PLAN_LIMITS,
  ActionPlanSchema,
  CompleteCallSchema,
  type ActionPlanInput,
  type CoachingCall,
  type CompleteCallInput,
} from '../../../../../schema/contract/coaching-calls.ts';
import { DialogForm } from '../../../components/form/dialog-form.tsx';
import {
  describedBy,
  FieldError,
  RadioGroupField,
  TextAreaField,
  TextField,
} from '../../../components/form/fields.tsx';
import { sendForm } from '../../../components/form/send-form.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { smallButtonStyles } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { toast } from '../../../lib/toast.ts';
import { useCompleteCall } from '../api/calls.ts';
import {
  ACTION_PLAN_FIELDS,
  actionPlanInput,
  actionPlanSpecs,
  completedCall,
  EMPTY_ACTION_PLAN,
  EMPTY_STEP,
  noShowInput,
  noShowOptions,
  type NoShowValues,
  type StepRow,
} from '../action-plan-form.ts';
import { coachingCatalog } from '../locales/catalog.ts';

type Props = { call: CoachingCall; initialOutcome: 'completed' | 'no_show'; onClose: () => void };

/**
 * The coach says how a call went (after its start): "Mark completed" with the action plan the subscriber reads (a
 * summary, 1 to 10 next steps each with an optional due date, optional links), or "Did not happen" saying who did not
 * come. The subscriber is told either way.
 */
export function CompleteCallDialog({ call, initialOutcome, onClose }: Props) {
  useCatalog(coachingCatalog);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg">
        {initialOutcome === 'completed' ? (
          <ActionPlanForm call={call} onDone={onClose} />
        ) : (
          <NoShowForm call={call} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ActionPlanForm({ call, onDone }: { call: CoachingCall; onDone: () => void }) {
  useCatalog(coachingCatalog);
  const { t, i18n } = useLingui();
  const subscriberName = call.subscriber.name;
  const complete = useCompleteCall();
  const form = useForm({
    id: `plan-${call.id}`,
    initialValues: EMPTY_ACTION_PLAN,
    fields: ACTION_PLAN_FIELDS,
    specs: actionPlanSpecs(i18n),
    schema: ActionPlanSchema,
    toInput: actionPlanInput,
  });
  const steps = form.values.steps;
  const setSteps = (next: StepRow[]) => form.setValue('steps', next);
  const setStep = (index: number, change: Partial<StepRow>) =>
    setSteps(steps.map((step, i) => (i === index ? { ...step, ...change } : step)));
  const send = sendForm<ActionPlanInput, CoachingCall>(
    {
      isPending: complete.isPending,
      mutate: (plan, options) => complete.mutate({ callId: call.id, outcome: completedCall(plan) }, options),
    },
    form,
    { failed: t`The action plan could not be saved. Please try again.` },
    () => {
      toast({ title: t`Action plan sent`, description: t`${subscriberName} can read it now.`, variant: 'success' });
      onDone();
    },
  );
  const stepsId = form.fieldId('steps');

  return (
    <>
      <DialogTitle>
        <Trans>Mark completed</Trans>
      </DialogTitle>
      <DialogDescription className="mt-2">
        <Trans>
          Write the action plan for {subscriberName}: they read it on their coaching page and tick the next steps off as
          they go.
        </Trans>
      </DialogDescription>
      <DialogForm
        {...form.frameProps(send)}
        submitLabel={t`Send the action plan`}
        pendingLabel={t`Sending…`}
        pending={complete.isPending}
      >
        <TextAreaField {...form.field('summary')} />
        <fieldset className="grid min-w-0 gap-3" aria-describedby={describedBy(stepsId, { error: form.errors.steps })}>
          <legend id={stepsId} tabIndex={-1} className="font-semibold text-neutral-900 outline-none">
            <Trans>
              Next steps<span className="sr-only"> (at least one)</span>
            </Trans>
          </legend>
          <FieldError id={stepsId} message={form.errors.steps} />
          <ol className="grid gap-3">
            {steps.map((step, index) => {
              const stepNumber = index + 1;
              return (
                <li
                  key={index}
                  className="grid gap-2 rounded-xl bg-lilac-50 p-3 sm:grid-cols-[1fr_11rem_auto] sm:items-end"
                >
                  <TextField
                    id={`${stepsId}-${index}`}
                    label={t`Step ${stepNumber}`}
                    value={step.text}
                    maxLength={ACTION_PLAN_LIMITS.stepLength}
                    onValueChange={(text) => setStep(index, { text })}
                  />
                  <TextField
                    id={`${stepsId}-${index}-due`}
                    type="date"
                    label={
                      <Trans>
                        Due date<span className="sr-only"> of step {stepNumber}</span> (optional)
                      </Trans>
                    }
                    value={step.dueDate}
                    onValueChange={(dueDate) => setStep(index, { dueDate })}
                  />
                  {steps.length > 1 ? (
                    <button
                      type="button"
                      onClick={() => setSteps(steps.filter((_, i) => i !== index))}
                      className={smallButtonStyles.dangerOutline}
                    >
                      <Trans>
                        Remove<span className="sr-only"> step {stepNumber}</span>
                      </Trans>
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ol>
          {steps.length < ACTION_PLAN_LIMITS.steps ? (
            <button
              type="button"
              onClick={() => setSteps([...steps, EMPTY_STEP])}
              className={`${smallButtonStyles.outline} w-fit`}
            >
              <Trans>Add a next step</Trans>
            </button>
          ) : null}
        </fieldset>
        <TextAreaField {...form.field('links')} />
      </DialogForm>
    </>
  );
}

function NoShowForm({ call, onDone }: { call: CoachingCall; onDone: () => void }) {
  useCatalog(coachingCatalog);
  const { t, i18n } = useLingui();
  const subscriberName = call.subscriber.name;
  const complete = useCompleteCall();
  const form = useForm({
    id: `no-show-${call.id}`,
    initialValues: { noShowBy: '' } as NoShowValues,
    fields: ['noShowBy'] as const,
    schema: CompleteCallSchema,
    toInput: noShowInput,
  });
  const send = sendForm<CompleteCallInput, CoachingCall>(
    {
      isPending: complete.isPending,
      mutate: (outcome, options) => complete.mutate({ callId: call.id, outcome }, options),
    },
    form,
    { failed: t`This could not be saved. Please try again.` },
    () => {
      toast({
        title: t`Marked as not happened`,
        description: t`${subscriberName} has been told.`,
        variant: 'success',
      });
      onDone();
    },
  );
  return (
    <>
      <DialogTitle>
        <Trans>Did not happen</Trans>
      </DialogTitle>
      <DialogDescription className="mt-2">
        <Trans>Say who did not come; {subscriberName} is told.</Trans>
      </DialogDescription>
      <DialogForm {...form.frameProps(send)} submitLabel={t`Save`} pending={complete.isPending}>
        <RadioGroupField
          {...form.field('noShowBy')}
          label={t`Who did not come?`}
          required
          options={noShowOptions(subscriberName, i18n)}
        />
      </DialogForm>
    </>
  );
}
