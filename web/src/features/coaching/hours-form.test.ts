import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import { DEFAULT_AVAILABILITY } from '../../../../schema/contract/coaching-calls-rules.ts';
import { hoursInput, hoursValues, nameTheDay, nextOverride, nextRange, timeOptions } from './hours-form.ts';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

describe('the coaching hours form', () => {
  it('holds the stored hours as typed and sends them back as numbers and nulls', () => {
    const values = hoursValues({ ...DEFAULT_AVAILABILITY, weeklyCap: 5, meetingLink: 'https://meet.example/abc' });
    expect(values).toMatchObject({ noticeHours: '12', bufferMinutes: '15', horizonDays: '30', weeklyCap: '5' });
    expect(hoursInput({ ...values, weeklyCap: ' ', meetingLink: '  ' })).toMatchObject({
      noticeHours: 12,
      weeklyCap: null,
      meetingLink: null,
    });
  });

  it('sends something that is not a whole number as NaN, so the contract refuses it with its own sentence', () => {
    const values = hoursValues(DEFAULT_AVAILABILITY);
    expect(hoursInput({ ...values, noticeHours: '1.5' }).noticeHours).toBeNaN();
    expect(hoursInput({ ...values, noticeHours: '' }).noticeHours).toBeNaN();
  });

  it('sends the date overrides in date order', () => {
    const values = {
      ...hoursValues(DEFAULT_AVAILABILITY),
      overrides: [
        { date: '2026-12-25', ranges: [] },
        { date: '2026-12-24', ranges: [] },
      ],
    };
    expect(hoursInput(values).overrides?.map((o) => o.date)).toEqual(['2026-12-24', '2026-12-25']);
  });

  it('offers every half hour, plus a stored time off the grid', () => {
    const starts = timeOptions('start', '09:15', en).map((o) => o.value);
    expect(starts[0]).toBe('00:00');
    expect(starts).toContain('09:15');
    expect(starts.indexOf('09:15')).toBe(starts.indexOf('09:00') + 1);
    expect(timeOptions('end', '', en).at(-1)).toEqual({ value: '24:00', label: '24:00 (midnight)' });
  });

  it('adds a range after the last one, and an override after the last date', () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '12:00' });
    expect(nextRange([{ start: '09:00', end: '12:00' }])).toEqual({ start: '13:00', end: '14:00' });
    expect(nextOverride([], '2026-12-01')).toEqual({ date: '2026-12-02', ranges: [] });
    expect(nextOverride([{ date: '2026-12-24', ranges: [] }], '2026-12-01').date).toBe('2026-12-25');
  });

  it('names the day a problem is on', () => {
    const values = hoursValues(DEFAULT_AVAILABILITY);
    values.weeklyHours = {
      ...values.weeklyHours,
      wed: [
        { start: '09:00', end: '11:00' },
        { start: '10:00', end: '12:00' },
      ],
    };
    values.overrides = [{ date: '2026-12-25', ranges: [{ start: '12:00', end: '10:00' }] }];
    const found = nameTheDay(
      {
        fields: {
          weeklyHours: 'Ranges on the same day must not overlap.',
          overrides: 'Each range must end after it starts.',
        },
        form: undefined,
      },
      values,
      en,
    );
    expect(found.fields.weeklyHours).toBe('Wednesday: Ranges on the same day must not overlap.');
    expect(found.fields.overrides).toBe('Friday, 25 December: Each range must end after it starts.');
  });
});
