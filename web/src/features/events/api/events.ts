import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Event, EventHostProposalInput, PaidRegistration } from '../../../../../schema/contract/events.ts';
import type { Page } from '../../../../../schema/contract/pagination.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { invalidateDashboard } from '../../../lib/api/dashboard.ts';
import { itemPageQuery } from '../../../lib/api/item-page-query.ts';
import { byId, itemQuery, pagedQuery } from '../../../lib/api/read-query.ts';
import { useListPageSize } from '../../../lib/data-saver.tsx';
import { seatMutation } from '../../../lib/seat-mutation.ts';

const events = api.events;
/** The first element of every event read's key: one invalidation reaches the list and the single reads. */
const eventsPath = events.$path();
export const EVENT_PAGE_SIZE = 12;

/**
 * `GET /api/events?upcoming=true`: public, soonest first, in pages of `limit` (smaller under data saver);
 * `isRegistered` is the caller's own.
 */
export const eventListQueryKey = (limit: number) => [eventsPath, 'list', limit] as const;

export function useEventList() {
  const limit = useListPageSize(EVENT_PAGE_SIZE);
  return useInfiniteQuery(
    pagedQuery(eventListQueryKey(limit), (cursor, signal) =>
      answerOf(events.$get({ query: { upcoming: 'true', limit: String(limit), cursor } }, { init: { signal } })),
    ),
  );
}

/** `GET /api/events/{id}` (share links open `/events?event={id}`). */
export function useEvent(id: number) {
  return useQuery(itemQuery(events, id));
}

/** The same read for the event's own page (`/events/{id}`): null when there is no such published event. */
export function useEventPage(id: number) {
  return useQuery(itemPageQuery(events, id));
}

/** Reads an event again and puts the fresh copy in every list (its seats have just changed). */
async function refreshEvent(client: QueryClient, id: number): Promise<void> {
  applyEventChange(client, await client.fetchQuery({ ...itemQuery(events, id), staleTime: 0 }));
}

/**
 * `POST /api/events/{id}/register`. A free event: 201 new, 200 already registered. A paid event: 202 with the seat
 * held and `checkout` (where to pay); the registration is confirmed later by the provider's webhook. 409 'Event
 * Full'; 503 when this server takes no payments. After a refusal the seat count has probably moved, so the event
 * is read again.
 */
export const useRegisterForEvent = seatMutation({
  send: (id: number) => events[':id'].register.$post(byId(id)),
  apply: (client, fresh) => {
    // The checkout is for this one navigation; the cached event keeps its seatHold (to resume the checkout).
    const { checkout: _checkout, ...event } = fresh as PaidRegistration;
    applyEventChange(client, event);
  },
  reread: refreshEvent,
});

/**
 * Reads every cached event again: after a checkout (the webhook may have confirmed a seat) and when a held seat's
 * time runs out (the hold is released, the seat count drops).
 */
export function useRefreshEvents() {
  const client = useQueryClient();
  return useCallback(
    () =>
      // A read already under way (the page's first) is kept rather than restarted.
      Promise.all([
        client.invalidateQueries({ queryKey: [eventsPath] }, { cancelRefetch: false }),
        invalidateDashboard(client, { cancelRefetch: false }),
      ]),
    [client],
  );
}

/** `DELETE /api/events/{id}/register`: frees the seat (idempotent). */
export const useCancelEventRegistration = seatMutation({
  send: (id: number) => events[':id'].register.$delete(byId(id)),
  apply: applyEventChange,
});

/**
 * `POST /api/events/{id}/waitlist`: 201 in line (or a free seat taken: registered on a free event, held to pay for on
 * a paid one), 200 unchanged. After a refusal the event is read again.
 */
export const useJoinEventWaitlist = seatMutation({
  send: (id: number) => events[':id'].waitlist.$post(byId(id)),
  apply: applyEventChange,
  reread: refreshEvent,
});

/** `DELETE /api/events/{id}/waitlist`: leaves the line (idempotent). */
export const useLeaveEventWaitlist = seatMutation({
  send: (id: number) => events[':id'].waitlist.$delete(byId(id)),
  apply: applyEventChange,
});

/** `POST /api/event-host-proposals` ("Become an Event Host"), signed in: nothing on screen lists them. */
export function useProposeEvent() {
  return useMutation({
    mutationFn: (input: EventHostProposalInput) => answerOf(api['event-host-proposals'].$post({ json: input })),
  });
}

type Cached = Event | InfiniteData<Page<Event>>;

/** Puts the server's fresh copy of an event into the cached list and single reads; the dashboard counts it. */
function applyEventChange(client: QueryClient, event: Event): void {
  client.setQueriesData<Cached>({ queryKey: [eventsPath] }, (data) => {
    if (!data || typeof data !== 'object') return data;
    if ('pages' in data) {
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.id === event.id ? event : item)),
        })),
      };
    }
    return data.id === event.id ? event : data;
  });
  void invalidateDashboard(client);
}
