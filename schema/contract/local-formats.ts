import type { RenderLanguage } from './app-languages.ts';
import { MONTH_NAMES, pad2, sastWallClock, WEEKDAY_NAMES } from './share.ts';

/*
 * Dates, times, numbers and money as each of the app's languages writes them (CLDR, the data behind `Intl`), always in
 * South African time: the one formatter the screens, the Worker's pages and the messages use (decision 043).
 *
 * Written out from CLDR's data rather than calling `Intl` at run time, for two measured reasons: Chromium (and Chrome
 * on Android) ships without isiZulu and isiXhosa locale data, so `Intl` there writes those dates in American English
 * ("Wed, Jan 14, 2026", "ZAR 1,299.00") while the Worker's full ICU writes them in isiZulu, and the page the browser
 * takes over from the server would disagree with it; and a page's first `Intl` formatter costs a phone's browser about
 * 20 ms of loading locale data. local-formats.test.ts checks every format against Node's `Intl` (full ICU).
 *
 * Money keeps the app's English "R1,299.00" (the spec's prices), and writes the others with their own grouping and
 * decimal marks ("R1 299,00" in Afrikaans), the symbol next to the amount as South Africans write prices.
 */

/** A date's parts on the Johannesburg wall clock (share.ts). */
type WallClock = ReturnType<typeof sastWallClock>;

interface LanguageData {
  months: readonly string[];
  shortMonths: readonly string[];
  weekdays: readonly string[];
  shortWeekdays: readonly string[];
  /** 'Sun, 04 Jan 2026': a date with its weekday and year, short. */
  date(d: WallClock, names: Names): string;
  /** 'Sunday, 4 January 2026'. */
  longDate(d: WallClock, names: Names): string;
  /** 'Sunday, 04 January': a date close enough that the year goes without saying. */
  dayAndMonth(d: WallClock, names: Names): string;
  /** '04 Jan, 09:05': when something was said in a conversation. */
  messageTime(d: WallClock, names: Names): string;
  /** The marks between thousands and before cents. */
  group: string;
  decimal: string;
}

type Names = { month: string; shortMonth: string; weekday: string; shortWeekday: string };

const NBSP = '\u00a0';

const ENGLISH: LanguageData = {
  months: MONTH_NAMES,
  shortMonths: MONTH_NAMES.map((month, index) => (index === 8 ? 'Sept' : month.slice(0, 3))),
  weekdays: WEEKDAY_NAMES,
  shortWeekdays: WEEKDAY_NAMES.map((day) => day.slice(0, 3)),
  date: (d, n) => `${n.shortWeekday}, ${pad2(d.day)} ${n.shortMonth} ${d.year}`,
  longDate: (d, n) => `${n.weekday}, ${d.day} ${n.month} ${d.year}`,
  dayAndMonth: (d, n) => `${n.weekday}, ${pad2(d.day)} ${n.month}`,
  messageTime: (d, n) => `${pad2(d.day)} ${n.shortMonth}, ${d.time}`,
  group: ',',
  decimal: '.',
};

