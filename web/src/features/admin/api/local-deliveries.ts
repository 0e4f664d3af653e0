import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client.ts';

const deliveries = api.admin['local-deliveries'];

/** `GET /api/admin/local-deliveries`: what the local email and WhatsApp channels recorded instead of sending. */
export function useLocalDeliveries() {
  return useQuery({
    queryKey: [deliveries.$path()],
    queryFn: ({ signal }) => answerOf(deliveries.$get(undefined, { init: { signal } })),
  });
}
