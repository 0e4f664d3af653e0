import { describe, expect, it } from 'vitest';
import { toSastInputs } from './date-time.ts';

// The dates and times shown as text are checked against Intl in schema/contract/local-formats.test.ts.
describe('South African form inputs', () => {
  it('gives the date and time input values of an instant, in Johannesburg time', () => {
    expect(toSastInputs('2031-05-31T22:15:00.000Z')).toEqual({ date: '2031-06-01', time: '00:15' });
  });
});
