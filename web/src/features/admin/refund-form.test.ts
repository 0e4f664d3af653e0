import { describe, expect, it } from 'vitest';
import { centsOf, toRefundInput } from './refund-form.ts';

describe('the refund form', () => {
  it('reads rand as typed into cents', () => {
    expect(centsOf('150')).toBe(15_000);
    expect(centsOf('R150.5')).toBe(15_050);
    expect(centsOf(' 1,299.99 ')).toBe(129_999);
    expect(centsOf('0.01')).toBe(1);
  });

  it('answers NaN for what is not an amount, so the contract refuses it', () => {
    for (const typed of ['', 'abc', '1.234', '-5', '1e3']) expect(centsOf(typed)).toBeNaN();
  });

  it('sends the reason trimmed and the release choice', () => {
    expect(toRefundInput({ amount: '50', reason: '  Double charged ', releases: true })).toEqual({
      amountCents: 5_000,
      reason: 'Double charged',
      releases: true,
    });
  });
});
