import { describe, expect, it } from 'vitest';
import { formatRand } from './money-rules.ts';

describe('formatRand', () => {
  it('writes whole rand with comma thousands and cents only when there are some', () => {
    expect(formatRand(0)).toBe('R0');
    expect(formatRand(29_900)).toBe('R299');
    expect(formatRand(29_950)).toBe('R299.50');
    expect(formatRand(99)).toBe('R0.99');
    expect(formatRand(200_000)).toBe('R2,000');
    expect(formatRand(125_000_000)).toBe('R1,250,000');
    expect(formatRand(150_050)).toBe('R1,500.50');
    expect(formatRand(-150_050)).toBe('-R1,500.50');
  });

  it('writes two decimals always where the spec shows them (event prices)', () => {
    expect(formatRand(15_000, { cents: 'always' })).toBe('R150.00');
    expect(formatRand(5, { cents: 'always' })).toBe('R0.05');
    expect(formatRand(12_345_600, { cents: 'always' })).toBe('R123,456.00');
  });
});
