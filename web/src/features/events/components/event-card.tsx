import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '../../../../../schema/contract/events.ts';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { CardFooter } from '../../../components/share-links.tsx';
import {
  CalendarDayIcon,
  ClockIcon,
  IconFact,
  PeopleIcon,
  PlaceIcon,
  SeatCard,
} from '../../../components/sessions/session-bits.tsx';
import { attendeesLabel, eventPriceLabel, eventTypeLabel } from '../event-display.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { eventsCatalog } from '../locales/catalog.ts';
import { RegisterControl } from './register-control.tsx';

/**
 * An event (spec sections 2, 3 and 9): type, title, description, date and time, place, 'current / max', the price
 * in rand ('Free Event' for 0), and the registration action. A paid event's Register holds a seat and opens the
 * payment provider's checkout; a held seat offers "Complete payment" until its hold runs out.
 */
export function EventCard({ event, highlighted = false }: { event: Event; highlighted?: boolean }) {
  return (
    <SeatCard title={event.title} highlighted={highlighted} top={<EventTypeAndPrice event={event} />}>
      <EventFacts event={event} />
      <p className="line-clamp-4 text-neutral-800">{event.description}</p>
      <CardFooter item={event}>
        <RegisterControl event={event} />
      </CardFooter>
    </SeatCard>
  );
}

/** When, where and how many seats: on the card and on the event's own page. */
export function EventFacts({ event }: { event: Event }) {
  useCatalog(eventsCatalog);
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const timeRange = formats.timeRange(event.scheduledAt, event.endsAt);
  return (
    <dl className="grid gap-1.5 text-sm text-neutral-800">
      <IconFact label={t`Date`} icon={<CalendarDayIcon />}>
        <time dateTime={event.scheduledAt}>{formats.date(event.scheduledAt)}</time>
      </IconFact>
      <IconFact label={t`Time`} icon={<ClockIcon />}>
        <Trans>{timeRange} SAST</Trans>
      </IconFact>
      <IconFact label={t`Where`} icon={<PlaceIcon />}>
        <span className="font-semibold">{event.location}</span>
        {event.address ? <span className="block text-neutral-700">{event.address}</span> : null}
      </IconFact>
      <IconFact label={t`Seats`} icon={<PeopleIcon />}>
        {attendeesLabel(event, i18n)}
      </IconFact>
    </dl>
  );
}

/** The event's type and its price ('Free Event' for 0). */
export function EventTypeAndPrice({ event }: { event: Event }) {
  useCatalog(eventsCatalog);
  const { i18n } = useLingui();
  const free = event.priceCents === 0;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span className="rounded-full bg-lilac-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-lilac-900 uppercase">
        {eventTypeLabel(event.type, i18n)}
      </span>
      <span
        className={`rounded-full px-3 py-1 text-sm font-bold ${free ? 'bg-grass-100 text-grass-900' : 'bg-sunshine-100 text-lilac-950'}`}
      >
        <span className="sr-only">
          <Trans>Price:</Trans>{' '}
        </span>
        {eventPriceLabel(event, i18n)}
      </span>
    </div>
  );
}
