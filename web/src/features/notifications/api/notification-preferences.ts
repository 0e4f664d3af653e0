import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  NotificationPreferencesInput,
} from '../../../../../schema/contract/notification-preferences-rules.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const NOTIFICATION_PREFERENCES_URL = '/api/notifications/preferences';
const preferencesKey = [NOTIFICATION_PREFERENCES_URL] as const;

/** `GET /api/notifications/preferences`: the member's channels and what this server offers. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) =>
      apiJson<NotificationPreferences>('GET', NOTIFICATION_PREFERENCES_URL, undefined, { signal }),
  });
}

/** `PUT /api/notifications/preferences`; the cache takes the saved answer (no second request). */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferencesInput) =>
      apiJson<NotificationPreferences>('PUT', NOTIFICATION_PREFERENCES_URL, input),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
