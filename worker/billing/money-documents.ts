import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  DOCUMENT_NUMBER_DIGITS,
  DOCUMENT_NUMBER_PREFIX,
  PAYMENTS_SECTION_PATH,
  type MoneyDocumentKind,
} from '../../schema/contract/payments.ts';
import { moneyDocuments, notificationOutbox, users } from '../../schema/db/index.ts';
import type { BusinessDetails } from '../env.ts';
import type { NotificationChannelName } from '../outbox/channels/channel.ts';
import { outboxRow } from '../outbox/outbox.ts';

/*
 * Receipts and credit notes as they are issued (docs/decisions/034-money-ledger.md): each is a row of money_documents
 * numbered from its kind's gap-free sequence, written in the batch of the verified provider event that moved the
 * money, together with the notice that tells the payer (in the app, and by email with the document's number, amount
 * and what it was for). The notice's dedupe key names the document, so a document is told once however often the
 * statements run.
 */

/** Outbox kinds of the notices a document sends. */
export const DOCUMENT_NOTICE_KIND: Record<MoneyDocumentKind, string> = {
  receipt: 'receipt-issued',
  credit_note: 'credit-note-issued',
};

/** A document's number as people read it ('R-000123'), in SQL: the same words as `documentNumberLabel`. */
export const documentNumberSql = (kind: MoneyDocumentKind, number: SQL | SQLiteColumn) =>
  sql<string>`${DOCUMENT_NUMBER_PREFIX[kind]} || printf(${`%0${DOCUMENT_NUMBER_DIGITS}d`}, ${number})`;

/**
 * An amount in cents as rand in SQL, the same words as `formatRand(cents, { cents: 'always' })` ('R1,250.00'), for a
 * notice written by an INSERT ... SELECT. Amounts of money are never negative here (a CHECK holds them above zero).
 */
export const randSql = (cents: SQL | SQLiteColumn) =>
  sql<string>`'R' || printf('%,d', ${cents} / 100) || '.' || printf('%02d', ${cents} % 100)`;

/**
 * The next number of a document kind's sequence. Gap-free because it is read inside the batch that writes it (D1 runs
 * a batch as one transaction, one writer at a time); the UNIQUE (kind, number) index is the last guard.
 */
export const nextNumber = (kind: MoneyDocumentKind) =>
  sql`(select coalesce(max(number), 0) + 1 from money_documents where kind = ${kind})`;

const OUTBOX_COLUMNS = sql.join(
  Object.values(getTableColumns(notificationOutbox)).map((column) => sql.identifier(column.name)),
  sql`, `,
);

/**
 * The payer told of the document `which` selects (a condition on money_documents), in the app and by email.
 *
 * The email row is written whatever the member chose for email notices (no channelChosen condition): a receipt or
 * credit note is a record of their own money, asked for by paying, not news the app offers, and they may need it for
 * their books (the "email notices" setting is about the app's news: sessions, stories, coaching). WhatsApp is not
 * used: a document is not a chat message.
 */
function documentNoticeStatements(kind: MoneyDocumentKind, which: SQL, text: SQL): SQL[] {
  const d = moneyDocuments;
  const notice = {
    kind: DOCUMENT_NOTICE_KIND[kind],
    key: sql`${DOCUMENT_NOTICE_KIND[kind]} || ':' || ${d.id}`,
    text,
    link: PAYMENTS_SECTION_PATH,
  };
  const forChannel = (channel: NotificationChannelName) => {
    const rows = new QueryBuilder()
      .select(outboxRow(channel, notice))
      .from(d)
      .innerJoin(users, eq(users.id, d.userId))
      .where(and(eq(d.kind, kind), which));
    // The WHERE above also settles SQLite's parse ambiguity of an upsert on INSERT ... SELECT.
    return sql`insert into notification_outbox (${OUTBOX_COLUMNS}) ${rows.getSQL()}
      on conflict (dedupe_key, channel) do nothing`;
  };
  return [forChannel('in_app'), forChannel('email')];
}

const WHERE_TO_FIND_IT = ' It is under Payments on your profile, to view or print.';

/** The payer told of the receipt of `payment` (a subquery answering the payment's id), once. */
export function receiptNoticeStatements(payment: SQL): SQL[] {
  const d = moneyDocuments;
  const text = sql`'Your receipt ' || ${documentNumberSql('receipt', d.number)} || ': ' || ${randSql(d.amountCents)}
    || ' for ' || ${d.description} || '.' || ${WHERE_TO_FIND_IT}`;
  return documentNoticeStatements('receipt', sql`${d.paymentId} = ${payment}`, text);
}

/**
 * The credit note of a refund, for the D1 batch of the verified provider event that settles it, placed AFTER the
 * statement that marks the refund 'succeeded': it is issued only while the refund is succeeded, so a batch in which the
 * settling did not take effect (a duplicate event, a refund that failed) issues nothing, and at most one per refund
 * (refund_id is UNIQUE). It takes the next credit-note number, the refund's amount, and what it credits from the
 * payment's receipt: the payer's name and email and the description as that receipt printed them. The provider's
 * reference is the provider's refund id (the payment's reference until the provider named one). `business` is the
 * operator as it is when the credit note is issued (`c.var.config.business`). The payer is told (in the app and by
 * email) in the same batch.
 *
 * `refundId` is the refund's id, or a subquery answering it.
 */
export function creditNoteStatements(input: {
  refundId: number | SQL;
  nowIso: string;
  business: BusinessDetails;
}): SQL[] {
  const { business } = input;
  const refund = sql`(${input.refundId})`;
  const issue = sql`insert into money_documents
      (kind, number, payment_id, refund_id, user_id, issued_at, payer_name, payer_email, description, amount_cents,
       currency, provider, provider_reference, business_name, business_address, vat_number)
    select 'credit_note', ${nextNumber('credit_note')}, f.payment_id, f.id, r.user_id, ${input.nowIso}, r.payer_name,
      r.payer_email, r.description, f.amount_cents, r.currency, r.provider,
      coalesce(f.provider_refund_id, r.provider_reference), ${business.name}, ${business.address}, ${business.vatNumber}
    from refunds f join money_documents r on r.payment_id = f.payment_id and r.kind = 'receipt'
    where f.id = ${refund} and f.status = 'succeeded'
    on conflict do nothing`;
  const d = moneyDocuments;
  const receiptNumber = sql`(select ${documentNumberSql('receipt', sql`r.number`)} from money_documents r
    where r.payment_id = ${d.paymentId} and r.kind = 'receipt')`;
  const text = sql`'Credit note ' || ${documentNumberSql('credit_note', d.number)} || ': ' || ${randSql(d.amountCents)}
    || ' refunded for ' || ${d.description} || ' (receipt ' || ${receiptNumber} || ').' || ${WHERE_TO_FIND_IT}`;
  return [issue, ...documentNoticeStatements('credit_note', sql`${d.refundId} = ${refund}`, text)];
}