const LANGUAGES: Record<Exclude<RenderLanguage, 'pseudo'>, LanguageData> = {
  en: ENGLISH,
  zu: {
    months: [
      'Januwari',
      'Februwari',
      'Mashi',
      'Ephreli',
      'Meyi',
      'Juni',
      'Julayi',
      'Agasti',
      'Septhemba',
      'Okthoba',
      'Novemba',
      'Disemba',
    ],
    shortMonths: ['Jan', 'Feb', 'Mas', 'Eph', 'Mey', 'Jun', 'Jul', 'Aga', 'Sep', 'Okt', 'Nov', 'Dis'],
    weekdays: ['ISonto', 'UMsombuluko', 'ULwesibili', 'ULwesithathu', 'ULwesine', 'ULwesihlanu', 'UMgqibelo'],
    shortWeekdays: ['Son', 'Mso', 'Bil', 'Tha', 'Sin', 'Hla', 'Mgq'],
    date: (d, n) => `${n.shortWeekday}, ${n.shortMonth} ${pad2(d.day)}, ${d.year}`,
    longDate: (d, n) => `${n.weekday}, ${n.month} ${d.day}, ${d.year}`,
    dayAndMonth: (d, n) => `${n.weekday}, ${n.month} ${pad2(d.day)}`,
    messageTime: (d, n) => `${n.shortMonth} ${pad2(d.day)} ${d.time}`,
    group: ',',
    decimal: '.',
  },
  xh: {
    months: [
      'Janyuwari',
      'Februwari',
      'Matshi',
      'Epreli',
      'Meyi',
      'Juni',
      'Julayi',
      'Agasti',
      'Septemba',
      'Okthobha',
      'Novemba',
      'Disemba',
    ],
    shortMonths: ['Jan', 'Feb', 'Mat', 'Epr', 'Mey', 'Jun', 'Jul', 'Aga', 'Sept', 'Okt', 'Nov', 'Dis'],
    weekdays: ['Cawe', 'Mvulo', 'Lwesibini', 'Lwesithathu', 'Lwesine', 'Lwesihlanu', 'Mgqibelo'],
    shortWeekdays: ['Caw', 'Mvu', 'Lwesb', 'Tha', 'Sin', 'Hla', 'Mgq'],
    date: (d, n) => `${n.shortWeekday}, ${n.shortMonth} ${pad2(d.day)}, ${d.year}`,
    longDate: (d, n) => `${n.weekday}, ${n.month} ${d.day}, ${d.year}`,
    dayAndMonth: (d, n) => `${n.month} ${pad2(d.day)}, ${n.weekday}`,
    messageTime: (d, n) => `${n.shortMonth} ${pad2(d.day)}, ${d.time}`,
    group: NBSP,
    decimal: '.',
  },
  af: {
    months: [
      'Januarie',
      'Februarie',
      'Maart',
      'April',
      'Mei',
      'Junie',
      'Julie',
      'Augustus',
      'September',
      'Oktober',
      'November',
      'Desember',
    ],
    shortMonths: ['Jan.', 'Feb.', 'Mrt.', 'Apr.', 'Mei', 'Jun.', 'Jul.', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Des.'],
    weekdays: ['Sondag', 'Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrydag', 'Saterdag'],
    shortWeekdays: ['So.', 'Ma.', 'Di.', 'Wo.', 'Do.', 'Vr.', 'Sa.'],
    date: (d, n) => `${n.shortWeekday} ${pad2(d.day)} ${n.shortMonth} ${d.year}`,
    longDate: (d, n) => `${n.weekday} ${d.day} ${n.month} ${d.year}`,
    dayAndMonth: (d, n) => `${n.weekday} ${pad2(d.day)} ${n.month}`,
    messageTime: (d, n) => `${pad2(d.day)} ${n.shortMonth} ${d.time}`,
    group: NBSP,
    decimal: ',',
  },
};

/** How one language writes dates, times, counts and money. */
export interface LocalFormats {
  /** 'Sun, 04 Jan 2026' */
  date(iso: string | Date): string;
  /** 'Sunday, 4 January 2026' */
  longDate(iso: string | Date): string;
  /** 'Sunday, 04 January' */
  dayAndMonth(iso: string | Date): string;
  /** '09:05' (24-hour clock in every language) */
  time(iso: string | Date): string;
  /** 'Sun, 04 Jan 2026 09:05' */
  dateTime(iso: string | Date): string;
  /** A calendar date ('2026-01-04', e.g. an incident date) as `date` writes it, never shifted by a time zone. */
  calendarDate(day: string): string;
  /** '04 Jan, 09:05' */
  messageTime(iso: string | Date): string;
  /** '18:30–19:30', or '09:00 – Sat, 15 Mar 2025 14:00' when the end falls on another day. */
  timeRange(startIso: string, endIso: string): string;
  /** 'R1,299.00' ('R1 299,00' in Afrikaans); cents shown when there are any, or always. */
  rand(cents: number, options?: { cents?: 'always' | 'when-any' }): string;
  /** '12 345': a whole number, grouped as the language groups thousands ('12,345' in isiZulu). */
  count(n: number): string;
}

const cache = new Map<string, LocalFormats>();

/** The formats of `language` (the pseudo-language writes as English does: its dates are not catalog texts). */
export function formatsIn(language: RenderLanguage): LocalFormats {
  const key = language === 'pseudo' ? 'en' : language;
  let formats = cache.get(key);
  if (!formats) {
    formats = makeFormats(LANGUAGES[key]);
    cache.set(key, formats);
  }
  return formats;
}

function grouped(whole: number, group: string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

function makeFormats(data: LanguageData): LocalFormats {
  const named = (iso: string | Date) => {
    const d = sastWallClock(iso);
    const names: Names = {
      month: data.months[d.month]!,
      shortMonth: data.shortMonths[d.month]!,
      weekday: data.weekdays[d.weekday]!,
      shortWeekday: data.shortWeekdays[d.weekday]!,
    };
    return { d, names };
  };
  const date = (iso: string | Date) => {
    const { d, names } = named(iso);
    return data.date(d, names);
  };
  const time = (iso: string | Date) => sastWallClock(iso).time;
  return {
    date,
    longDate: (iso) => {
      const { d, names } = named(iso);
      return data.longDate(d, names);
    },
    dayAndMonth: (iso) => {
      const { d, names } = named(iso);
      return data.dayAndMonth(d, names);
    },
    time,
    dateTime: (iso) => `${date(iso)} ${time(iso)}`,
    calendarDate: (day) => {
      // Noon in Johannesburg falls on the same day in every time zone's reading of it.
      const noon = `${day.slice(0, 10)}T10:00:00Z`;
      return Number.isNaN(Date.parse(noon)) ? day : date(noon);
    },
    messageTime: (iso) => {
      const { d, names } = named(iso);
      return data.messageTime(d, names);
    },
    timeRange: (startIso, endIso) =>
      date(startIso) === date(endIso)
        ? `${time(startIso)}–${time(endIso)}`
        : `${time(startIso)} – ${date(endIso)} ${time(endIso)}`,
    rand: (cents, { cents: showCents = 'when-any' } = {}) => {
      const whole = Math.floor(Math.abs(cents) / 100);
      const rest = Math.abs(cents) % 100;
      const decimals = showCents === 'always' || rest !== 0 ? `${data.decimal}${pad2(rest)}` : '';
      return `${cents < 0 ? '-' : ''}R${grouped(whole, data.group)}${decimals}`;
    },
    // Counts group as CLDR's en-ZA does (a space), unlike the app's English prices.
    count: (n) => grouped(Math.round(n), data === ENGLISH ? NBSP : data.group),
  };
}
