import { describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY } from '../../../schema/contract/coaching-calls.ts';
import { openSlots, weekOf, type SlotRules } from './slots.ts';

/** Monday 7 December 2026, 08:00 SAST. */
const NOW = new Date('2026-12-07T06:00:00Z');
const base: SlotRules = {
  ...DEFAULT_AVAILABILITY,
  weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, mon: [{ start: '09:00', end: '11:00' }] },
  noticeHours: 0,
  bufferMinutes: 0,
};
const slots = (rules: Partial<SlotRules>, over: Partial<Parameters<typeof openSlots>[0]> = {}) =>
  openSlots({
    rules: { ...base, ...rules },
    durationMinutes: 45,
    fromDay: '2026-12-07',
    toDay: '2026-12-07',
    busy: [],
    callsPerWeek: new Map(),
    now: NOW,
    ...over,
  });

describe('openSlots', () => {
  it('offers starts on the 30-minute grid whose whole call fits the range, in South African time', () => {
    expect(slots({})).toEqual(['2026-12-07T09:00:00+02:00', '2026-12-07T09:30:00+02:00', '2026-12-07T10:00:00+02:00']);
    expect(slots({}, { durationMinutes: 120 })).toEqual(['2026-12-07T09:00:00+02:00']);
    expect(slots({}, { durationMinutes: 121 })).toEqual([]);
  });

  it('takes several ranges a day, and a date override over the weekday (no ranges: a day off)', () => {
    const twoRanges = {
      mon: [
        { start: '09:00', end: '10:00' },
        { start: '14:00', end: '15:00' },
      ],
    };
    expect(slots({ weeklyHours: { ...base.weeklyHours, ...twoRanges } })).toEqual([
      '2026-12-07T09:00:00+02:00',
      '2026-12-07T14:00:00+02:00',
    ]);
    expect(slots({ overrides: [{ date: '2026-12-07', ranges: [] }] })).toEqual([]);
    expect(slots({ overrides: [{ date: '2026-12-07', ranges: [{ start: '18:00', end: '19:00' }] }] })).toEqual([
      '2026-12-07T18:00:00+02:00',
    ]);
    // An override on a day the week leaves empty opens it.
    expect(
      slots(
        { overrides: [{ date: '2026-12-08', ranges: [{ start: '07:00', end: '08:00' }] }] },
        { fromDay: '2026-12-08', toDay: '2026-12-08' },
      ),
    ).toEqual(['2026-12-08T07:00:00+02:00']);
  });

  it('keeps the minimum notice and the horizon', () => {
    // 08:00 now + 2 hours of notice: 09:00 and 09:30 are too soon.
    expect(slots({ noticeHours: 2 })).toEqual(['2026-12-07T10:00:00+02:00']);
    const farDay = { fromDay: '2026-12-14', toDay: '2026-12-14' };
    expect(slots({ horizonDays: 7 }, farDay)).toEqual([]);
    expect(slots({ horizonDays: 8 }, farDay)).toHaveLength(3);
  });

  it('keeps the buffer from booked calls, group sessions and events the coach hosts', () => {
    // A busy 10:00-10:30 (UTC 08:00-08:30).
    const busy = [{ startsAt: '2026-12-07T08:00:00.000Z', endsAt: '2026-12-07T08:30:00.000Z' }];
    // 45-minute calls: 09:00-09:45 ends before 10:00; none else fits without the buffer...
    expect(slots({}, { busy })).toEqual(['2026-12-07T09:00:00+02:00']);
    // ...15 minutes of buffer still leave 09:00 (it ends 09:45), 20 do not.
    expect(slots({ bufferMinutes: 15 }, { busy })).toEqual(['2026-12-07T09:00:00+02:00']);
    expect(slots({ bufferMinutes: 20 }, { busy })).toEqual([]);
    // A call may end exactly when the busy time starts, or start exactly when it ends.
    expect(slots({ weeklyHours: { ...base.weeklyHours, mon: [{ start: '09:00', end: '12:00' }] } }, { busy })).toEqual([
      '2026-12-07T09:00:00+02:00',
      '2026-12-07T10:30:00+02:00',
      '2026-12-07T11:00:00+02:00',
    ]);
  });

  it('offers nothing in a week at the coach’s cap, and the next week again', () => {
    const twoWeeks = { fromDay: '2026-12-07', toDay: '2026-12-14' };
    const full = new Map([['2026-12-07', 3]]);
    expect(slots({ weeklyCap: 3 }, { ...twoWeeks, callsPerWeek: full })).toEqual([
      '2026-12-14T09:00:00+02:00',
      '2026-12-14T09:30:00+02:00',
      '2026-12-14T10:00:00+02:00',
    ]);
    expect(slots({ weeklyCap: 4 }, { ...twoWeeks, callsPerWeek: full })).toHaveLength(6);
    expect(slots({ weeklyCap: null }, { ...twoWeeks, callsPerWeek: full })).toHaveLength(6);
  });

  it('puts SAST midnight where it is: a range to 24:00, and a Sunday-night week boundary', () => {
    const lateSunday = { sun: [{ start: '23:00', end: '24:00' }] };
    const sunday = { fromDay: '2026-12-13', toDay: '2026-12-13' };
    // 23:00-23:45 SAST on Sunday is 21:00 UTC; 23:30 does not fit before midnight.
    expect(slots({ weeklyHours: { ...base.weeklyHours, ...lateSunday } }, { ...sunday, durationMinutes: 45 })).toEqual([
      '2026-12-13T23:00:00+02:00',
    ]);
    // 00:30 SAST Monday is still Sunday in UTC, but the week (and the weekday's hours) is Monday's.
    expect(weekOf('2026-12-13')).toBe('2026-12-07');
    expect(weekOf('2026-12-14')).toBe('2026-12-14');
    const earlyMonday = { mon: [{ start: '00:00', end: '01:00' }] };
    expect(
      slots(
        { weeklyHours: { ...base.weeklyHours, ...earlyMonday }, weeklyCap: 1 },
        { fromDay: '2026-12-14', toDay: '2026-12-14', callsPerWeek: new Map([['2026-12-07', 1]]) },
      ),
    ).toEqual(['2026-12-14T00:00:00+02:00']);
  });
});
