import type { Event } from '../../../../../schema/contract/events.ts';
import { EVENT_LABELS, eventRegisterState, isUpcomingEvent } from '../../../../../schema/contract/events-rules.ts';
import { eventPagePath } from '../../../../../schema/contract/share.ts';
import { formatDate, formatTimeRange } from '../../../components/date-time.ts';
import { AddToCalendarLink, WhatsAppShareLink } from '../../../components/share-links.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { ApiError, errorMessage, isUnauthorizedError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { CalendarDayIcon, ClockIcon, PeopleIcon, PlaceIcon } from '../../../components/sessions/session-bits.tsx';
import { useCancelEventRegistration, useRegisterForEvent } from '../api/events.ts';
import {
  attendeesLabel,
  eventPriceLabel,
  eventTypeLabel,
  PAID_EVENT_NOTE,
  registerLabel,
  registrationFailure,
} from '../event-display.ts';
import { promptSignIn, SIGN_IN_PROMPTS } from '../../../lib/auth/sign-in-prompt.ts';

const small = 'min-h-11 px-4 py-2';

/**
 * An event (spec sections 2, 3 and 9): type, title, description, date and time, place, 'current / max', the price
 * in rand ('Free Event' for 0), and the registration action. Paid events say plainly that payment opens later.
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

/** Register Free / "You're registered" with Cancel / 'Event Full' / the paid note / sign in for visitors. */
function RegisterControl({ event }: { event: Event }) {
  const { isSignedIn } = useCurrentUser();
  const state = eventRegisterState(event);
  const register = useRegisterForEvent(event.id);
  const cancel = useCancelEventRegistration(event.id);

  const registerNow = () =>
    register.mutate(undefined, {
      onSuccess: (fresh) =>
        toast({
          title: "You're registered",
          description: `${fresh.title}: ${formatDate(fresh.scheduledAt)}. Add it to your calendar so you don't miss it.`,
          variant: 'success',
        }),
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        if (error instanceof ApiError && error.status === 402) {
          toast({ title: 'Payment not open yet', description: error.serverMessage });
        } else {
          toast({ ...registrationFailure(errorMessage(error, '')), variant: 'destructive' });
        }
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
        <button type="button" disabled className={`${buttonStyles.outline} ${small} self-start`}>
          {EVENT_LABELS.full}
        </button>
      );
    case 'closed':
      return (
        <p className="text-sm font-semibold text-neutral-700">
          {event.status === 'cancelled' ? 'This event was cancelled.' : 'Registration has closed.'}
        </p>
      );
    case 'paid':
      return (
        <p className="rounded-xl bg-sunshine-100 p-3 text-sm font-semibold text-lilac-950">
          {PAID_EVENT_NOTE} Check back soon to book your seat.
        </p>
      );
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
