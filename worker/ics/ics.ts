import { PRODUCT_NAME, TIME_ZONE } from '../../schema/contract/product.ts';

/**
 * iCalendar (RFC 5545) text: CRLF line endings, content lines folded at 75 octets (UTF-8 aware, never inside a
 * character), TEXT values escaped, every time in UTC (`Z`).
 */

export type CalendarEntry = {
  uid: string;
  start: string;
  end: string;
  summary: string;
  description: string;
  url: string;
  location: string | null;
  cancelled: boolean;
};

export type CalendarOptions = {
  /** Feeds name themselves and their zone; single downloads need neither. */
  name?: string;
  withTimeZone?: boolean;
  now: Date;
};

/** 20250114T163000Z */
export function icsUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 3.1: lines longer than 75 octets continue on the next line after CRLF and one space. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 plus the leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Africa/Johannesburg: SAST, UTC+2 all year (no daylight saving since 1944). */
const JOHANNESBURG = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0200',
  'TZNAME:SAST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export function buildCalendar(entries: CalendarEntry[], options: CalendarOptions): string {
  const stamp = icsUtc(options.now.toISOString());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${PRODUCT_NAME}//Group sessions and events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.name) {
    lines.push(
      `X-WR-CALNAME:${escapeText(options.name)}`,
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
    );
  }
  if (options.withTimeZone) lines.push(`X-WR-TIMEZONE:${TIME_ZONE}`, ...JOHANNESBURG);
  for (const entry of entries) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${entry.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsUtc(entry.start)}`,
      `DTEND:${icsUtc(entry.end)}`,
      `SUMMARY:${escapeText(entry.summary)}`,
      `DESCRIPTION:${escapeText(entry.description)}`,
      `URL:${entry.url}`,
    );
    if (entry.location) lines.push(`LOCATION:${escapeText(entry.location)}`);
    lines.push(`STATUS:${entry.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** Headers for an .ics body: a download for single entries (`filename`), inline for subscribed feeds. */
export function calendarHeaders(filename: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Cache-Control': 'private, no-store',
  };
  if (filename) headers['Content-Disposition'] = `attachment; filename="${filename}"`;
  return headers;
}
