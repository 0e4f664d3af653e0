import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { dataSaverCookie, listPageSize, readDataSaverChoice } from '../../../schema/contract/data-saver-rules.ts';

/*
 * Data saver: photos load only when tapped and lists ask for smaller pages. The first render must match the HTML the
 * server rendered from the same cookie and `Save-Data` header (schema/contract/data-saver-rules.ts), so what only the
 * browser knows (prefers-reduced-data) is applied only after hydration.
 */

type DataSaver = { enabled: boolean; setEnabled: (on: boolean) => void };

const DataSaverContext = createContext<DataSaver | null>(null);

/** `navigator.connection.saveData` mirrors the `Save-Data` header; Chromium only, hence the optional chain. */
function browserSendsSaveData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** A media feature few browsers ship yet; the server never sees it. */
function browserPrefersReducedData(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-data: reduce)').matches;
}

/**
 * The answer for a render with no server HTML to match: the member's choice, else any hint the browser gives. With
 * only Save-Data as a hint this is `isDataSaverOn` on the same cookie and header, as the server would decide.
 */
export function readClientDataSaver(): boolean {
  const choice = readDataSaverChoice(document.cookie);
  if (choice) return choice === 'on';
  return browserSendsSaveData() || browserPrefersReducedData();
}

/** Remembers the member's choice for a year; the server reads the same cookie. */
export function saveDataSaverChoice(on: boolean): void {
  document.cookie = dataSaverCookie(on, { secure: window.location.protocol === 'https:' });
}

const noSubscription = () => () => {};

/** `initial`: the server's decision when hydrating its HTML, else `readClientDataSaver()`. */
export function DataSaverProvider({ initial, children }: { initial: boolean; children: ReactNode }) {
  // The toggle's choice in this visit; until then the decision the page loaded with.
  const [chosen, setChosen] = useState<boolean | null>(null);
  // Hints the server could not see (prefers-reduced-data) may switch it on, but only after hydration: while
  // hydrating React renders the server snapshot. A cookie choice is in `initial` already and in this read too.
  const fromBrowser = useSyncExternalStore(noSubscription, readClientDataSaver, () => initial);
  const enabled = chosen ?? (initial || fromBrowser);
  const value = useMemo<DataSaver>(
    () => ({
      enabled,
      setEnabled: (on) => {
        saveDataSaverChoice(on);
        setChosen(on);
      },
    }),
    [enabled],
  );
  return <DataSaverContext value={value}>{children}</DataSaverContext>;
}

export function useDataSaver(): DataSaver {
  const value = useContext(DataSaverContext);
  if (!value) throw new Error('useDataSaver() needs a <DataSaverProvider> above it (app/provider.tsx).');
  return value;
}

/** A list's page size for this reader: half under data saver. It belongs in the request URL and the query key. */
export function useListPageSize(pageSize: number): number {
  return listPageSize(pageSize, useDataSaver().enabled);
}
