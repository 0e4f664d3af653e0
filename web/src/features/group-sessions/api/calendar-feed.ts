import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyCalendarFeed } from '../../../../../schema/contract/calendar.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { readQuery } from '../../../lib/api/read-query.ts';

const calendarFeed = api['calendar-feed'];
const calendarFeedQuery = readQuery(calendarFeed);

/** `GET /api/calendar-feed`: the caller's private feed link, shown again (or why it cannot be). */
export function useMyCalendarFeed() {
  return useQuery(calendarFeedQuery);
}

/**
 * `POST /api/calendar-feed`: makes the caller's private feed link, or replaces it (the old one stops working). The
 * answer is the new link, so the card shows it at once.
 */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answerOf(calendarFeed.$post()),
    onSuccess: (feed) =>
      queryClient.setQueryData<MyCalendarFeed>(calendarFeedQuery.queryKey, {
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
    mutationFn: () => answerOf(calendarFeed.$delete()),
    onSuccess: () =>
      queryClient.setQueryData<MyCalendarFeed>(calendarFeedQuery.queryKey, {
        active: false,
        feed: null,
        createdAt: null,
      }),
  });
}
