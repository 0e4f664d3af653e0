import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import { documentAmount, documentName, documentNote } from './payment-documents.ts';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

describe('a line of the Payments list', () => {
  it('names the document by its title and number', () => {
    expect(documentName({ kind: 'receipt', number: 'R-000123' }, en)).toBe('Receipt R-000123');
    expect(documentName({ kind: 'credit_note', number: 'CN-000007' }, en)).toBe('Credit note CN-000007');
  });

  it('shows money paid in rand, and money given back with a minus sign', () => {
    expect(documentAmount({ kind: 'receipt', amountCents: 29_900 }, en)).toBe('R299.00');
    expect(documentAmount({ kind: 'credit_note', amountCents: 125_050 }, en)).toBe('-R1,250.50');
  });

  it("says which receipt a credit note credits, or how a receipt's refund stands", () => {
    expect(documentNote({ creditsReceipt: 'R-000123', refundStatus: null }, en)).toBe('Credits receipt R-000123');
    expect(documentNote({ creditsReceipt: null, refundStatus: 'pending' }, en)).toBe('Refund on its way');
    expect(documentNote({ creditsReceipt: null, refundStatus: 'succeeded' }, en)).toBe('Refunded: see the credit note');
    expect(documentNote({ creditsReceipt: null, refundStatus: null }, en)).toBeNull();
  });
});
