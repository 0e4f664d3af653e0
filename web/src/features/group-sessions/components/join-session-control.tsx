import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import type { GroupSession } from '../../../../../schema/contract/sessions.ts';
import {
  isUpcomingSession,
  SESSION_LABELS,
  SESSION_MESSAGES,
  sessionJoinState,
} from '../../../../../schema/contract/sessions-rules.ts';
import { formatDate, formatTime } from '../../../components/date-time.ts';
import { SeatControl } from '../../../components/seats/seat-control.tsx';
import { joinWaitlistCallbacks, runs, seatToasts } from '../../../components/seats/seat-toasts.ts';
import { smallButtonStyles } from '../../../components/ui/styles.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { promptSignIn, SIGN_IN_PROMPTS } from '../../../lib/auth/sign-in-prompt.ts';
import { paths } from '../../../lib/paths.ts';
import { useJoinSession, useJoinSessionWaitlist, useLeaveSession, useLeaveSessionWaitlist } from '../api/sessions.ts';

/**
 * The card's action (spec section 4): Join; "You're registered" (with Leave while it has not started);
 * 'Session Full' with Join waitlist, and the member's place in line with Leave waitlist (decision 019); for the host
 * a way to manage it; nothing to press once it has started, ended or was cancelled. Joining twice is harmless (the
 * server answers 200), so a double tap never shows an error. A visitor (on the session's public page) is asked to sign
 * in by Join or Join waitlist, and comes back to this page.
 */
export function JoinSessionControl({ session }: { session: GroupSession }) {
  const { i18n } = useLingui();
  const { isSignedIn } = useCurrentUser();
  const location = useLocation();
  const signInFirst = isSignedIn
    ? {}
    : { onPress: () => promptSignIn(SIGN_IN_PROMPTS.mentors, `${location.pathname}${location.search}`) };
  const state = sessionJoinState(session);
  const join = useJoinSession(session.id);
  const leave = useLeaveSession(session.id);
  const joinWaitlist = useJoinSessionWaitlist(session.id);
  const leaveWaitlist = useLeaveSessionWaitlist(session.id);

  if (state === 'host') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-semibold text-lilac-900">You host this session</span>
        <Link to={paths.calendarManagement} className={smallButtonStyles.outline}>
          Manage<span className="sr-only">: {session.title}</span>
        </Link>
      </div>
    );
  }
  return (
    <SeatControl
      state={state}
      title={session.title}
      texts={{
        full: SESSION_LABELS.full,
        registered: session.status === 'completed' ? 'You joined this session' : SESSION_LABELS.registered,
        closed:
          session.status === 'cancelled'
            ? 'This session was cancelled.'
            : session.status === 'completed'
              ? 'This session has ended.'
              : 'This session has started.',
      }}
      waitlist={{ count: session.waitlistCount, position: session.waitlistPosition }}
      take={{
        label: SESSION_LABELS.join,
        pendingLabel: 'Joining…',
        ...runs(
          join,
          seatToasts(
            i18n,
            (fresh) => ({
              title: 'You joined the session',
              description: `${fresh.title}: ${formatDate(fresh.scheduledAt)} at ${formatTime(fresh.scheduledAt)} SAST.`,
              variant: 'success',
            }),
            SESSION_MESSAGES.joinFailed,
            '',
          ),
        ),
        ...signInFirst,
      }}
      leave={
        isUpcomingSession(session)
          ? {
              label: 'Leave session',
              pendingLabel: 'Leaving…',
              ...runs(
                leave,
                seatToasts(
                  i18n,
                  (fresh) => ({
                    title: 'You left the session',
                    description: `Your seat in ${fresh.title} is free for someone else.`,
                  }),
                  'Could not leave the session',
                ),
              ),
            }
          : null
      }
      joinWaitlist={{
        ...runs(
          joinWaitlist,
          joinWaitlistCallbacks(i18n, (fresh) =>
            fresh.isRegistered
              ? { title: 'You joined the session', description: 'A seat was free, so it is yours.', variant: 'success' }
              : {
                  title: "You're on the waitlist",
                  description: `If a seat in ${fresh.title} frees up and it is your turn, it is yours and we let you know.`,
                  variant: 'success',
                },
          ),
        ),
        ...signInFirst,
      }}
      leaveWaitlist={leaveWaitlist}
    />
  );
}
