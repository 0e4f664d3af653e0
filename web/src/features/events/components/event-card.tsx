import { useEffect, useId, useState } from 'react';
import type { Event } from '../../../../../schema/contract/events.ts';
import { EVENT_LABELS, eventRegisterState, isUpcomingEvent } from '../../../../../schema/contract/events-rules.ts';
import { eventPagePath } from '../../../../../schema/contract/share.ts';
import { formatDate, formatTimeRange } from '../../../components/date-time.ts';
import { AddToCalendarLink, WhatsAppShareLink } from '../../../components/share-links.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import {
  JoinWaitlist,
  joinWaitlistCallbacks,
  leaveWaitlistCallbacks,
  WaitlistPlace,
} from '../../../components/waitlist.tsx';
import { errorMessage, isUnauthorizedError } from '../../../lib/api-client.ts';
import { checkoutUrlOrNull } from '../../../lib/checkout-url.ts';
import { toast } from '../../../lib/toast.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { CalendarDayIcon, ClockIcon, PeopleIcon, PlaceIcon } from '../../../components/sessions/session-bits.tsx';
import {
  useCancelEventRegistration,
  useJoinEventWaitlist,
  useLeaveEventWaitlist,
  useRefreshEvents,
  useRegisterForEvent,
} from '../api/events.ts';
import {
  attendeesLabel,
  COMPLETE_PAYMENT,
  eventPriceLabel,
  eventTypeLabel,
  isPaidRegistration,
  paidRegisterHint,
  registerLabel,
  registrationFailure,
  SEAT_HELD_TOAST,
  seatHoldText,
} from '../event-display.ts';
import { promptSignIn, SIGN_IN_PROMPTS } from '../../../lib/auth/sign-in-prompt.ts';

const small = 'min-h-11 px-4 py-2';

/**
 * An event (spec sections 2, 3 and 9): type, title, description, date and time, place, 'current / max', the price
 * in rand ('Free Event' for 0), and the registration action. A paid event's Register holds a seat and opens the
 * payment provider's checkout; a held seat offers "Complete payment" until its hold runs out.
 */
