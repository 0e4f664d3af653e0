import { describe, expect, it } from 'vitest';
import { normaliseSouthAfricanPhone } from './notification-preferences-rules.ts';

describe('normaliseSouthAfricanPhone', () => {
  it('takes a South African mobile number in the usual spellings and answers +27 and 9 digits', () => {
    for (const typed of [
      '+27821234567',
      '+27 82 123 4567',
      '0821234567',
      '082 123 4567',
      '082-123-4567',
      '(082) 123 4567',
      '27821234567',
      ' 0821234567 ',
    ]) {
      expect(normaliseSouthAfricanPhone(typed), typed).toBe('+27821234567');
    }
  });

  it('refuses other countries, wrong lengths, a 0 after +27, letters and empty input', () => {
    for (const typed of [
      '+12025550100',
      '+27 082 123 4567',
      '082123456',
      '08212345678',
      '+278212345678',
      '0021234567',
      '082 ABC 4567',
      '',
      '+27',
    ]) {
      expect(normaliseSouthAfricanPhone(typed), typed).toBeNull();
    }
  });
});
