import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { CoachingCall } from '../../../../../schema/contract/coaching-calls-rules.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { Badge, type BadgeTone } from '../../../components/badge.tsx';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { useToastFailure } from '../../../components/form/send-form.ts';
import { AddToCalendarLink } from '../../../components/share-links.tsx';
import { buttonStyles, smallButtonStyles, textLinkStyle } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { toast } from '../../../lib/toast.ts';
import { callCalendarPath, useCancelCall, useRescheduleCall } from '../api/calls.ts';
import { callStatusText, cancelCallQuestion, meetingLinkLater, otherPerson } from '../calls-rules.ts';
import { coachingCatalog } from '../locales/catalog.ts';
import { ActionPlanView } from './action-plan-view.tsx';
import { SlotPicker } from './slot-picker.tsx';
import { useFormats } from '../../../lib/i18n/use-formats.ts';

const loadCompleteDialog = () => import('./complete-call-dialog.tsx');
const CompleteCallDialog = lazy(() => loadCompleteDialog().then((m) => ({ default: m.CompleteCallDialog })));

const statusTones: Record<CoachingCall['status'], BadgeTone> = {
  booked: 'good',
  completed: 'brand',
  no_show: 'warn',
  cancelled: 'neutral',
};

/**
 * One coaching call as either of its people sees it: who with, when (South African time), how long, its state; while
 * booked, the meeting link (from 15 minutes before), the calendar file, and what the caller may do now: move it (the
 * subscriber), cancel it (saying first when it will not be given back), or, for the coach after the start, say how it
 * went.
 */
export function CallCard({ call }: { call: CoachingCall }) {
  useCatalog(coachingCatalog);
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const toastFailure = useToastFailure();
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [outcome, setOutcome] = useState<'completed' | 'no_show' | null>(null);
  const reschedule = useRescheduleCall();
  const cancel = useCancelCall();
  const other = otherPerson(call);
  const otherName = other.name;
  const startDate = formats.longDate(call.startsAt);
  const when = `${startDate}, ${formats.timeRange(call.startsAt, call.endsAt)}`;
  const minutes = call.durationMinutes;
  const duration = t`${plural(minutes, { one: '# minute', other: '# minutes' })}`;
  const booked = call.status === 'booked';

  const move = (startsAt: string) =>
    reschedule.mutateAsync({ callId: call.id, startsAt }).then((moved) => {
      setMoving(false);
      const date = formats.longDate(moved.startsAt);
      const times = formats.timeRange(moved.startsAt, moved.endsAt);
      toast({
        title: t`Call moved`,
        description: t`Now on ${date}, ${times} (SAST).`,
        variant: 'success',
      });
    });

  const cancelNow = () =>
    cancel.mutate(call.id, {
      onSuccess: () => {
        setCancelling(false);
        toast({ title: t`Call cancelled`, description: t`${otherName} has been told.`, variant: 'success' });
      },
      onError: toastFailure(t`Could not cancel the call`),
    });

  return (
    <li className="rounded-2xl border border-lilac-100 bg-white p-4 sm:p-5" aria-labelledby={`call-${call.id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={other.name} src={other.profileImage} size="sm" />
          <div className="min-w-0">
            <h4 id={`call-${call.id}-title`} className="font-bold text-lilac-950">
              {call.myRole === 'coach' ? (
                <Trans>Call with {otherName}</Trans>
              ) : (
                <Trans>Call with your coach {otherName}</Trans>
              )}
            </h4>
            <p className="text-neutral-800">
              <Trans>
                {when} <span className="text-neutral-700">SAST · {duration}</span>
              </Trans>
            </p>
          </div>
        </div>
        <Badge tone={statusTones[call.status]}>
          <span className="sr-only">
            <Trans>Status:</Trans>{' '}
          </span>
          {callStatusText(call, i18n)}
        </Badge>
      </div>

      {booked ? (
        <div className="mt-3 grid gap-3">
          {call.meetingLink ? (
            <a
              href={call.meetingLink}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonStyles.secondary} w-full sm:w-fit`}
            >
              <Trans>
                Join the call<span className="sr-only"> with {otherName} (opens in a new tab)</span>
              </Trans>
            </a>
          ) : (
            <p className="text-neutral-700">{meetingLinkLater(i18n)}</p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <AddToCalendarLink href={callCalendarPath(call.id)} title={t`Call with ${otherName}, ${when}`} />
            {call.canReschedule ? (
              <button
                type="button"
                aria-expanded={moving}
                aria-controls={`move-${call.id}`}
                onClick={() => setMoving(!moving)}
                className={smallButtonStyles.outline}
              >
                {moving ? <Trans>Keep this time</Trans> : <Trans>Reschedule</Trans>}
              </button>
            ) : null}
            {call.canCancel ? (
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => setCancelling(true)}
                className={smallButtonStyles.dangerOutline}
              >
                <Trans>Cancel call</Trans>
              </button>
            ) : null}
            {call.canComplete ? (
              <>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onPointerEnter={() => void loadCompleteDialog()}
                  onFocus={() => void loadCompleteDialog()}
                  onClick={() => setOutcome('completed')}
                  className={smallButtonStyles.primary}
                >
                  <Trans>Mark completed</Trans>
                </button>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => setOutcome('no_show')}
                  className={smallButtonStyles.outline}
                >
                  <Trans>Did not happen</Trans>
                </button>
              </>
            ) : null}
          </div>
          {moving ? (
            <div id={`move-${call.id}`} className="border-t border-lilac-100 pt-4">
              <SlotPicker
                id={`move-${call.id}`}
                mentorId={call.coach.mentorId}
                coachName={call.coach.name}
                confirmLabel={t`Move the call to`}
                pendingLabel={t`Moving…`}
                failed={t`The call could not be moved. Please try again.`}
                pending={reschedule.isPending}
                onConfirm={move}
              />
            </div>
          ) : null}
        </div>
      ) : null}

      {call.actionPlan && call.myRole === 'coach' ? (
        <details className="mt-3">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-lilac-800">
            <Trans>The action plan you wrote</Trans>
          </summary>
          <ActionPlanView plan={call.actionPlan} />
        </details>
      ) : null}
      {call.actionPlan && call.myRole === 'subscriber' ? (
        <a href="#my-coaching" className={`mt-3 inline-block ${textLinkStyle}`}>
          <Trans>Read the action plan</Trans>
        </a>
      ) : null}

      <ConfirmActionDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t`Cancel your call on ${startDate}?`}
        description={cancelCallQuestion(call, i18n)}
        confirmLabel={call.cancelForfeits ? t`Cancel and use up the call` : t`Cancel call`}
        dismissLabel={t`Keep the call`}
        pendingLabel={t`Cancelling…`}
        pending={cancel.isPending}
        onConfirm={cancelNow}
      />
      {outcome ? (
        <Suspense fallback={null}>
          <CompleteCallDialog call={call} initialOutcome={outcome} onClose={() => setOutcome(null)} />
        </Suspense>
      ) : null}
    </li>
  );
}
