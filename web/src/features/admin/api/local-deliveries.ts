import { useQuery } from '@tanstack/react-query';
import type { LocalDeliveries } from '../../../../../schema/contract/notification-preferences-rules.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const LOCAL_DELIVERIES_URL = '/api/admin/local-deliveries';

/** `GET /api/admin/local-deliveries`: what the local email and WhatsApp channels recorded instead of sending. */
export function useLocalDeliveries() {
  return useQuery({
    queryKey: [LOCAL_DELIVERIES_URL],
    queryFn: ({ signal }) => apiJson<LocalDeliveries>('GET', LOCAL_DELIVERIES_URL, undefined, { signal }),
  });
}
