import { useQuery } from '@tanstack/react-query';
import type { NotificationPreferencesInput } from '../../../../../schema/contract/notification-preferences-rules.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { readQuery, useMutationInto } from '../../../lib/api/read-query.ts';

const preferences = api.notifications.preferences;
const preferencesQuery = readQuery(preferences);

/** `GET /api/notifications/preferences`: the member's channels and what this server offers. */
export function useNotificationPreferences() {
  return useQuery(preferencesQuery);
}

/** `PUT /api/notifications/preferences`; the cache takes the saved answer (no second request). */
export function useSaveNotificationPreferences() {
  return useMutationInto(preferencesQuery, (input: NotificationPreferencesInput) =>
    answerOf(preferences.$put({ json: input })),
  );
}
