import { useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { PaymentKind, RefundRequest } from '../../../../../schema/contract/refunds.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { byId, pagedQuery } from '../../../lib/api/read-query.ts';
import { invalidateEvents } from '../../../lib/api/events.ts';
import { useAdminAction } from './admin.ts';

const payments = api.admin.payments;

/** What the payments list shows: a search (payer, what was bought, provider id) and a kind ('all' for both). */
export type PaymentFilter = { q: string; kind: PaymentKind | 'all' };

const paymentsKeys = {
  all: [payments.$path()] as const,
  list: (filter: PaymentFilter) => [payments.$path(), filter.kind, filter.q] as const,
};

/** `GET /api/admin/payments`: newest first, each with its refunds. */
export const useAdminPayments = (filter: PaymentFilter) =>
  useInfiniteQuery(
    pagedQuery(paymentsKeys.list(filter), (cursor, signal) =>
      answerOf(
        payments.$get(
          { query: { q: filter.q || undefined, kind: filter.kind === 'all' ? undefined : filter.kind, cursor } },
          { init: { signal } },
        ),
      ),
    ),
  );

/**
 * `POST /api/admin/payments/:id/refunds`: the refund is asked of the provider (and, with the test checkout, settled at
 * once). Refreshes the payments list, and events (a released seat frees up).
 */
export function useRefundPayment(paymentId: number) {
  const { t } = useLingui();
  return useAdminAction({
    action: (input: RefundRequest) => answerOf(payments[':id'].refunds.$post({ ...byId(paymentId), json: input })),
    refresh: (client) => {
      void client.invalidateQueries({ queryKey: paymentsKeys.all });
      invalidateEvents(client);
    },
    success: (payment) => {
      const refund = payment.refunds.at(-1);
      const what = payment.description;
      return {
        title: refund?.status === 'succeeded' ? t`Refunded` : t`Refund asked`,
        description:
          refund?.status === 'succeeded'
            ? t`${what}: the refund went through.`
            : t`${what}: the provider will confirm the refund.`,
      };
    },
    failureTitle: t`Refund not made`,
  });
}
