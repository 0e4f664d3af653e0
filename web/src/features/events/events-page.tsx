import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { buttonStyles } from '../../components/ui/styles.ts';
import { readId } from '../../lib/read-id.ts';
import { paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { SessionCardSkeleton } from '../../components/sessions/session-bits.tsx';
import { useEvent, useEventList, useRefreshEvents } from './api/events.ts';
import { EventCard } from './components/event-card.tsx';
import { EventCheckoutNotice } from './components/event-checkout-notice.tsx';
import {
  EVENT_CHECKOUT_TOASTS,
  EVENT_TEXTS,
  readEventCheckoutReturn,
  type EventCheckoutReturn,
} from './event-display.ts';
import { eventsCatalog } from './locales/catalog.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { toast } from '../../lib/toast.ts';
import { promptSignIn, SIGN_IN_PROMPTS } from '../../lib/auth/sign-in-prompt.ts';
import { PagedList } from '../../components/list/paged-list.tsx';
import { SkeletonGrid } from '../../components/list/skeleton-grid.tsx';
import { useFocusNewItems } from '../../components/list/use-focus-new-items.ts';
import { SharedWithYou } from '../../components/shared-with-you.tsx';
import { TitledSection } from '../../components/page-sections.tsx';

// The proposal form (and the dialog code under it) downloads only when someone opens it.
const loadProposalDialog = () => import('./components/host-proposal-dialog.tsx');
const HostProposalDialog = lazy(() => loadProposalDialog().then((m) => ({ default: m.HostProposalDialog })));

const gridStyle = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * `/events` (spec section 2): public; signed-in users register; `?event={id}` shows a shared event first;
 * `&checkout=success|cancelled` is the payment page sending a paid event's buyer back.
 */
export function EventsPage() {
  useCatalog(eventsCatalog);
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const { isSignedIn, isLoading } = useCurrentUser();
  const [proposing, setProposing] = useState(false);
  const [proposalOpened, setProposalOpened] = useState(false);
  const sharedId = readId(params.get('event'));
  const returned = useCheckoutReturn();

  return (
    <PageFrame
      title={t`Events`}
      description={t`Summits, workshops and networking events for people building an income.`}
    >
      <div className="mt-6 flex flex-col gap-4 rounded-2xl bg-lilac-900 p-5 text-white sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl text-lilac-100">
          <Trans>Want to run a workshop or meet-up in your town? Propose it and we will help you host it.</Trans>
        </p>
        <button
          type="button"
          disabled={isLoading}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadProposalDialog()}
          onFocus={() => void loadProposalDialog()}
          onClick={() => {
            if (!isSignedIn) return promptSignIn(SIGN_IN_PROMPTS.events, paths.events);
            setProposalOpened(true);
            setProposing(true);
          }}
          className={`${buttonStyles.premium} shrink-0`}
        >
          {t(EVENT_TEXTS.becomeHost)}
        </button>
      </div>

      {sharedId ? (
        <SharedEvent
          id={sharedId}
          returned={returned}
          onDismiss={() => {
            const next = new URLSearchParams(params);
            next.delete('event');
            setParams(next, { replace: true });
          }}
        />
      ) : null}

      <TitledSection
        id="events-title"
        title={t`Upcoming events`}
        className="mt-8"
        titleClassName="mb-4 text-2xl font-bold text-lilac-950"
      >
        <EventList />
      </TitledSection>

      {isSignedIn && proposalOpened ? (
        <Suspense fallback={null}>
          <HostProposalDialog open={proposing} onOpenChange={setProposing} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}

function EventList() {
  useCatalog(eventsCatalog);
  const { t } = useLingui();
  const list = useEventList();
  const count = list.data?.pages.reduce((total, page) => total + page.items.length, 0) ?? 0;
  const { listRef, onLoadMore } = useFocusNewItems(count, 'article');

  return (
    <PagedList
      query={list}
      what={t`the events`}
      more={t`events`}
      loading={
        <SkeletonGrid count={3} className={gridStyle} label={t`Loading events…`}>
          <SessionCardSkeleton />
        </SkeletonGrid>
      }
      empty={
        <div className="rounded-2xl border border-lilac-100 bg-white p-8 text-center">
          <p role="status" className="text-xl font-bold text-lilac-950">
            <Trans>No upcoming events yet</Trans>
          </p>
          <p className="mt-2 text-neutral-700">
            <Trans>New events are announced here. In the meantime, join a free group session.</Trans>
          </p>
        </div>
      }
      onLoadMore={onLoadMore}
    >
      {(items) => (
        <>
          <p role="status" className="mb-4 font-semibold text-neutral-800">
            <EventCount shown={items.length} more={list.hasNextPage} />
          </p>
          <ul ref={listRef} className={gridStyle}>
            {items.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        </>
      )}
    </PagedList>
  );
}

/** How many events are on screen: all of them, or the first pages of more. */
function EventCount({ shown, more }: { shown: number; more: boolean }) {
  useCatalog(eventsCatalog);
  return more ? (
    <Trans>Showing the first {shown} events</Trans>
  ) : (
    <Plural value={shown} one="# event" other="# events" />
  );
}

function SharedEvent({
  id,
  returned,
  onDismiss,
}: {
  id: number;
  returned: EventCheckoutReturn | null;
  onDismiss: () => void;
}) {
  useCatalog(eventsCatalog);
  const { t } = useLingui();
  const query = useEvent(id);
  return (
    <SharedWithYou what={t`event`} query={query} goneMessage={t`This event no longer exists.`} onDismiss={onDismiss}>
      {(event) => (
        <>
          {returned ? <EventCheckoutNotice returned={returned} event={query.data} /> : null}
          <EventCard event={event} highlighted />
        </>
      )}
    </SharedWithYou>
  );
}

/**
 * Back from a paid event's checkout: say so once, and take the parameter out of the address so a reload does not
 * say it again. The events are read again (a read already under way is kept), and the notice above the shared event
 * keeps reading while the webhook is awaited.
 */
function useCheckoutReturn(): EventCheckoutReturn | null {
  const [params, setParams] = useSearchParams();
  const [returned] = useState(() => readEventCheckoutReturn(params.get('checkout')));
  const refresh = useRefreshEvents();
  const announced = useRef(false);
  const { t } = useLingui();

  useEffect(() => {
    if (!returned || announced.current) return;
    announced.current = true;
    const { title, description, variant } = EVENT_CHECKOUT_TOASTS[returned];
    toast({ title: t(title), description: t(description), variant });
    void refresh();
    const next = new URLSearchParams(params);
    next.delete('checkout');
    setParams(next, { replace: true });
  }, [returned, params, setParams, refresh, t]);

  return returned;
}
