import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES, HTML_LANG } from './app-languages.ts';
import { formatsIn } from './local-formats.ts';

// The formats are written out from CLDR's data (local-formats.ts says why): each is checked here against Node's `Intl`,
// which carries the full ICU with all four languages, over every month and weekday and both sides of midnight.

const TIME_ZONE = 'Africa/Johannesburg';
const intl = (lang: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(lang, { timeZone: TIME_ZONE, ...options });

/** One instant a day for 40 days from each month's start, at times either side of midnight in Johannesburg. */
const instants = Array.from({ length: 12 }, (_, month) =>
  Array.from({ length: 8 }, (_, day) => [
    new Date(Date.UTC(2026, month, 1 + day * 5, 7, 5)).toISOString(),
    new Date(Date.UTC(2026, month, 1 + day * 5, 22, 59)).toISOString(),
  ]),
).flat(2);

describe.for(APP_LANGUAGES)('the formats in %s', (language) => {
  const formats = formatsIn(language);
  const lang = HTML_LANG[language];

  it('write dates and times as CLDR does, in South African time', () => {
    const short = intl(lang, { weekday: 'short', day: '2-digit', month: 'short', year: 'numeric' });
    const long = intl(lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const dayAndMonth = intl(lang, { weekday: 'long', day: '2-digit', month: 'long' });
    const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    const messageTime = intl(lang, { day: '2-digit', month: 'short', ...clock });
    const time = intl(lang, clock);
    for (const instant of instants) {
      expect(formats.date(instant)).toBe(short.format(new Date(instant)));
      expect(formats.longDate(instant)).toBe(long.format(new Date(instant)));
      expect(formats.dayAndMonth(instant)).toBe(dayAndMonth.format(new Date(instant)));
      expect(formats.messageTime(instant)).toBe(messageTime.format(new Date(instant)));
      expect(formats.time(instant)).toBe(time.format(new Date(instant)));
    }
  });

  it('write calendar dates as CLDR does, on the day written', () => {
    const short = new Intl.DateTimeFormat(lang, {
      timeZone: 'UTC',
      weekday: 'short',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
    });
    for (const instant of instants) {
      const day = instant.slice(0, 10);
      expect(formats.calendarDate(day)).toBe(short.format(new Date(`${day}T00:00:00Z`)));
    }
    expect(formats.calendarDate('not a date')).toBe('not a date');
  });

  it('group counts as CLDR does', () => {
    const count = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
    for (const n of [0, 7, 999, 1000, 12_345, 1_234_567]) expect(formats.count(n)).toBe(count.format(n));
  });

  it('write rand with the language’s own marks, the symbol next to the amount', () => {
    const parts = new Intl.NumberFormat(lang, { style: 'currency', currency: 'ZAR' }).formatToParts(1234.5);
    const mark = (type: string) => parts.find((part) => part.type === type)!.value;
    // English keeps the app's "R1,299.00", the spec's prices; the others write their own.
    const [group, decimal] = language === 'en' ? [',', '.'] : [mark('group'), mark('decimal')];
    expect(formats.rand(129_900)).toBe(`R1${group}299`);
    expect(formats.rand(129_950)).toBe(`R1${group}299${decimal}50`);
    expect(formats.rand(29_900, { cents: 'always' })).toBe(`R299${decimal}00`);
    expect(formats.rand(-5)).toBe(`-R0${decimal}05`);
  });
});

describe('the formats', () => {
  it('keep the app’s English prices and ranges', () => {
    const english = formatsIn('en');
    expect(english.rand(129_900, { cents: 'always' })).toBe('R1,299.00');
    expect(english.timeRange('2026-03-14T16:30:00Z', '2026-03-14T17:30:00Z')).toBe('18:30–19:30');
    expect(english.timeRange('2026-03-14T07:00:00Z', '2026-03-15T12:00:00Z')).toBe('09:00 – Sun, 15 Mar 2026 14:00');
    expect(formatsIn('af').rand(129_900, { cents: 'always' })).toBe('R1\u00a0299,00');
  });

  it('write the pseudo-language as English', () => {
    expect(formatsIn('pseudo')).toBe(formatsIn('en'));
  });
});
