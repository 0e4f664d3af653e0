import { lazy, Suspense, useState } from 'react';
import type { CoachingCall } from '../../../../../schema/contract/coaching-calls-rules.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { Badge, type BadgeTone } from '../../../components/badge.tsx';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { formatLongDate, formatMinutes, formatTimeRange } from '../../../components/date-time.ts';
import { useToastFailure } from '../../../components/form/send-form.ts';
import { AddToCalendarLink } from '../../../components/share-links.tsx';
import { buttonStyles, smallButtonStyles, textLinkStyle } from '../../../components/ui/styles.ts';
import { toast } from '../../../lib/toast.ts';
import { callCalendarPath, useCancelCall, useRescheduleCall } from '../api/calls.ts';
import { callStatusText, cancelCallQuestion, MEETING_LINK_LATER, otherPerson } from '../calls-rules.ts';
import { ActionPlanView } from './action-plan-view.tsx';
import { SlotPicker } from './slot-picker.tsx';

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
  const toastFailure = useToastFailure();
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [outcome, setOutcome] = useState<'completed' | 'no_show' | null>(null);
  const reschedule = useRescheduleCall();
  const cancel = useCancelCall();
  const other = otherPerson(call);
  const when = `${formatLongDate(call.startsAt)}, ${formatTimeRange(call.startsAt, call.endsAt)}`;
  const booked = call.status === 'booked';

  const move = (startsAt: string) =>
    reschedule.mutateAsync({ callId: call.id, startsAt }).then((moved) => {
      setMoving(false);
      toast({
        title: 'Call moved',
        description: `Now on ${formatLongDate(moved.startsAt)}, ${formatTimeRange(moved.startsAt, moved.endsAt)} (SAST).`,
        variant: 'success',
      });
    });

  const cancelNow = () =>
    cancel.mutate(call.id, {
      onSuccess: () => {
        setCancelling(false);
        toast({ title: 'Call cancelled', description: `${other.name} has been told.`, variant: 'success' });
      },
      onError: toastFailure('Could not cancel the call'),
    });

  return (
    <li className="rounded-2xl border border-lilac-100 bg-white p-4 sm:p-5" aria-labelledby={`call-${call.id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={other.name} src={other.profileImage} size="sm" />
          <div className="min-w-0">
            <h4 id={`call-${call.id}-title`} className="font-bold text-lilac-950">
              {call.myRole === 'coach' ? `Call with ${other.name}` : `Call with your coach ${other.name}`}
            </h4>
            <p className="text-neutral-800">
              {when} <span className="text-neutral-700">SAST · {formatMinutes(call.durationMinutes)}</span>
            </p>
          </div>
        </div>
        <Badge tone={statusTones[call.status]}>
          <span className="sr-only">Status: </span>
          {callStatusText(call)}
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
              Join the call<span className="sr-only"> with {other.name} (opens in a new tab)</span>
            </a>
          ) : (
            <p className="text-neutral-700">{MEETING_LINK_LATER}</p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <AddToCalendarLink href={callCalendarPath(call.id)} title={`Call with ${other.name}, ${when}`} />
            {call.canReschedule ? (
              <button
                type="button"
                aria-expanded={moving}
                aria-controls={`move-${call.id}`}
                onClick={() => setMoving(!moving)}
                className={smallButtonStyles.outline}
              >
                {moving ? 'Keep this time' : 'Reschedule'}
              </button>
            ) : null}
            {call.canCancel ? (
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => setCancelling(true)}
                className={smallButtonStyles.dangerOutline}
              >
                Cancel call
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
                  Mark completed
                </button>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => setOutcome('no_show')}
                  className={smallButtonStyles.outline}
                >
                  Did not happen
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
                confirmLabel="Move the call to"
                pendingLabel="Moving…"
                failed="The call could not be moved. Please try again."
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
            The action plan you wrote
          </summary>
          <ActionPlanView plan={call.actionPlan} />
        </details>
      ) : null}
      {call.actionPlan && call.myRole === 'subscriber' ? (
        <a href="#my-coaching" className={`mt-3 inline-block ${textLinkStyle}`}>
          Read the action plan
        </a>
      ) : null}

      <ConfirmActionDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={`Cancel your call on ${formatLongDate(call.startsAt)}?`}
        description={cancelCallQuestion(call)}
        confirmLabel={call.cancelForfeits ? 'Cancel and use up the call' : 'Cancel call'}
        dismissLabel="Keep the call"
        pendingLabel="Cancelling…"
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
