import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  bodyInt,
  cleanLineText,
  cleanMultilineText,
  cleanName,
  hasLetter,
  queryInt,
  withinScheduleWindow,
} from './fields.ts';

describe('text cleaning', () => {
  it('normalises to NFC and drops control and invisible characters, keeping line breaks in free text', () => {
    expect(cleanMultilineText('  Cafe\u0301\r\nnext\u0000 line\u200B\u202E\u2066x\u2069\uFEFF ')).toBe(
      'Café\nnext linex',
    );
    expect(cleanMultilineText('tab\there')).toBe('tab\there');
    // Emoji sequences keep their joiner in free text.
    expect(cleanMultilineText('👩\u200D💻')).toBe('👩\u200D💻');
    // Tag characters (used to hide text from readers) are gone.
    expect(cleanMultilineText('hi\u{E0041}\u{E0042}')).toBe('hi');
  });

  it('keeps one line on one line, with single spaces', () => {
    expect(cleanLineText(' Soweto\n\tmarket\u00A0 day ')).toBe('Soweto market day');
  });

  it('drops joiners from names and asks for a letter', () => {
    expect(cleanName('Tha\u200Dndi \u200B Mokoena')).toBe('Thandi Mokoena');
    expect(cleanName('\u200B')).toBe('');
    expect(hasLetter('Ndlovu')).toBe(true);
    expect(hasLetter('Ἀθηνᾶ')).toBe(true);
    expect(hasLetter('42 -')).toBe(false);
    expect(hasLetter('🙂')).toBe(false);
  });
});

describe('strict numbers', () => {
  const body = bodyInt({ min: 1, max: 50, message: 'Pick 1 to 50.' });
  const query = queryInt({ min: 1, max: 100 });

  it('a JSON body takes JSON numbers only', () => {
    expect(z.safeParse(body, 5).data).toBe(5);
    for (const bad of [true, [5], '5', '0x10', '', null, NaN, Infinity, 5.5, 0, 51]) {
      const result = z.safeParse(body, bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error!.issues[0]!.message).toBe('Pick 1 to 50.');
    }
  });

  it('a query string or path takes decimal digits only', () => {
    expect(z.safeParse(query, '16').data).toBe(16);
    expect(z.safeParse(query, '007').data).toBe(7);
    for (const bad of ['0x10', '1e1', '', ' 5', '5 ', '5.0', '-1', '+1', 'Infinity', '0', '101', 5, ['5']]) {
      expect(z.safeParse(query, bad).success, String(bad)).toBe(false);
    }
  });
});

describe('the scheduling window', () => {
  it('reaches two years ahead and no further', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(withinScheduleWindow(Date.parse('2028-03-01T10:00:00Z'), now)).toBe(true);
    expect(withinScheduleWindow(Date.parse('2028-03-01T10:00:01Z'), now)).toBe(false);
    expect(withinScheduleWindow(Date.parse('9999-12-31T00:00:00Z'), now)).toBe(false);
  });
});
