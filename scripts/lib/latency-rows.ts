/** One measured request or page load of `npm run sim:latency`, as its --json output prints it. */
export type Role = 'visitor' | 'mentee' | 'mentor' | 'admin' | 'subscriber';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Measured {
  role: Role;
  method: Method;
  path: string;
  ms: number;
  /** A request: sequential database trips. A page load: the chain of API requests the data waited for. */
  roundTrips: number;
  cached: boolean;
}
/** A request from this machine, the first for its path and role (cold) or the median of the repeats (warm). */
export interface RequestRow extends Measured {
  phase: 'cold' | 'warm';
}
/** A page load in Chromium: `ms` from the navigation's start until the page shows its data. */
export interface BrowserRow extends Measured {
  phase: 'browser';
  /** API requests the page had started before its data showed (0 when the data came in the HTML). */
  apiRequests: number;
}
export type Row = RequestRow | BrowserRow;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Milliseconds to one decimal, as the rows carry them. */
export const round = (ms: number) => Math.round(ms * 10) / 10;
