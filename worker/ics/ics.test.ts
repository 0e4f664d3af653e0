import { describe, expect, it } from 'vitest';
import { parseIcs, property } from '../test/parse-ics.ts';
import { buildCalendar, escapeText, foldLine, icsUtc } from './ics.ts';

const encoder = new TextEncoder();

describe('ics text', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('Pricing, profit; and \\ more\nnext line')).toBe(
      'Pricing\\, profit\\; and \\\\ more\\nnext line',
    );
  });

  it('folds at 75 octets without splitting a character, and unfolds back to the original', () => {
    for (const line of [
      'DESCRIPTION:' + 'a'.repeat(300),
      'SUMMARY:' + 'é'.repeat(100),
      'SUMMARY:' + '🎉x'.repeat(40),
    ]) {
      const folded = foldLine(line);
      for (const physical of folded.split('\r\n')) {
        expect(encoder.encode(physical).length).toBeLessThanOrEqual(75);
        expect(physical).not.toContain('\uFFFD');
      }
      expect(
        folded
          .split('\r\n')
          .slice(1)
          .every((l) => l.startsWith(' ')),
      ).toBe(true);
      expect(folded.replace(/\r\n /g, '')).toBe(line);
    }
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes UTC times and a complete VEVENT', () => {
    expect(icsUtc('2025-01-14T16:30:00.000Z')).toBe('20250114T163000Z');
    const lines = parseIcs(
      buildCalendar(
        [
          {
            uid: 'group-session-1@example.test',
            start: '2025-01-14T16:30:00.000Z',
            end: '2025-01-14T17:30:00.000Z',
            summary: 'Pricing, profit',
            description: 'Line one\nLine two',
            url: 'https://example.test/group-sessions?session=1',
            location: 'Online',
            cancelled: false,
          },
        ],
        { now: new Date('2025-01-01T00:00:00Z') },
      ),
    );
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(property(lines, 'VERSION')).toEqual(['2.0']);
    expect(property(lines, 'DTSTAMP')).toEqual(['20250101T000000Z']);
    expect(property(lines, 'DTSTART')).toEqual(['20250114T163000Z']);
    expect(property(lines, 'DTEND')).toEqual(['20250114T173000Z']);
    expect(property(lines, 'SUMMARY')).toEqual(['Pricing\\, profit']);
    expect(property(lines, 'DESCRIPTION')).toEqual(['Line one\\nLine two']);
    expect(property(lines, 'STATUS')).toEqual(['CONFIRMED']);
    expect(lines).not.toContain('BEGIN:VTIMEZONE');
  });
});
