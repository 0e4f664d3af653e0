import { useMutation } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../../../schema/contract/calendar.ts';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';

export const CALENDAR_FEED_URL = '/api/calendar-feed';

/**
 * `POST /api/calendar-feed`: makes the caller's private feed link, or replaces it (the old one stops working).
 * The server keeps only a hash, so the link is in this answer only: nothing is cached.
 */
export function useCreateCalendarFeed() {
  return useMutation({ mutationFn: () => apiJson<CalendarFeed>('POST', CALENDAR_FEED_URL) });
}

/** `DELETE /api/calendar-feed`: switches the feed off (204). */
export function useDeleteCalendarFeed() {
  return useMutation({ mutationFn: () => apiRequest('DELETE', CALENDAR_FEED_URL) });
}
