import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesInput } from '../../../../../schema/contract/notification-preferences-rules.ts';
import { answerOf, api } from '../../../lib/api-client.ts';

const preferences = api.notifications.preferences;
const preferencesKey = [preferences.$path()] as const;

/** `GET /api/notifications/preferences`: the member's channels and what this server offers. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => answerOf(preferences.$get(undefined, { init: { signal } })),
  });
}

/** `PUT /api/notifications/preferences`; the cache takes the saved answer (no second request). */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferencesInput) => answerOf(preferences.$put({ json: input })),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
