import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDayAndMonth,
  formatLongDate,
  formatMessageTime,
  formatMinutes,
  formatTime,
  formatTimeRange,
  toSastInputs,
} from './date-time.ts';
import { formatCount } from './format-count.ts';

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

describe('the hand-written formats agree with Intl for en-ZA in Johannesburg', () => {
  // Every 7 hours and 13 minutes over six years: every weekday, month, hour and both sides of midnight in SAST.
  const instants = Array.from({ length: 7_500 }, (_, i) =>
    new Date(Date.UTC(2024, 0, 1) + i * (7 * 60 + 13) * 60_000).toISOString(),
  );
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-ZA', { timeZone: 'Africa/Johannesburg', ...options });
  const cases: [string, (iso: string) => string, Intl.DateTimeFormat][] = [
    ['formatDate', formatDate, intl({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })],
    ['formatLongDate', formatLongDate, intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })],
    ['formatDayAndMonth', formatDayAndMonth, intl({ weekday: 'long', day: 'numeric', month: 'long' })],
    ['formatTime', formatTime, intl({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })],
    [
      'formatMessageTime',
      formatMessageTime,
      intl({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
    ],
  ];
  it.each(cases)('%s', (_name, format, reference) => {
    for (const iso of instants) expect(format(iso)).toBe(reference.format(new Date(iso)));
  });

  it('groups whole numbers with no-break spaces, as Intl.NumberFormat does', () => {
    const reference = new Intl.NumberFormat('en-ZA');
    for (const n of [0, 7, 999, 1_000, 12_345, 999_999, 1_234_567, 40_000_000]) {
      expect(formatCount(n)).toBe(reference.format(n));
    }
  });
});
