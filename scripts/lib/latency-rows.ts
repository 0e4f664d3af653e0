/** One measured request or page load of `npm run sim:latency`, as its --json output prints it. */
export type Role = 'visitor' | 'mentee' | 'mentor' | 'admin' | 'subscriber';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Row {
  role: Role;
  method: Method;
  path: string;
  ms: number;
  roundTrips: number;
  cached: boolean;
  phase: 'cold' | 'warm' | 'browser';
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Milliseconds to one decimal, as the rows carry them. */
export const round = (ms: number) => Math.round(ms * 10) / 10;
