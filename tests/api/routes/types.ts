import type { Role } from '../../../worker/test/factories.ts';

/**
 * One row of the role matrix: a route and the status each role gets from it.
 * `body` is sent as JSON; `expect` holds one status per role, or a `default` for the rest.
 * `prepare` runs once before the row's requests (e.g. to create the resource the path names) and may
 * return values for `path`/`body` through `ctx`.
 */
export type MatrixRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string | ((ctx: Record<string, unknown>) => string);
  body?: (ctx: Record<string, unknown>) => unknown;
  prepare?: (ctx: Record<string, unknown>) => Promise<void>;
  /** Sign-out-like routes end the session, so each role gets a fresh one. */
  freshSession?: boolean;
  expect: Partial<Record<Role, number>> & { default?: number };
};
