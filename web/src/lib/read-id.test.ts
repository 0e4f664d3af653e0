import { describe, expect, it } from 'vitest';
import { readId } from './read-id.ts';

describe('readId', () => {
  it('reads a positive whole number from the address bar, else null', () => {
    expect(readId('12')).toBe(12);
    expect(readId('0')).toBeNull();
    expect(readId('abc')).toBeNull();
    expect(readId('1.5')).toBeNull();
    expect(readId('1234567890')).toBeNull();
    expect(readId(null)).toBeNull();
  });
});
