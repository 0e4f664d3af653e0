import { env } from 'cloudflare:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatRand } from '../../schema/contract/money-rules.ts';
import { documentNumberLabel, type PaymentDocumentList } from '../../schema/contract/payments.ts';
import { moneyDocuments, notificationOutbox, notificationPreferences, refunds } from '../../schema/db/index.ts';
import { rawBatch } from '../db/client.ts';
import type { AppBindings } from '../env.ts';
import { createUser, db, signedInAdmin, signedInMember, signIn } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { emailsTo } from '../test/outbox.ts';
import { deliverNoticesToLocalOutbox, deliverSandboxWebhook, heldSeatPayment, receiptOf } from '../test/receipts.ts';
import { creditNoteStatements, DOCUMENT_NOTICE_KIND, randSql } from './money-documents.ts';

/**
 * Receipts and credit notes: issued once, numbered without gaps, emailed to the payer, listed for them and printable
 * for them (or an admin) only. Payments go through the real webhook route, as the test checkout sends them.
 */

const WITH_VAT: AppBindings = {
  ...env,
  BUSINESS_NAME: 'Sebenza Holdings (Pty) Ltd',
  BUSINESS_ADDRESS: '1 Example Street, Braamfontein, Johannesburg, 2001',
  VAT_NUMBER: '4000000000',
};

const outboxRowsOf = (userId: string) =>
  db
    .select()
    .from(notificationOutbox)
    .where(
      and(eq(notificationOutbox.userId, userId), inArray(notificationOutbox.kind, Object.values(DOCUMENT_NOTICE_KIND))),
    );

/** A member who paid for one seat, with its receipt. */
async function paidMember(bindings?: AppBindings) {
  const user = await createUser({ firstName: 'Thandi', lastName: 'Mokoena' });
  const cookie = await signIn(user.id);
  const payment = await heldSeatPayment(user.id);
  expect((await deliverSandboxWebhook(payment.payload, bindings)).status).toBe(200);
  const receipt = (await receiptOf(payment.checkoutId))!;
  expect(receipt).toBeDefined();
  return { user, cookie, payment, receipt, label: documentNumberLabel('receipt', receipt.number) };
}

describe('issuing receipts', () => {
  it('issues one receipt per payment, numbered one after another, under duplicate and concurrent webhooks', async () => {
    const user = await createUser();
    const paid = await Promise.all([1, 2, 3].map(() => heldSeatPayment(user.id)));
    // Each payment's event twice, all six at once.
    const answers = await Promise.all(paid.flatMap((p) => [p.payload, p.payload]).map((p) => deliverSandboxWebhook(p)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);

    const receipts = await db.select().from(moneyDocuments).where(eq(moneyDocuments.userId, user.id));
    expect(receipts).toHaveLength(3);
    const numbers = receipts.map((r) => r.number).sort((a, b) => a - b);
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    // No number of the sequence is missing below them either.
    const [{ count, top }] = (
      await rawBatch(db, [
        sql`select count(*) as count, max(number) as top from money_documents where kind = 'receipt'`,
      ])
    )[0] as [{ count: number; top: number }];
    expect(count).toBe(top);

    // Each told once, in the app and by email.
    const rows = await outboxRowsOf(user.id);
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'email', 'email', 'in_app', 'in_app', 'in_app']);
    for (const receipt of receipts) {
      expect(rows.filter((row) => row.text.includes(documentNumberLabel('receipt', receipt.number)))).toHaveLength(2);
    }
  });

  it('copies what it prints: the payer, what was bought, the amount and the provider reference', async () => {
    const { user, receipt, payment } = await paidMember();
    expect(receipt).toMatchObject({
      kind: 'receipt',
      payerName: 'Thandi Mokoena',
      payerEmail: user.email,
      description: `Event seat: ${payment.event.title}`,
      amountCents: 15_000,
      currency: 'ZAR',
      providerReference: payment.checkoutId,
      refundId: null,
    });
  });

  it('emails the receipt to the payer (the local outbox here), with its number, amount and where to find it', async () => {
    const { user, label } = await paidMember();
    // The webhook's request delivered its notices when it was done, as every write does.
    const emails = (await emailsTo(user.email)).filter((email) => email.text.includes(label));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toContain(`Your receipt ${label}: R150.00 for Event seat:`);
    expect(emails[0]!.text).toContain('It is under Payments on your profile, to view or print.');
    expect(emails[0]!.text).toMatch(/^Open Sebenza: https?:\/\/\S+\/edit-profile#payments$/m);
  });

  it('writes the receipt email even for a member who turned email notices off: it is a record, not news', async () => {
    const user = await createUser();
    await db.insert(notificationPreferences).values({ userId: user.id, emailEnabled: false });
    const payment = await heldSeatPayment(user.id);
    expect((await deliverSandboxWebhook(payment.payload)).status).toBe(200);
    expect((await outboxRowsOf(user.id)).map((row) => row.channel).sort()).toEqual(['email', 'in_app']);
  });

  it('writes rand the way the app does, in SQL', async () => {
    const amounts = [1, 99, 100, 15_000, 29_900, 123_456_789];
    const [rows] = await rawBatch(db, [
      sql`select value as cents, ${randSql(sql`value`)} as rand from json_each(${JSON.stringify(amounts)})`,
    ]);
    expect(rows!.map((row) => [row.cents, row.rand])).toEqual(
      amounts.map((cents) => [cents, formatRand(cents, { cents: 'always' })]),
    );
  });
});

