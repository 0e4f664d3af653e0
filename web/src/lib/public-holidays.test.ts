import { describe, expect, it } from 'vitest';
import { easterSunday, publicHolidayOn, publicHolidays } from './public-holidays.ts';

describe("South Africa's public holidays", () => {
  it('finds Easter Sunday for any year', () => {
    const easter = (year: number) => easterSunday(year).toISOString().slice(0, 10);
    expect(easter(2024)).toBe('2024-03-31');
    expect(easter(2025)).toBe('2025-04-20');
    expect(easter(2026)).toBe('2026-04-05');
    expect(easter(2027)).toBe('2027-03-28');
    expect(easter(2038)).toBe('2038-04-25'); // as late as it comes
  });

  it('lists the twelve holidays of the Act, Good Friday and Family Day from Easter', () => {
    expect([...publicHolidays(2026)].sort()).toEqual([
      ['2026-01-01', "New Year's Day"],
      ['2026-03-21', 'Human Rights Day'],
      ['2026-04-03', 'Good Friday'],
      ['2026-04-06', 'Family Day'],
      ['2026-04-27', 'Freedom Day'],
      ['2026-05-01', "Workers' Day"],
      ['2026-06-16', 'Youth Day'],
      ['2026-08-09', "National Women's Day"],
      ['2026-08-10', "National Women's Day (observed)"], // 9 August 2026 is a Sunday
      ['2026-09-24', 'Heritage Day'],
      ['2026-12-16', 'Day of Reconciliation'],
      ['2026-12-25', 'Christmas Day'],
      ['2026-12-26', 'Day of Goodwill'],
    ]);
  });

  it('makes the Monday a holiday when one falls on a Sunday, and no day twice', () => {
    expect(publicHolidayOn('2027-03-22')).toBe('Human Rights Day (observed)'); // 21 March 2027 is a Sunday
    expect(publicHolidayOn('2027-03-23')).toBeUndefined();
    // Christmas 2022 was a Sunday: its Monday is already the Day of Goodwill.
    expect(publicHolidayOn('2022-12-26')).toBe('Day of Goodwill');
    expect(publicHolidayOn('2022-12-27')).toBeUndefined();
    // In 2022 Workers' Day was a Sunday too: twelve holidays and one Monday.
    expect(publicHolidayOn('2022-05-02')).toBe("Workers' Day (observed)");
    expect(publicHolidays(2022).size).toBe(13);
  });

  it('says nothing of an ordinary day', () => {
    expect(publicHolidayOn('2027-01-08')).toBeUndefined();
    expect(publicHolidayOn('2027-01-01')).toBe("New Year's Day");
  });
});
