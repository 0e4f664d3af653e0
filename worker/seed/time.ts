/**
 * South Africa keeps SAST (UTC+2) all year, with no daylight saving, so a fixed offset is exact.
 * Seeded times are computed from the seed's `now` so sessions and events stay upcoming whenever it runs.
 */
const SAST_OFFSET_HOURS = 2;
const HOUR_MS = 3_600_000;

/** The UTC ISO instant of `hour:minute` SAST on the SAST calendar day `days` after (or before) `now`'s. */
export function sastAt(now: Date, days: number, hour: number, minute = 0): string {
  const local = new Date(now.getTime() + SAST_OFFSET_HOURS * HOUR_MS);
  const utc = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + days,
    hour - SAST_OFFSET_HOURS,
    minute,
  );
  return new Date(utc).toISOString();
}

/** `now` moved by a number of hours (negative for the past), as a UTC ISO string. */
export function hoursFrom(now: Date, hours: number): string {
  return new Date(now.getTime() + hours * HOUR_MS).toISOString();
}

/** The SAST calendar date (YYYY-MM-DD) `days` after (or before) `now`'s. */
export function sastDate(now: Date, days: number): string {
  return sastAt(now, days, 12).slice(0, 10);
}

/** The weekday (0 Sunday to 6 Saturday) of the SAST calendar day `days` after (or before) `now`'s. */
export function sastWeekdayIndex(now: Date, days: number): number {
  return new Date(sastAt(now, days, 12)).getUTCDay();
}
