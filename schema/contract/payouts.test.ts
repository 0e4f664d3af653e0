import { describe, expect, it } from 'vitest';
import { EarningsQuerySchema, monthBounds, monthOf, PayoutAccountInputSchema } from './payouts.ts';

describe('payout months', () => {
  it('names the South African month, which starts two hours before UTC midnight', () => {
    expect(monthOf(new Date('2026-11-30T21:59:00Z'))).toBe('2026-11');
    expect(monthOf(new Date('2026-11-30T22:00:00Z'))).toBe('2026-12');
    expect(monthOf(new Date('2026-01-15T10:00:00Z'), -1)).toBe('2025-12');
    expect(monthBounds('2026-12')).toEqual({
      startIso: '2026-11-30T22:00:00.000Z',
      endIso: '2026-12-31T22:00:00.000Z',
    });
  });

  it('accepts only real months', () => {
    expect(EarningsQuerySchema.safeParse({ month: '2026-12' }).success).toBe(true);
    expect(EarningsQuerySchema.safeParse({ month: '2026-13' }).success).toBe(false);
    expect(EarningsQuerySchema.safeParse({}).success).toBe(true);
  });
});

describe('PayoutAccountInputSchema', () => {
  const account = {
    bankCode: '470010',
    accountNumber: '1234 567-890',
    accountName: 'Sipho Dube',
    idNumber: '8001015009087',
  };

  it('keeps the digits of an account number typed with spaces or dashes', () => {
    expect(PayoutAccountInputSchema.parse(account).accountNumber).toBe('1234567890');
  });

  it('refuses an account number outside 6 to 11 digits and an ID number that is not 13 digits', () => {
    expect(PayoutAccountInputSchema.safeParse({ ...account, accountNumber: '12345' }).success).toBe(false);
    expect(PayoutAccountInputSchema.safeParse({ ...account, accountNumber: '123456789012' }).success).toBe(false);
    expect(PayoutAccountInputSchema.safeParse({ ...account, idNumber: '80010150090' }).success).toBe(false);
  });
});
