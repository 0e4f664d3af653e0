import { sql, type SQL } from 'drizzle-orm';
import type { PaymentProviderName } from '../../schema/contract/coaching.ts';
import type { BusinessDetails } from '../env.ts';
import type { Paid } from '../payments/provider.ts';
import { nextNumber, receiptNoticeStatements } from './money-documents.ts';

/**
 * Money in (docs/decisions/034-money-ledger.md). A payment that matched what the app asked for is recorded in the
 * batch of the verified event that announced it, all or nothing: the payment, its receipt with the next number of the
 * one gap-free sequence and the notice that emails it to the payer, and the ledger line that puts the whole amount in
 * the operator's account (a completed call later moves the coach's share out of it). The payment is keyed by the
 * provider's id of the money movement, so the second event about the same payment (Stripe's checkout session, then its
 * invoice) records nothing more.
 */

/**
 * What was paid for, as one row of a SELECT over the paid-for row: `user_id`, `kind`, `subscription_id`, `hold_id`,
 * `event_id` and `description`, in that order. No row (the event matched nothing) records nothing.
 */
export type PaidFor = SQL;

export function recordPayment(input: {
  provider: PaymentProviderName;
  paid: Paid;
  /** When the provider says it was paid (ISO). */
  paidAt: string;
  nowIso: string;
  business: BusinessDetails;
  paidFor: PaidFor;
}): SQL[] {
  const { provider, paid, business } = input;
  // An event that does not name the money movement leaves it to the event that does (Stripe's invoice.paid).
  if (!paid.providerPaymentId || paid.amountCents === null || paid.currency === null) return [];
  const payment = sql`(select id from payments
    where provider = ${provider} and provider_payment_id = ${paid.providerPaymentId})`;
  return [
    sql`insert into payments
        (user_id, kind, subscription_id, hold_id, event_id, description, provider, provider_payment_id, amount_cents,
         currency, paid_at)
      select *, ${provider}, ${paid.providerPaymentId}, ${paid.amountCents}, ${paid.currency}, ${input.paidAt}
      from (${input.paidFor})
      where true -- SQLite needs a WHERE before an upsert's ON CONFLICT on an INSERT ... SELECT (parse ambiguity)
      on conflict (provider, provider_payment_id) do nothing`,
    sql`insert into ledger_lines (account, amount_cents, source, payment_id)
      select 'operator', amount_cents, 'payment:' || id, id from payments where id = ${payment}
      on conflict (source, account) do nothing`,
    sql`insert into money_documents
        (kind, number, payment_id, user_id, issued_at, payer_name, payer_email, description, amount_cents, currency,
         provider, provider_reference, business_name, business_address, vat_number)
      select 'receipt', ${nextNumber('receipt')}, p.id, p.user_id, ${input.nowIso},
        trim(u.first_name || ' ' || u.last_name), u.email, p.description, p.amount_cents, p.currency, p.provider,
        p.provider_payment_id, ${business.name}, ${business.address}, ${business.vatNumber}
      from payments p join users u on u.id = p.user_id
      where p.id = ${payment}
      on conflict do nothing`,
    ...receiptNoticeStatements(payment),
  ];
}
