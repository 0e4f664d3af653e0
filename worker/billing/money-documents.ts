import { sql, type SQL } from 'drizzle-orm';
import { nextNumber } from './money-in.ts';

/**
 * The credit note of a settled refund, for the batch of the verified event that settles it: the next number of the
 * credit-note sequence (gap-free: read inside the batch that writes it), the refund's amount, and the payer and the
 * operator exactly as the payment's receipt printed them, so the two documents always name the same parties. One
 * per refund (UNIQUE refund_id): a second settling event issues nothing. `refund` is a subquery naming the refunds
 * row, evaluated when the batch runs; `settling` is the condition (on `r`, the refund) under which it is issued.
 */
export function creditNoteStatement(input: { refund: SQL; settling: SQL; nowIso: string }): SQL {
  return sql`insert into money_documents
      (kind, number, payment_id, refund_id, user_id, issued_at, payer_name, payer_email, description, amount_cents,
       currency, provider, provider_reference, business_name, business_address, vat_number)
    select 'credit_note', ${nextNumber('credit_note')}, p.id, r.id, p.user_id, ${input.nowIso},
      receipt.payer_name, receipt.payer_email, 'Refund: ' || p.description, r.amount_cents, p.currency, p.provider,
      coalesce(r.provider_refund_id, p.provider_payment_id), receipt.business_name, receipt.business_address,
      receipt.vat_number
    from refunds r
      join payments p on p.id = r.payment_id
      join money_documents receipt on receipt.payment_id = p.id and receipt.kind = 'receipt'
    where r.id = ${input.refund} and ${input.settling}
    on conflict do nothing`;
}
