import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationPage } from '../../../../../schema/contract/notifications.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { markAllRead, markOneRead } from '../notification-list.ts';

export const NOTIFICATIONS_URL = '/api/notifications';
export const notificationsQueryKey = [NOTIFICATIONS_URL] as const;
/** A compact panel: a few notices, more on request. */
export const NOTIFICATIONS_PANEL_SIZE = 8;

type Pages = InfiniteData<NotificationPage, string | null>;

/** `GET /api/notifications`: the member's notices, newest first, with the count of unread ones. */
export function useNotifications({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(NOTIFICATIONS_PANEL_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return apiJson<NotificationPage>('GET', `${NOTIFICATIONS_URL}?${query}`, undefined, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** `POST /api/notifications/{id}/read`; the cached list is updated from the answer (no second request). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<Notification>('POST', `${NOTIFICATIONS_URL}/${id}/read`),
    onSuccess: (notice) =>
      queryClient.setQueryData<Pages>(notificationsQueryKey, (data) => (data ? markOneRead(data, notice) : data)),
  });
}

/** `POST /api/notifications/read-all`. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ updated: number }>('POST', `${NOTIFICATIONS_URL}/read-all`),
    onSuccess: () =>
      queryClient.setQueryData<Pages>(notificationsQueryKey, (data) =>
        data ? markAllRead(data, new Date().toISOString()) : data,
      ),
  });
}
