import type { Db } from './db/client.ts';
import type { SignedInUser } from './env.ts';

/**
 * Who is looking (null for a visitor), where the app is served from, and the clock every rule reads: what the
 * session and event views need to shape an answer for one caller. A plain object, so services and the
 * calendar feed build one without a request.
 */
export type ViewContext = {
  db: Db;
  viewer: Pick<SignedInUser, 'id' | 'role'> | null;
  origin: string;
  now: Date;
};

/** The parts of a request's context a ViewContext comes from (a Hono context has them). */
type RequestParts = { var: { db: Db; user: SignedInUser | null }; req: { url: string } };

/** The ViewContext of a request: the signed-in user (or none), the request's origin, now. */
export function viewContextOf(c: RequestParts): ViewContext {
  return { db: c.var.db, viewer: c.var.user, origin: new URL(c.req.url).origin, now: new Date() };
}
