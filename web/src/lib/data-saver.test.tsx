import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_SAVER_COOKIE } from '../../../schema/contract/data-saver-rules.ts';
import {
  DataSaverProvider,
  readClientDataSaver,
  saveDataSaverChoice,
  useDataSaver,
  useListPageSize,
} from './data-saver.tsx';

/** A browser as the lib sees it: its cookies, `navigator.connection.saveData` and prefers-reduced-data. */
function browser({ cookie = '', saveData = false, reducedData = false, protocol = 'http:' } = {}) {
  const document = { cookie };
  vi.stubGlobal('document', document);
  vi.stubGlobal('navigator', { connection: { saveData } });
  vi.stubGlobal('window', {
    location: { protocol },
    matchMedia: (query: string) => ({ matches: reducedData && query === '(prefers-reduced-data: reduce)' }),
  });
  return document;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readClientDataSaver', () => {
  it('is off when the browser gives no hint and the member made no choice', () => {
    browser();
    expect(readClientDataSaver()).toBe(false);
  });

  it('follows Save-Data (navigator.connection.saveData) and prefers-reduced-data', () => {
    browser({ saveData: true });
    expect(readClientDataSaver()).toBe(true);
    browser({ reducedData: true });
    expect(readClientDataSaver()).toBe(true);
  });

  it("lets the member's choice win over the browser's hints", () => {
    browser({ cookie: `${DATA_SAVER_COOKIE}=off`, saveData: true, reducedData: true });
    expect(readClientDataSaver()).toBe(false);
    browser({ cookie: `a=1; ${DATA_SAVER_COOKIE}=on` });
    expect(readClientDataSaver()).toBe(true);
  });

  it('works where the browser has neither navigator.connection nor matchMedia', () => {
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('window', { location: { protocol: 'https:' } });
    expect(readClientDataSaver()).toBe(false);
  });
});

describe('saveDataSaverChoice', () => {
  it('writes the cookie, Secure on https only', () => {
    const http = browser();
    saveDataSaverChoice(true);
    expect(http.cookie).toBe(`${DATA_SAVER_COOKIE}=on; Max-Age=31536000; Path=/; SameSite=Lax`);
    const https = browser({ protocol: 'https:' });
    saveDataSaverChoice(false);
    expect(https.cookie).toBe(`${DATA_SAVER_COOKIE}=off; Max-Age=31536000; Path=/; SameSite=Lax; Secure`);
  });
});

describe('DataSaverProvider', () => {
  function Probe() {
    const { enabled } = useDataSaver();
    return `${enabled ? 'on' : 'off'} ${useListPageSize(24)}`;
  }

  it('renders with the initial decision (the server and the first client render agree on it)', () => {
    expect(
      renderToString(
        <DataSaverProvider initial={true}>
          <Probe />
        </DataSaverProvider>,
      ),
    ).toBe('on 12');
    expect(
      renderToString(
        <DataSaverProvider initial={false}>
          <Probe />
        </DataSaverProvider>,
      ),
    ).toBe('off 24');
  });

  it('refuses to be used without the provider', () => {
    expect(() => renderToString(<Probe />)).toThrow(/DataSaverProvider/);
  });
});
