import { Link } from 'react-router';
import type { GroupSession } from '../../../../../schema/contract/sessions.ts';
import {
  isUpcomingSession,
  SESSION_LABELS,
  SESSION_MESSAGES,
  sessionJoinState,
} from '../../../../../schema/contract/sessions-rules.ts';
import { formatDate, formatTime } from '../../../components/date-time.ts';
import { buttonStyles } from '../../../components/ui/styles.ts';
import {
  JoinWaitlist,
  joinWaitlistCallbacks,
  leaveWaitlistCallbacks,
  WaitlistPlace,
} from '../../../components/waitlist.tsx';
import { errorMessage, isUnauthorizedError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useJoinSession, useJoinSessionWaitlist, useLeaveSession, useLeaveSessionWaitlist } from '../api/sessions.ts';

const smallButton = 'min-h-11 px-4 py-2';

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

/**
 * The card's action (spec section 4): Join; "You're registered" (with Leave while it has not started);
 * 'Session Full' with Join waitlist, and the member's place in line with Leave waitlist (decision 019); for the host
 * a way to manage it; nothing to press once it has started, ended or was cancelled. Joining twice is harmless (the
 * server answers 200), so a double tap never shows an error.
 */
export function JoinSessionControl({ session }: { session: GroupSession }) {
  const state = sessionJoinState(session);
  const join = useJoinSession(session.id);
  const leave = useLeaveSession(session.id);
  const joinWaitlist = useJoinSessionWaitlist(session.id);
  const leaveWaitlist = useLeaveSessionWaitlist(session.id);

  const joinWaitlistNow = () =>
    joinWaitlist.mutate(
      undefined,
      joinWaitlistCallbacks((fresh) =>
        fresh.isRegistered
          ? { title: 'You joined the session', description: 'A seat was free, so it is yours.', variant: 'success' }
          : {
              title: "You're on the waitlist",
              description: `If a seat in ${fresh.title} frees up and it is your turn, it is yours and we let you know.`,
              variant: 'success',
            },
      ),
    );

  const leaveWaitlistNow = () => leaveWaitlist.mutate(undefined, leaveWaitlistCallbacks);

  const joinNow = () =>
    join.mutate(undefined, {
      onSuccess: (fresh) =>
        toast({
          title: 'You joined the session',
          description: `${fresh.title}: ${formatDate(fresh.scheduledAt)} at ${formatTime(fresh.scheduledAt)} SAST.`,
          variant: 'success',
        }),
      onError: (error) => {
        if (isUnauthorizedError(error)) return; // the app's 401 handling says so and signs in again
        toast({ title: SESSION_MESSAGES.joinFailed, description: errorMessage(error, ''), variant: 'destructive' });
      },
    });

  const leaveNow = () =>
    leave.mutate(undefined, {
      onSuccess: (fresh) =>
        toast({ title: 'You left the session', description: `Your seat in ${fresh.title} is free for someone else.` }),
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({
          title: 'Could not leave the session',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });

  switch (state) {
    case 'host':
      return (
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm font-semibold text-lilac-900">You host this session</span>
          <Link to={paths.calendarManagement} className={`${buttonStyles.outline} ${smallButton}`}>
            Manage<span className="sr-only">: {session.title}</span>
          </Link>
        </div>
      );
    case 'registered':
      return (
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex items-center gap-1.5 font-semibold text-grass-800">
            <CheckIcon />
            {session.status === 'completed' ? 'You joined this session' : SESSION_LABELS.registered}
          </span>
          {isUpcomingSession(session) ? (
            <button
              type="button"
              disabled={leave.isPending}
              onClick={leaveNow}
              className={`${buttonStyles.outline} ${smallButton}`}
            >
              {leave.isPending ? 'Leaving…' : 'Leave session'}
              <span className="sr-only">: {session.title}</span>
            </button>
          ) : null}
        </div>
      );
    case 'full':
      return (
        <JoinWaitlist
          fullLabel={SESSION_LABELS.full}
          title={session.title}
          waitlistCount={session.waitlistCount}
          pending={joinWaitlist.isPending}
          onJoin={joinWaitlistNow}
        />
      );
    case 'waitlisted':
      return (
        <WaitlistPlace
          fullLabel={SESSION_LABELS.full}
          title={session.title}
          position={session.waitlistPosition!}
          pending={leaveWaitlist.isPending}
          onLeave={leaveWaitlistNow}
        />
      );
    case 'closed':
      return (
        <p className="text-sm font-semibold text-neutral-700">
          {session.status === 'cancelled'
            ? 'This session was cancelled.'
            : session.status === 'completed'
              ? 'This session has ended.'
              : 'This session has started.'}
        </p>
      );
    case 'open':
      return (
        <button
          type="button"
          disabled={join.isPending}
          onClick={joinNow}
          className={`${buttonStyles.primary} ${smallButton}`}
        >
          {join.isPending ? 'Joining…' : SESSION_LABELS.join}
          <span className="sr-only">: {session.title}</span>
        </button>
      );
  }
}
