import { describe, expect, it } from 'vitest';
import { documentAmount, documentName, documentNote } from './payment-documents.ts';

describe('a line of the Payments list', () => {
  it('names the document by its title and number', () => {
    expect(documentName({ kind: 'receipt', number: 'R-000123' })).toBe('Receipt R-000123');
    expect(documentName({ kind: 'credit_note', number: 'CN-000007' })).toBe('Credit note CN-000007');
  });

  it('shows money paid in rand, and money given back with a minus sign', () => {
    expect(documentAmount({ kind: 'receipt', amountCents: 29_900 })).toBe('R299.00');
    expect(documentAmount({ kind: 'credit_note', amountCents: 125_050 })).toBe('-R1,250.50');
  });

  it("says which receipt a credit note credits, or how a receipt's refund stands", () => {
    expect(documentNote({ creditsReceipt: 'R-000123', refundStatus: null })).toBe('Credits receipt R-000123');
    expect(documentNote({ creditsReceipt: null, refundStatus: 'pending' })).toBe('Refund on its way');
    expect(documentNote({ creditsReceipt: null, refundStatus: 'succeeded' })).toBe('Refunded: see the credit note');
    expect(documentNote({ creditsReceipt: null, refundStatus: null })).toBeNull();
  });
});
