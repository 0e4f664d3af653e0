import { describe, expect, it } from 'vitest';
import { formatDate, formatMinutes, formatTime, formatTimeRange, toSastInputs } from './date-time.ts';

describe('South African dates and times', () => {
  it('shows UTC instants in Johannesburg time on a 24-hour clock', () => {
    expect(formatDate('2025-01-14T22:30:00.000Z')).toBe('Wed, 15 Jan 2025');
    expect(formatTime('2025-01-14T16:30:00.000Z')).toBe('18:30');
    expect(formatTimeRange('2025-01-14T16:30:00.000Z', '2025-01-14T17:30:00.000Z')).toBe('18:30–19:30');
    expect(formatTimeRange('2025-01-14T21:30:00.000Z', '2025-01-14T22:30:00.000Z')).toBe(
      '23:30 – Wed, 15 Jan 2025 00:30',
    );
    expect(formatMinutes(60)).toBe('60 minutes');
  });

  it('gives the date and time input values of an instant, in Johannesburg time', () => {
    expect(toSastInputs('2031-05-31T22:15:00.000Z')).toEqual({ date: '2031-06-01', time: '00:15' });
  });
});
