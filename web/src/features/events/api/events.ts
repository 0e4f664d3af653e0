import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  Event,
  EventHostProposal,
  EventHostProposalInput,
  PaidRegistration,
} from '../../../../../schema/contract/events.ts';
import type { Page } from '../../../../../schema/contract/pagination.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { dashboardQueryKey } from '../../../lib/api/dashboard.ts';
import { useListPageSize } from '../../../lib/data-saver.tsx';
import { seatMutation } from '../../../lib/seat-mutation.ts';

export const EVENTS_URL = '/api/events';
export const EVENT_HOST_PROPOSALS_URL = '/api/event-host-proposals';
/** The dashboard's key (features/dashboard): it counts the caller's registrations. */
export const EVENT_PAGE_SIZE = 12;

function asPage(value: unknown): Page<Event> {
  const page = value as Partial<Page<Event>> | null;
  if (!page || typeof page !== 'object' || !Array.isArray(page.items)) {
    throw new Error('The event list had an unexpected shape.');
  }
  return {
    items: page.items,
    nextCursor: typeof page.nextCursor === 'string' && page.nextCursor ? page.nextCursor : null,
  };
}

/**
 * `GET /api/events?upcoming=true`: public, soonest first, in pages of `limit` (smaller under data saver);
 * `isRegistered` is the caller's own.
 */
export const eventListQueryKey = (limit: number) => [EVENTS_URL, 'list', limit] as const;

export function useEventList() {
  const limit = useListPageSize(EVENT_PAGE_SIZE);
  return useInfiniteQuery({
    queryKey: eventListQueryKey(limit),
    queryFn: async ({ pageParam, signal }) => {
      const query = new URLSearchParams({ upcoming: 'true', limit: String(limit) });
      if (pageParam) query.set('cursor', pageParam);
      return asPage(await apiJson('GET', `${EVENTS_URL}?${query}`, undefined, { signal }));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<Event>) => last.nextCursor ?? undefined,
  });
}

/** `GET /api/events/{id}` (share links open `/events?event={id}`). */
export const eventQueryKey = (id: number) => [EVENTS_URL, 'one', id] as const;

function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: eventQueryKey(id),
    queryFn: ({ signal }) => apiJson<Event>('GET', `${EVENTS_URL}/${id}`, undefined, { signal }),
  });
}

export function useEvent(id: number) {
  return useQuery(eventQueryOptions(id));
}

/** Reads an event again and puts the fresh copy in every list (its seats have just changed). */
async function refreshEvent(client: QueryClient, id: number): Promise<void> {
  applyEventChange(client, await client.fetchQuery({ ...eventQueryOptions(id), staleTime: 0 }));
}

/**
 * `POST /api/events/{id}/register`. A free event: 201 new, 200 already registered. A paid event: 202 with the seat
 * held and `checkout` (where to pay); the registration is confirmed later by the provider's webhook. 409 'Event
 * Full'; 503 when this server takes no payments. After a refusal the seat count has probably moved, so the event
 * is read again.
 */
export const useRegisterForEvent = seatMutation<Event | PaidRegistration>({
  method: 'POST',
  path: (id) => `${EVENTS_URL}/${id}/register`,
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
        client.invalidateQueries({ queryKey: [EVENTS_URL] }, { cancelRefetch: false }),
        client.invalidateQueries({ queryKey: dashboardQueryKey }, { cancelRefetch: false }),
      ]),
    [client],
  );
}

/** `DELETE /api/events/{id}/register`: frees the seat (idempotent). */
export const useCancelEventRegistration = seatMutation<Event>({
  method: 'DELETE',
  path: (id) => `${EVENTS_URL}/${id}/register`,
  apply: applyEventChange,
});

/**
 * `POST /api/events/{id}/waitlist`: 201 in line (or a free seat taken: registered on a free event, held to pay for on
 * a paid one), 200 unchanged. After a refusal the event is read again.
 */
export const useJoinEventWaitlist = seatMutation<Event>({
  method: 'POST',
  path: (id) => `${EVENTS_URL}/${id}/waitlist`,
  apply: applyEventChange,
  reread: refreshEvent,
});

/** `DELETE /api/events/{id}/waitlist`: leaves the line (idempotent). */
export const useLeaveEventWaitlist = seatMutation<Event>({
  method: 'DELETE',
  path: (id) => `${EVENTS_URL}/${id}/waitlist`,
  apply: applyEventChange,
});

/** `POST /api/event-host-proposals` ("Become an Event Host"), signed in: nothing on screen lists them. */
export function useProposeEvent() {
  return useMutation({
    mutationFn: (input: EventHostProposalInput) => apiJson<EventHostProposal>('POST', EVENT_HOST_PROPOSALS_URL, input),
  });
}

type Cached = Event | InfiniteData<Page<Event>>;

/** Puts the server's fresh copy of an event into the cached list and single reads; the dashboard counts it. */
function applyEventChange(client: QueryClient, event: Event): void {
  client.setQueriesData<Cached>({ queryKey: [EVENTS_URL] }, (data) => {
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
  void client.invalidateQueries({ queryKey: dashboardQueryKey });
}
