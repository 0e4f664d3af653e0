import type { Db } from './db/client.ts';
import type { AppConfig, SignedInUser } from './env.ts';

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
type RequestParts = {
  var: { db: Db; user: SignedInUser | null; config: Pick<AppConfig, 'origin'> };
  req: { url: string };
};

/** The ViewContext of a request: the signed-in user (or none), the site's configured origin, now. */
export function viewContextOf(c: RequestParts): ViewContext {
  return { db: c.var.db, viewer: c.var.user, origin: c.var.config.origin, now: new Date() };
}
