import { describe, expect, it } from 'vitest';
import {
  DATA_SAVER_COOKIE,
  dataSaverCookie,
  isDataSaverOn,
  listPageSize,
  readDataSaverChoice,
} from './data-saver-rules.ts';

describe('data saver rules', () => {
  it('reads the choice from a Cookie header among other cookies', () => {
    expect(readDataSaverChoice(`sebenza_session=abc; ${DATA_SAVER_COOKIE}=on; theme=x`)).toBe('on');
    expect(readDataSaverChoice(`${DATA_SAVER_COOKIE}=off`)).toBe('off');
    expect(readDataSaverChoice(`${DATA_SAVER_COOKIE}=maybe`)).toBeNull();
    expect(readDataSaverChoice(`other_${DATA_SAVER_COOKIE}=on`)).toBeNull();
    expect(readDataSaverChoice('')).toBeNull();
    expect(readDataSaverChoice(null)).toBeNull();
  });

  it('lets the explicit choice win over Save-Data, and follows Save-Data: on without one', () => {
    expect(isDataSaverOn({ cookie: `${DATA_SAVER_COOKIE}=off`, saveData: 'on' })).toBe(false);
    expect(isDataSaverOn({ cookie: `${DATA_SAVER_COOKIE}=on`, saveData: null })).toBe(true);
    expect(isDataSaverOn({ cookie: null, saveData: 'on' })).toBe(true);
    expect(isDataSaverOn({ cookie: null, saveData: ' On ' })).toBe(true);
    expect(isDataSaverOn({ cookie: 'x=1', saveData: 'off' })).toBe(false);
    expect(isDataSaverOn({ cookie: undefined, saveData: undefined })).toBe(false);
  });

  it('stores the choice for a year on every path, Secure only on https', () => {
    expect(dataSaverCookie(true, { secure: false })).toBe(
      `${DATA_SAVER_COOKIE}=on; Max-Age=31536000; Path=/; SameSite=Lax`,
    );
    expect(dataSaverCookie(false, { secure: true })).toBe(
      `${DATA_SAVER_COOKIE}=off; Max-Age=31536000; Path=/; SameSite=Lax; Secure`,
    );
  });

  it('halves list pages under data saver, never below one', () => {
    expect(listPageSize(24, false)).toBe(24);
    expect(listPageSize(24, true)).toBe(12);
    expect(listPageSize(12, true)).toBe(6);
    expect(listPageSize(5, true)).toBe(3);
    expect(listPageSize(1, true)).toBe(1);
  });
});
