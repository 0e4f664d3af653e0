// Debian's Chromium and the flags it needs on this machine, shared by the browser tests (e2e/browser.ts) and the
// browser benchmarks (scripts/bench-lighthouse.ts, scripts/bench-repeat-visit.ts).

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that let Debian's Chromium run headless as root on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