export function EventCard({ event, highlighted = false }: { event: Event; highlighted?: boolean }) {
  const titleId = `event-${event.id}-title`;
  const free = event.priceCents === 0;
  return (
    <article
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`flex h-full flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm outline-none focus-visible:ring-4 focus-visible:ring-lilac-300 ${highlighted ? 'border-2 border-lilac-700' : 'border-lilac-100'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="rounded-full bg-lilac-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-lilac-900 uppercase">
          {eventTypeLabel(event.type)}
        </span>
        <span
          className={`rounded-full px-3 py-1 text-sm font-bold ${free ? 'bg-grass-100 text-grass-900' : 'bg-sunshine-100 text-lilac-950'}`}
        >
          <span className="sr-only">Price: </span>
          {eventPriceLabel(event)}
        </span>
      </div>
      <h3 id={titleId} className="text-lg leading-snug font-bold text-lilac-950">
        {event.title}
      </h3>
      <dl className="grid gap-1.5 text-sm text-neutral-800">
        <div className="flex gap-2">
          <dt className="sr-only">Date</dt>
          <CalendarDayIcon />
          <dd>
            <time dateTime={event.scheduledAt}>{formatDate(event.scheduledAt)}</time>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="sr-only">Time</dt>
          <ClockIcon />
          <dd>{formatTimeRange(event.scheduledAt, event.endsAt)} SAST</dd>
        </div>
        <div className="flex gap-2">
          <dt className="sr-only">Where</dt>
          <PlaceIcon />
          <dd>
            <span className="font-semibold">{event.location}</span>
            {event.address ? <span className="block text-neutral-700">{event.address}</span> : null}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="sr-only">Seats</dt>
          <PeopleIcon />
          <dd>{attendeesLabel(event)}</dd>
        </div>
      </dl>
      <p className="line-clamp-4 text-neutral-800">{event.description}</p>
      <div className="mt-auto flex flex-col gap-2 border-t border-lilac-100 pt-3">
        <RegisterControl event={event} />
        <div className="-mx-2 flex flex-wrap">
          {event.calendarUrl ? <AddToCalendarLink href={event.calendarUrl} title={event.title} /> : null}
          <WhatsAppShareLink href={event.shareUrl} title={event.title} />
        </div>
      </div>
    </article>
  );
}

/**
 * Register Free / Register (paid: hold a seat, then pay) / Complete payment / "You're registered" with Cancel /
 * 'Event Full' with Join waitlist, and the member's place in line with Leave waitlist (decision 019) / sign in for
 * visitors.
 */
function RegisterControl({ event }: { event: Event }) {
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

  const registerNow = () =>
    register.mutate(undefined, {
      onSuccess: (fresh) => {
        if (isPaidRegistration(fresh)) {
          const target = checkoutUrlOrNull(fresh.checkout.checkoutUrl, window.location.origin);
          if (!target) {
            toast({ ...registrationFailure(''), variant: 'destructive' });
            return;
          }
          setRedirecting(true);
          toast({ ...SEAT_HELD_TOAST, variant: 'success' });
          window.location.assign(target);
          return;
        }
        toast({
          title: "You're registered",
          description: `${fresh.title}: ${formatDate(fresh.scheduledAt)}. Add it to your calendar so you don't miss it.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({ ...registrationFailure(errorMessage(error, '')), variant: 'destructive' });
      },
    });

  const cancelNow = () =>
    cancel.mutate(undefined, {
      onSuccess: (fresh) =>
        toast({
          title: 'Registration cancelled',
          description: `Your seat at ${fresh.title} is free for someone else.`,
        }),
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({
          title: 'Could not cancel your registration',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });

  const joinWaitlistNow = () =>
    joinWaitlist.mutate(
      undefined,
      joinWaitlistCallbacks((fresh) =>
        fresh.isRegistered
          ? { title: "You're registered", description: 'A seat was free, so it is yours.', variant: 'success' }
          : fresh.seatHold
            ? { title: 'Seat held', description: seatHoldText(fresh.seatHold), variant: 'success' }
            : {
                title: "You're on the waitlist",
                description: `If a seat at ${fresh.title} frees up and it is your turn, we let you know.`,
                variant: 'success',
              },
      ),
    );

  const leaveWaitlistNow = () => leaveWaitlist.mutate(undefined, leaveWaitlistCallbacks);

  switch (state) {
    case 'registered':
      return (
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex items-center gap-1.5 font-semibold text-grass-800">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="m5 12.5 4.5 4.5L19 7.5" />
            </svg>
            {EVENT_LABELS.registered}
          </span>
          {isUpcomingEvent(event) ? (
            <button
              type="button"
              disabled={cancel.isPending}
              onClick={cancelNow}
              className={`${buttonStyles.outline} ${small}`}
            >
              {cancel.isPending ? 'Cancelling…' : 'Cancel registration'}
              <span className="sr-only">: {event.title}</span>
            </button>
          ) : null}
        </div>
      );
    case 'full':
      return (
        <JoinWaitlist
          fullLabel={EVENT_LABELS.full}
          title={event.title}
          waitlistCount={event.waitlistCount}
          pending={joinWaitlist.isPending}
          onJoin={() =>
            isSignedIn ? joinWaitlistNow() : promptSignIn(SIGN_IN_PROMPTS.events, eventPagePath(event.id))
          }
        />
      );
    case 'waitlisted':
      return (
        <WaitlistPlace
          fullLabel={EVENT_LABELS.full}
          title={event.title}
          position={event.waitlistPosition!}
          pending={leaveWaitlist.isPending}
          onLeave={leaveWaitlistNow}
        />
      );
    case 'closed':
      return (
        <p className="text-sm font-semibold text-neutral-700">
          {event.status === 'cancelled' ? 'This event was cancelled.' : 'Registration has closed.'}
        </p>
      );
    case 'paid':
      return (
        <div className="flex flex-col gap-2">
          <button
            type="button"
            disabled={register.isPending || redirecting}
            aria-describedby={hintId}
            onClick={() => (isSignedIn ? registerNow() : promptSignIn(SIGN_IN_PROMPTS.events, eventPagePath(event.id)))}
            className={`${buttonStyles.primary} ${small} self-start`}
          >
            {redirecting ? 'Going to payment…' : register.isPending ? 'Holding your seat…' : registerLabel(event)}
            <span className="sr-only">: {event.title}</span>
          </button>
          <p id={hintId} className="text-sm text-neutral-700">
            {paidRegisterHint(event)}
          </p>
        </div>
      );
    case 'paying': {
      const hold = event.seatHold!;
      const target = hold.checkoutUrl ? checkoutUrlOrNull(hold.checkoutUrl, window.location.origin) : null;
      return (
        <div className="flex flex-col gap-2 rounded-xl bg-sunshine-100 p-3">
          <p id={hintId} className="text-sm font-semibold text-lilac-950">
            {seatHoldText(hold)}
          </p>
          {target ? (
            <a
              href={target}
              aria-describedby={hintId}
              className={`${buttonStyles.premium} ${small} self-start border-2 border-lilac-950`}
            >
              {COMPLETE_PAYMENT}
              <span className="sr-only">: {event.title}</span>
            </a>
          ) : hold.checkoutUrl === null ? (
            // A seat held for the member by the waiting list: Register opens the payment page for it.
            <button
              type="button"
              disabled={register.isPending || redirecting}
              aria-describedby={hintId}
              onClick={registerNow}
              className={`${buttonStyles.premium} ${small} self-start border-2 border-lilac-950`}
            >
              {redirecting || register.isPending ? 'Going to payment…' : COMPLETE_PAYMENT}
              <span className="sr-only">: {event.title}</span>
            </button>
          ) : null}
        </div>
      );
    }
    case 'open':
      return (
        <button
          type="button"
          disabled={register.isPending}
          onClick={() => (isSignedIn ? registerNow() : promptSignIn(SIGN_IN_PROMPTS.events, eventPagePath(event.id)))}
          className={`${buttonStyles.primary} ${small} self-start`}
        >
          {register.isPending ? 'Registering…' : registerLabel(event)}
          <span className="sr-only">: {event.title}</span>
        </button>
      );
  }
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
