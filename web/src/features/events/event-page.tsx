import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '../../../../schema/contract/events.ts';
import { eventPublicPath, formatSastDateTime } from '../../../../schema/contract/share.ts';
import { ItemNotFound, ItemPageState, previewText, useItemId, type NotFound } from '../../components/item-page.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { CardFooter } from '../../components/share-links.tsx';
import { usePageHead } from '../../lib/page-head.ts';
import { paths } from '../../lib/paths.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { useEventPage } from './api/events.ts';
import { eventsCatalog } from './locales/catalog.ts';
import { EventFacts, EventTypeAndPrice } from './components/event-card.tsx';
import { RegisterControl } from './components/register-control.tsx';

const NOT_FOUND = {
  title: msg`Event not found`,
  description: msg`There is no published event at this address. It may have been removed.`,
  back: msg`See upcoming events`,
};

/** The not-found page's texts in the page's language. */
function useNotFound(): NotFound {
  useCatalog(eventsCatalog);
  const { t } = useLingui();
  return {
    title: t(NOT_FOUND.title),
    description: t(NOT_FOUND.description),
    back: { to: paths.events, label: t(NOT_FOUND.back) },
  };
}

/**
 * `/events/{id}`: one event's page, where share links lead: what, when, where, the price and the seats left, readable
 * without an account. Register asks a visitor to sign in and brings them back here.
 */
export function EventPage() {
  const id = useItemId();
  const notFound = useNotFound();
  return id === null ? <ItemNotFound {...notFound} /> : <EventById id={id} />;
}

function EventById({ id }: { id: number }) {
  const notFound = useNotFound();
  const { t } = useLingui();
  return (
    <ItemPageState query={useEventPage(id)} what={t`the event`} notFound={notFound}>
      {(event) => <EventView event={event} />}
    </ItemPageState>
  );
}

function EventView({ event }: { event: Event }) {
  useCatalog(eventsCatalog);
  const { t } = useLingui();
  usePageHead({
    title: event.title,
    description: `${formatSastDateTime(event.scheduledAt)}, ${event.location}. ${previewText(event.description)}`,
    image: null,
    path: eventPublicPath(event.id),
  });
  return (
    <PageFrame
      eyebrow={
        // As wide as the two chips: on the card they sit at its two ends.
        <div className="mb-3 w-fit">
          <EventTypeAndPrice event={event} />
        </div>
      }
      title={event.title}
      description={`${formatSastDateTime(event.scheduledAt)} · ${event.location}`}
    >
      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <section aria-labelledby="event-about" className="flex flex-col gap-4">
          <h2 id="event-about" className="text-xl font-bold text-lilac-950">
            <Trans>About this event</Trans>
          </h2>
          <p className="whitespace-pre-line text-neutral-800">{event.description}</p>
        </section>
        <section
          aria-label={t`When, where and how to register`}
          className="flex flex-col gap-3 rounded-2xl border border-lilac-100 bg-white p-4 shadow-sm"
        >
          <EventFacts event={event} />
          <CardFooter item={event}>
            <RegisterControl event={event} />
          </CardFooter>
        </section>
      </div>
    </PageFrame>
  );
}
