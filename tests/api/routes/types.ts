import type { Role } from '../../../worker/test/factories.ts';

/**
 * One row of the role matrix: a route and the status each role gets from it.
 * `body` is sent as JSON; `expect` holds one status per role, or a `default` for the rest.
 * `prepare` runs before every request, so each request has its own fixture and rows pass in any order and alone:
 * it creates what the path names (passing values to `path`/`body` through `ctx`), and may act as the caller
 * through `cookie` (undefined for a visitor), e.g. to join the session a DELETE row then leaves.
 */
export type MatrixRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string | ((ctx: Record<string, unknown>) => string);
  body?: (ctx: Record<string, unknown>) => unknown;
  prepare?: (ctx: Record<string, unknown>, cookie: string | undefined) => Promise<void>;
  /** Sign-out-like routes end the session, so each role gets a fresh one. */
  freshSession?: boolean;
  /**
   * Why a role's status here is not what the route's declared `who` implies (401 for a visitor on a member or admin
   * route, 403 for a signed-in non-admin on an admin route, neither for anyone else): the role matrix checks every
   * other row against the declaration.
   */
  whoDiffers?: string;
  expect: Partial<Record<Role, number>> & { default?: number };
};
