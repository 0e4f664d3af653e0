import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { readQuery } from '../../../lib/api/read-query.ts';

/** `GET /api/payments`: the member's receipts and credit notes, newest first. */
export function usePaymentDocuments() {
  return useQuery(readQuery(api.payments));
}
