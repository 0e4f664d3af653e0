import type { Event } from '../../../../../schema/contract/events.ts';
import { formatDate, formatTimeRange } from '../../../components/date-time.ts';
import { AddToCalendarLink, WhatsAppShareLink } from '../../../components/share-links.tsx';
import { CalendarDayIcon, ClockIcon, PeopleIcon, PlaceIcon } from '../../../components/sessions/session-bits.tsx';
import { attendeesLabel, eventPriceLabel, eventTypeLabel } from '../event-display.ts';
import { RegisterControl } from './register-control.tsx';

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
