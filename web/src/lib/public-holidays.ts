/**
 * South Africa's public holidays, worked out for any year (never typed in per year), as the Public Holidays Act 36 of
 * 1994 lists them (section 1 and its Schedule; https://www.gov.za/about-sa/public-holidays): the fixed days, Good
 * Friday and Family Day (the Friday before and the Monday after Easter Sunday), and section 2(1): a holiday that
 * falls on a Sunday makes the Monday after it a holiday too. Days the President declares now and then (an election
 * day, a once-off holiday) cannot be computed and are not here.
 */

/** The fixed holidays: month (1-12), day, name. */
const FIXED_HOLIDAYS: readonly [number, number, string][] = [
  [1, 1, "New Year's Day"],
  [3, 21, 'Human Rights Day'],
  [4, 27, 'Freedom Day'],
  [5, 1, "Workers' Day"],
  [6, 16, 'Youth Day'],
  [8, 9, "National Women's Day"],
  [9, 24, 'Heritage Day'],
  [12, 16, 'Day of Reconciliation'],
  [12, 25, 'Christmas Day'],
  [12, 26, 'Day of Goodwill'],
];

const DAY_MS = 86_400_000;
const SUNDAY = 0;

/** Easter Sunday of a Gregorian year, as a UTC midnight (the anonymous Gregorian computus, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The year's public holidays, 'YYYY-MM-DD' → name, Sunday holidays' Mondays included ("… (observed)"). */
export function publicHolidays(year: number): Map<string, string> {
  const easter = easterSunday(year).getTime();
  const days: [Date, string][] = [
    ...FIXED_HOLIDAYS.map(([month, day, name]): [Date, string] => [new Date(Date.UTC(year, month - 1, day)), name]),
    [new Date(easter - 2 * DAY_MS), 'Good Friday'],
    [new Date(easter + DAY_MS), 'Family Day'],
  ];
  const holidays = new Map(days.map(([date, name]) => [isoDay(date), name]));
  for (const [date, name] of days) {
    if (date.getUTCDay() !== SUNDAY) continue;
    const monday = isoDay(new Date(date.getTime() + DAY_MS));
    // Only Christmas can meet another holiday this way (Day of Goodwill is already its Monday): the Tuesday is not one.
    if (!holidays.has(monday)) holidays.set(monday, `${name} (observed)`);
  }
  return holidays;
}

/** The public holiday on a calendar day ('YYYY-MM-DD'), or undefined on an ordinary day. */
export function publicHolidayOn(date: string): string | undefined {
  return publicHolidays(Number(date.slice(0, 4))).get(date);
}
