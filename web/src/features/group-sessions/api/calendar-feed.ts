import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, MyCalendarFeed } from '../../../../../schema/contract/calendar.ts';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';

export const CALENDAR_FEED_URL = '/api/calendar-feed';
const calendarFeedKey = [CALENDAR_FEED_URL] as const;

/** `GET /api/calendar-feed`: the caller's private feed link, shown again (or why it cannot be). */
export function useMyCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => apiJson<MyCalendarFeed>('GET', CALENDAR_FEED_URL, undefined, { signal }),
  });
}

/**
 * `POST /api/calendar-feed`: makes the caller's private feed link, or replaces it (the old one stops working). The
 * answer is the new link, so the card shows it at once.
 */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<CalendarFeed>('POST', CALENDAR_FEED_URL),
    onSuccess: (feed) =>
      queryClient.setQueryData<MyCalendarFeed>(calendarFeedKey, {
        active: true,
        feed,
        createdAt: new Date().toISOString(),
      }),
  });
}

/** `DELETE /api/calendar-feed`: switches the feed off (204). */
export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', CALENDAR_FEED_URL),
    onSuccess: () =>
      queryClient.setQueryData<MyCalendarFeed>(calendarFeedKey, { active: false, feed: null, createdAt: null }),
  });
}
