import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { Event } from '../../../../../schema/contract/events.ts';
import { eventRegisterState, isUpcomingEvent } from '../../../../../schema/contract/events-rules.ts';
import { eventPagePath, eventPublicPath } from '../../../../../schema/contract/share.ts';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { SeatControl } from '../../../components/seats/seat-control.tsx';
import { joinWaitlistCallbacks, runs, seatToasts } from '../../../components/seats/seat-toasts.ts';
import { smallButtonStyles } from '../../../components/ui/styles.ts';
import { errorMessage, isUnauthorizedError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { promptSignIn, SIGN_IN_PROMPTS } from '../../../lib/auth/sign-in-prompt.ts';
import { checkoutUrlOrNull } from '../../../lib/checkout-url.ts';
import { toast } from '../../../lib/toast.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { eventsCatalog } from '../locales/catalog.ts';
import {
  useCancelEventRegistration,
  useJoinEventWaitlist,
  useLeaveEventWaitlist,
  useRefreshEvents,
  useRegisterForEvent,
} from '../api/events.ts';
import {
  COMPLETE_PAYMENT,
  EVENT_TEXTS,
  isPaidRegistration,
  paidRegisterHint,
  registerLabel,
  registrationFailure,
  SEAT_HELD_TOAST,
  seatHoldText,
} from '../event-display.ts';

/**
 * Register Free / Register (paid: hold a seat, then pay) / Complete payment / "You're registered" with Cancel /
 * 'Event Full' with Join waitlist, and the member's place in line with Leave waitlist (decision 019) / sign in for
 * visitors. The states an event shares with a session are the one seat control (components/seats); paying for a
 * seat is the event's own.
 */
export function RegisterControl({ event }: { event: Event }) {
  useCatalog(eventsCatalog);
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const { isSignedIn } = useCurrentUser();
  const state = eventRegisterState(event);
  const register = useRegisterForEvent(event.id);
  const cancel = useCancelEventRegistration(event.id);
  const joinWaitlist = useJoinEventWaitlist(event.id);
  const leaveWaitlist = useLeaveEventWaitlist(event.id);
  const [redirecting, setRedirecting] = useState(false);
  // The same event can be on the page twice (shared with you, and in the list): ids must differ.
  const hintId = useId();
  useHoldExpiry(event.seatHold?.expiresAt ?? null);

  // Back from the checkout with the Back button restores the page as it was left ("Going to payment…").
  useEffect(() => {
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  /**
   * A visitor is asked to sign in first, and comes back to this event: to its own page from there, else to the list
   * with it shown first.
   */
  const onOwnPage = useLocation().pathname === eventPublicPath(event.id);
  const returnTo = onOwnPage ? eventPublicPath(event.id) : eventPagePath(event.id);
  const signedIn = (act: () => void) => () => (isSignedIn ? act() : promptSignIn(SIGN_IN_PROMPTS.events, returnTo));

  const registerNow = () =>
    register.mutate(undefined, {
      onSuccess: (fresh) => {
        if (isPaidRegistration(fresh)) {
          const target = checkoutUrlOrNull(fresh.checkout.checkoutUrl, window.location.origin);
          if (!target) {
            toast({ ...registrationFailure('', i18n), variant: 'destructive' });
            return;
          }
          setRedirecting(true);
          toast({ title: t(SEAT_HELD_TOAST.title), description: t(SEAT_HELD_TOAST.description), variant: 'success' });
          window.location.assign(target);
          return;
        }
        const { title } = fresh;
        const date = formats.date(fresh.scheduledAt);
        toast({
          title: t(EVENT_TEXTS.registered),
          description: t`${title}: ${date}. Add it to your calendar so you don't miss it.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({ ...registrationFailure(errorMessage(error, ''), i18n), variant: 'destructive' });
      },
    });

  const waitlistJoined = (title: string) => t`If a seat at ${title} frees up and it is your turn, we let you know.`;

  switch (state) {
    case 'paid':
      return (
        <div className="flex flex-col gap-2">
          <button
            type="button"
            disabled={register.isPending || redirecting}
            aria-describedby={hintId}
            onClick={signedIn(registerNow)}
            className={`${smallButtonStyles.primary} self-start`}
          >
            {redirecting
              ? t`Going to payment…`
              : register.isPending
                ? t`Holding your seat…`
                : registerLabel(event, i18n)}
            <span className="sr-only">: {event.title}</span>
          </button>
          <p id={hintId} className="text-sm text-neutral-700">
            {paidRegisterHint(event, i18n)}
          </p>
        </div>
      );
    case 'paying': {
      const hold = event.seatHold!;
      const target = hold.checkoutUrl ? checkoutUrlOrNull(hold.checkoutUrl, window.location.origin) : null;
      return (
        <div className="flex flex-col gap-2 rounded-xl bg-sunshine-100 p-3">
          <p id={hintId} className="text-sm font-semibold text-lilac-950">
            {seatHoldText(hold, i18n)}
          </p>
          {target ? (
            <a
              href={target}
              aria-describedby={hintId}
              className={`${smallButtonStyles.premium} self-start border-2 border-lilac-950`}
            >
              {t(COMPLETE_PAYMENT)}
              <span className="sr-only">: {event.title}</span>
            </a>
          ) : hold.checkoutUrl === null ? (
            // A seat held for the member by the waiting list: Register opens the payment page for it.
            <button
              type="button"
              disabled={register.isPending || redirecting}
              aria-describedby={hintId}
              onClick={registerNow}
              className={`${smallButtonStyles.premium} self-start border-2 border-lilac-950`}
            >
              {redirecting || register.isPending ? t`Going to payment…` : t(COMPLETE_PAYMENT)}
              <span className="sr-only">: {event.title}</span>
            </button>
          ) : null}
        </div>
      );
    }
  }
  return (
    <SeatControl
      state={state}
      title={event.title}
      alignStart
      texts={{
        full: t(EVENT_TEXTS.full),
        registered: t(EVENT_TEXTS.registered),
        closed: event.status === 'cancelled' ? t`This event was cancelled.` : t`Registration has closed.`,
      }}
      waitlist={{ count: event.waitlistCount, position: event.waitlistPosition }}
      take={{
        label: registerLabel(event, i18n),
        pendingLabel: t`Registering…`,
        pending: register.isPending,
        onPress: signedIn(registerNow),
      }}
      leave={
        isUpcomingEvent(event)
          ? {
              label: t`Cancel registration`,
              pendingLabel: t`Cancelling…`,
              ...runs(
                cancel,
                seatToasts(
                  i18n,
                  ({ title }) => ({
                    title: t`Registration cancelled`,
                    description: t`Your seat at ${title} is free for someone else.`,
                  }),
                  t`Could not cancel your registration`,
                ),
              ),
            }
          : null
      }
      joinWaitlist={{
        pending: joinWaitlist.isPending,
        onPress: signedIn(
          runs(
            joinWaitlist,
            joinWaitlistCallbacks(i18n, (fresh) =>
              fresh.isRegistered
                ? {
                    title: t(EVENT_TEXTS.registered),
                    description: t`A seat was free, so it is yours.`,
                    variant: 'success',
                  }
                : fresh.seatHold
                  ? {
                      title: t(SEAT_HELD_TOAST.title),
                      description: seatHoldText(fresh.seatHold, i18n),
                      variant: 'success',
                    }
                  : {
                      title: t`You're on the waitlist`,
                      description: waitlistJoined(fresh.title),
                      variant: 'success',
                    },
            ),
          ).onPress,
        ),
      }}
      leaveWaitlist={leaveWaitlist}
    />
  );
}

/** When a held seat's time runs out, the event is read again: the hold is gone and the seat is free again. */
function useHoldExpiry(expiresAt: string | null) {
  const refresh = useRefreshEvents();
  useEffect(() => {
    if (!expiresAt) return;
    const ms = Date.parse(expiresAt) - Date.now();
    // Past holds need nothing; timers beyond ~24 days overflow (a hold is minutes long).
    if (!(ms > 0) || ms > 2 ** 31 - 1) return;
    const timer = setTimeout(() => void refresh(), ms + 1000);
    return () => clearTimeout(timer);
  }, [expiresAt, refresh]);
}