describe('the printable receipt', () => {
  it('shows its payer everything a receipt prints, and "VAT registered" only without a VAT number set', async () => {
    const { user, cookie, label, payment } = await paidMember();
    const res = await api(`/api/payments/documents/${label}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const page = await res.text();
    for (const text of [
      `Receipt <span class="number">${label}</span>`,
      'Thandi Mokoena',
      user.email,
      `Event seat: ${payment.event.title}`,
      'R150.00',
      payment.checkoutId,
      '<strong>Sebenza</strong>',
      '@media print',
    ]) {
      expect(page).toContain(text);
    }
    expect(page).not.toContain('VAT');
    expect(page).not.toContain('<script');
  });

  it('prints the operator address and "VAT registered" with the VAT number when one is configured', async () => {
    const { cookie, label } = await paidMember(WITH_VAT);
    const page = await (await api(`/api/payments/documents/${label}`, { cookie })).text();
    expect(page).toContain('<strong>Sebenza Holdings (Pty) Ltd</strong>');
    expect(page).toContain('1 Example Street, Braamfontein, Johannesburg, 2001');
    expect(page).toContain('VAT registered · VAT number 4000000000');
  });

  it('opens for an admin, and is not found for another member exactly like a number never issued', async () => {
    const { label } = await paidMember();
    const admin = await signedInAdmin();
    expect((await api(`/api/payments/documents/${label}`, { cookie: admin.cookie })).status).toBe(200);

    const other = await signedInMember();
    const theirs = await api(`/api/payments/documents/${label}`, { cookie: other.cookie });
    const never = await api('/api/payments/documents/R-999999999', { cookie: other.cookie });
    expect(theirs.status).toBe(404);
    expect(never.status).toBe(404);
    expect(await theirs.text()).toBe(await never.text());
    // Zero padding does not matter; a malformed number is refused.
    expect((await api(`/api/payments/documents/R-${Number(label.slice(2))}`, { cookie: admin.cookie })).status).toBe(
      200,
    );
    expect((await api('/api/payments/documents/X-12', { cookie: admin.cookie })).status).toBe(400);
  });

  it('asks a visitor to sign in', async () => {
    const { label } = await paidMember();
    expect((await api(`/api/payments/documents/${label}`)).status).toBe(401);
  });
});

describe('GET /api/payments', () => {
  it("lists the member's own receipts and credit notes, newest first, and nobody else's", async () => {
    const { user, cookie, receipt, label } = await paidMember();
    const later = await heldSeatPayment(user.id, 29_900);
    await deliverSandboxWebhook(later.payload);
    const laterLabel = documentNumberLabel('receipt', (await receiptOf(later.checkoutId))!.number);
    await paidMember(); // someone else's payment

    const res = await api('/api/payments', { cookie });
    expect(res.status).toBe(200);
    const list = await res.json<PaymentDocumentList>();
    expect(list.more).toBe(false);
    expect(list.items.map((item) => item.number)).toEqual([laterLabel, label]);
    expect(list.items[1]).toEqual({
      id: receipt.id,
      kind: 'receipt',
      number: label,
      issuedAt: receipt.issuedAt,
      description: receipt.description,
      amountCents: 15_000,
      currency: 'ZAR',
      providerReference: receipt.providerReference,
      creditsReceipt: null,
      refundStatus: null,
      path: `/api/payments/documents/${label}`,
    });

    const stranger = await signedInMember();
    expect(await (await api('/api/payments', { cookie: stranger.cookie })).json()).toEqual({ items: [], more: false });
    expect((await api('/api/payments')).status).toBe(401);
  });
});

describe('credit notes', () => {
  /** A refund of the member's payment, as the refunds flow records it before and after the provider settles it. */
  async function refundOf(receipt: { paymentId: number }, status: 'pending' | 'succeeded', amountCents = 5_000) {
    const [row] = await db
      .insert(refunds)
      .values({ paymentId: receipt.paymentId, amountCents, reason: 'Could not attend', status })
      .returning();
    return row!;
  }
  const issue = (refundId: number) =>
    rawBatch(
      db,
      creditNoteStatements({
        refundId,
        nowIso: new Date().toISOString(),
        business: { name: 'Sebenza', address: null, vatNumber: null },
      }),
    );

  it('issues one credit note per settled refund, copying the receipt, numbered in its own sequence', async () => {
    const { user, cookie, receipt, label } = await paidMember();
    const refund = await refundOf(receipt, 'succeeded');
    await issue(refund.id);
    await issue(refund.id); // a duplicate settling event issues nothing more
    const notes = await db.select().from(moneyDocuments).where(eq(moneyDocuments.refundId, refund.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'credit_note',
      paymentId: receipt.paymentId,
      userId: user.id,
      payerName: 'Thandi Mokoena',
      payerEmail: user.email,
      description: receipt.description,
      amountCents: 5_000,
      providerReference: receipt.providerReference,
    });
    const noteLabel = documentNumberLabel('credit_note', notes[0]!.number);

    // Then a second payment, not refunded: each line speaks of its own payment only.
    const later = await heldSeatPayment(user.id);
    await deliverSandboxWebhook(later.payload);
    const list = await (await api('/api/payments', { cookie })).json<PaymentDocumentList>();
    expect(list.items.map((item) => [item.kind, item.creditsReceipt, item.refundStatus])).toEqual([
      ['receipt', null, null],
      ['credit_note', label, null],
      ['receipt', null, 'succeeded'],
    ]);
    expect(list.items[1]!.number).toBe(noteLabel);

    const page = await (await api(`/api/payments/documents/${noteLabel}`, { cookie })).text();
    expect(page).toContain(`Credit note <span class="number">${noteLabel}</span>`);
    expect(page).toMatch(new RegExp(`<dt>Credits receipt</dt>\\s*<dd>${label}</dd>`));
    expect(page).toContain('R50.00');

    // Issued outside a request here, so the sender is run as the cron runs it.
    await deliverNoticesToLocalOutbox();
    const emails = (await emailsTo(user.email)).filter((email) => email.text.includes(noteLabel));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain(`Credit note ${noteLabel}: R50.00 refunded for ${receipt.description}`);
    expect(emails[0]!.text).toContain(`(receipt ${label})`);
  });

  it('issues nothing for a refund the provider has not settled', async () => {
    const { receipt } = await paidMember();
    const refund = await refundOf(receipt, 'pending');
    await issue(refund.id);
    expect(await db.select().from(moneyDocuments).where(eq(moneyDocuments.refundId, refund.id))).toEqual([]);
  });
});
