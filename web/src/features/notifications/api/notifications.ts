import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { NotificationPage } from '../../../../../schema/contract/notifications.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { byId, pagedQuery } from '../../../lib/api/read-query.ts';
import { markAllRead, markOneRead } from '../notification-list.ts';

const notificationsQueryKey = [api.notifications.$path()] as const;
/** A compact panel: a few notices, more on request. */
export const NOTIFICATIONS_PANEL_SIZE = 8;

type Pages = InfiniteData<NotificationPage, string | null>;

/** `GET /api/notifications`: the member's notices, newest first, with the count of unread ones. */
export function useNotifications({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    ...pagedQuery(notificationsQueryKey, (cursor, signal) =>
      answerOf(
        api.notifications.$get({ query: { limit: String(NOTIFICATIONS_PANEL_SIZE), cursor } }, { init: { signal } }),
      ),
    ),
    enabled,
  });
}

/** `POST /api/notifications/{id}/read`; the cached list is updated from the answer (no second request). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => answerOf(api.notifications[':id'].read.$post(byId(id))),
    onSuccess: (notice) =>
      queryClient.setQueryData<Pages>(notificationsQueryKey, (data) => (data ? markOneRead(data, notice) : data)),
  });
}

/** `POST /api/notifications/read-all`. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answerOf(api.notifications['read-all'].$post()),
    onSuccess: () =>
      queryClient.setQueryData<Pages>(notificationsQueryKey, (data) =>
        data ? markAllRead(data, new Date().toISOString()) : data,
      ),
  });
}
