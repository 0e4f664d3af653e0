import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { readQuery } from '../../../lib/api/read-query.ts';

const deliveries = api.admin['local-deliveries'];

/** `GET /api/admin/local-deliveries`: what the local email and WhatsApp channels recorded instead of sending. */
export function useLocalDeliveries() {
  return useQuery(readQuery(deliveries));
}
