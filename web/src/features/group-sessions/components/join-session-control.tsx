import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import type { GroupSession } from '../../../../../schema/contract/sessions.ts';
import { isUpcomingSession, sessionJoinState } from '../../../../../schema/contract/sessions-rules.ts';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { SeatControl } from '../../../components/seats/seat-control.tsx';
import { joinWaitlistCallbacks, runs, seatToasts } from '../../../components/seats/seat-toasts.ts';
import { smallButtonStyles } from '../../../components/ui/styles.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { promptSignIn, SIGN_IN_PROMPTS } from '../../../lib/auth/sign-in-prompt.ts';
import { paths } from '../../../lib/paths.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { groupSessionsCatalog } from '../locales/catalog.ts';
import { SESSION_TEXTS } from '../session-texts.ts';
import { useJoinSession, useJoinSessionWaitlist, useLeaveSession, useLeaveSessionWaitlist } from '../api/sessions.ts';

/**
 * The card's action (spec section 4): Join; "You're registered" (with Leave while it has not started);
 * 'Session Full' with Join waitlist, and the member's place in line with Leave waitlist (decision 019); for the host
 * a way to manage it; nothing to press once it has started, ended or was cancelled. Joining twice is harmless (the
 * server answers 200), so a double tap never shows an error. A visitor (on the session's public page) is asked to sign
 * in by Join or Join waitlist, and comes back to this page.
 */
export function JoinSessionControl({ session }: { session: GroupSession }) {
  useCatalog(groupSessionsCatalog);
  const formats = useFormats();
  const { t, i18n } = useLingui();
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
        <span className="text-sm font-semibold text-lilac-900">
          <Trans>You host this session</Trans>
        </span>
        <Link to={paths.calendarManagement} className={smallButtonStyles.outline}>
          <Trans>Manage</Trans>
          <span className="sr-only">: {session.title}</span>
        </Link>
      </div>
    );
  }
  return (
    <SeatControl
      state={state}
      title={session.title}
      texts={{
        full: t(SESSION_TEXTS.full),
        registered: session.status === 'completed' ? t`You joined this session` : t(SESSION_TEXTS.registered),
        closed:
          session.status === 'cancelled'
            ? t`This session was cancelled.`
            : session.status === 'completed'
              ? t`This session has ended.`
              : t`This session has started.`,
      }}
      waitlist={{ count: session.waitlistCount, position: session.waitlistPosition }}
      take={{
        label: t(SESSION_TEXTS.join),
        pendingLabel: t`Joining…`,
        ...runs(
          join,
          seatToasts(
            i18n,
            (fresh) => {
              const { title } = fresh;
              const date = formats.date(fresh.scheduledAt);
              const time = formats.time(fresh.scheduledAt);
              return {
                title: t`You joined the session`,
                description: t`${title}: ${date} at ${time} SAST.`,
                variant: 'success',
              };
            },
            t(SESSION_TEXTS.joinFailed),
            '',
          ),
        ),
        ...signInFirst,
      }}
      leave={
        isUpcomingSession(session)
          ? {
              label: t`Leave session`,
              pendingLabel: t`Leaving…`,
              ...runs(
                leave,
                seatToasts(
                  i18n,
                  ({ title }) => ({
                    title: t`You left the session`,
                    description: t`Your seat in ${title} is free for someone else.`,
                  }),
                  t`Could not leave the session`,
                ),
              ),
            }
          : null
      }
      joinWaitlist={{
        ...runs(
          joinWaitlist,
          joinWaitlistCallbacks(i18n, ({ isRegistered, title }) =>
            isRegistered
              ? {
                  title: t`You joined the session`,
                  description: t`A seat was free, so it is yours.`,
                  variant: 'success',
                }
              : {
                  title: t`You're on the waitlist`,
                  description: t`If a seat in ${title} frees up and it is your turn, it is yours and we let you know.`,
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
