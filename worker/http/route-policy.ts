import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv, SignedInUser } from '../env.ts';
import { forbidden, HttpError, unauthorized } from './errors.ts';

/**
 * A route's policy, declared once beside its handler (decision 025): who may call it, how caches may keep its answer
 * and, for a write, which parts of what visitors read it changes. The declaration is the route's own middleware, so it
 * enforces who may call it where it stands in the handler list; the app-wide middleware that runs before any route
 * (Cache-Control, the edge cache, the database's replica choice) finds the declaration of the route a request goes to
 * through the app's own router (`routePoliciesOf`). worker/http keeps the mechanism; no path is written here.
 */

/**
 * What the edge cache's kept answers show (decision 023). Each domain has a version that a write declaring it
 * replaces, so that every kept answer showing it is read again.
 */
export const DOMAINS = [
  'mentors',
  'sessions',
  'events',
  'stories',
  'community',
  'taxonomy',
  'stats',
  'coaching',
] as const;
export type Domain = (typeof DOMAINS)[number];

/**
 * For a write whose effects reach across the site (account deletion, payments, the admin console): every kept answer
 * is read again. Safe at the price of emptier caches, so a write that knows what it changes names that instead.
 */
export const EVERY_DOMAIN: readonly Domain[] = DOMAINS;

/** Who may call a route: 401 for a visitor on `member` and `admin` routes, 403 for a non-admin on `admin` ones. */
export type Who = 'anyone' | 'member' | 'admin';

/**
 * How caches may keep a route's answers:
 * - `public-read`: a visitor's 200 is the same for every visitor (`PUBLIC_READ_CACHE_CONTROL`), kept at the edge under
 *   the versions of the domains it shows, and may come from a read replica; every answer varies by cookie;
 * - `private`: never kept (`private, no-store`); the default of every API route;
 * - `own`: the route sets its own Cache-Control (pictures, pages); errors are still `private, no-store` under /api.
 */
export type CacheClass = { kind: 'public-read'; domains: readonly Domain[] } | { kind: 'private' } | { kind: 'own' };

/** A public read showing `domains`: a write bumping any of them empties the edge's copies of it. */
export function publicRead(...domains: Domain[]): CacheClass {
  return { kind: 'public-read', domains };
}

/** A route that sets its own Cache-Control on what it answers (the mechanism then leaves the header alone). */
export function ownCacheControl(): CacheClass {
  return { kind: 'own' };
}

type Caller = {
  who: Who;
  /** Replaces the generic 401 text where the spec words it (the mentor form, paid coaching, opportunities). */
  signInMessage?: string;
};
/**
 * What a write's body carries, which sets how large it may be (the sizes are in worker/http/security.ts): `fields`
 * (the default) is JSON or a form of fields; `with-image` is JSON that carries one picture as a data URL; `image` is
 * the raw bytes of one picture; `file` the raw bytes of one file shared in a coaching conversation.
 */
export type BodyKind = 'fields' | 'with-image' | 'image' | 'file';

/** A read (GET): its cache class, `private` unless it says otherwise. */
type ReadDeclaration = Caller & { cache?: CacheClass; bumps?: never; body?: never };
/** A write (any other method): the domains it changes, `[]` for one that changes nothing a visitor reads. */
type WriteDeclaration = Caller & { bumps: readonly Domain[]; cache?: never; body?: BodyKind };
export type RouteDeclaration = ReadDeclaration | WriteDeclaration;

/** The declaration as the mechanism reads it. `bumps` is null on a read. */
export type RoutePolicy = { who: Who; cache: CacheClass; bumps: readonly Domain[] | null; body: BodyKind };

/** What a handler behind a `member` or `admin` declaration sees: `c.var.user` is the signed-in user, never null. */
export type SignedInEnv = AppEnv & { Variables: { user: SignedInUser; signInTokenHash: string } };

const POLICY = Symbol('route policy');
type Declared<E extends AppEnv> = MiddlewareHandler<E> & { [POLICY]: RoutePolicy };

/**
 * The declaration: middleware placed in the route's handler list where its caller check belongs, before the
 * validators of a body (a visitor learns nothing about the body) and after a path parameter's check where a
 * malformed id should be 400 for everyone. After a `member` or `admin` declaration `c.var.user` is typed non-null.
 */
export function route(declaration: RouteDeclaration & { who: 'anyone' }): Declared<AppEnv>;
export function route(declaration: RouteDeclaration & { who: 'member' | 'admin' }): Declared<SignedInEnv>;
export function route(declaration: RouteDeclaration): Declared<AppEnv> | Declared<SignedInEnv> {
  const { who, signInMessage } = declaration;
  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (who !== 'anyone') {
      const user = c.var.user;
      if (!user) throw signInMessage ? new HttpError(401, signInMessage) : unauthorized();
      if (who === 'admin' && user.role !== 'admin') throw forbidden('Only administrators can do that.');
    }
    await next();
  };
  const policy: RoutePolicy = {
    who,
    cache: declaration.cache ?? { kind: 'private' },
    bumps: declaration.bumps ?? null,
    body: declaration.body ?? 'fields',
  };
  return Object.assign(check, { [POLICY]: policy });
}

/** The policy a route handler declares, if it is a declaration. */
export function declaredPolicy(handler: unknown): RoutePolicy | undefined {
  return typeof handler === 'function' && POLICY in handler ? (handler as Declared<AppEnv>)[POLICY] : undefined;
}

export type RoutePolicies = {
  /** The policy of the route that answers `method path` (a HEAD is its GET's), or undefined when no route does. */
  of(method: string, path: string): RoutePolicy | undefined;
  /**
   * The public read at `path` (its GET route's cache class), if it is one. Every answer of such a path says
   * `Vary: Cookie`, whatever the method, as the same URL answers a signed-in member differently.
   */
  publicReadAt(path: string): Extract<CacheClass, { kind: 'public-read' }> | undefined;
};

/**
 * Finds declarations through the app's own router, so a request is matched exactly as the app will route it: the
 * first route registered for the method and path (static paths before `/:id`), never a copy of its paths.
 */
export function routePoliciesOf(app: Hono<AppEnv>): RoutePolicies {
  const of = (method: string, path: string) => {
    const [matches] = app.router.match(method === 'HEAD' ? 'GET' : method, path);
    for (const [[handler]] of matches) {
      const policy = declaredPolicy(handler);
      if (policy) return policy;
    }
    return undefined;
  };
  return {
    of,
    publicReadAt(path) {
      const cache = of('GET', path)?.cache;
      return cache?.kind === 'public-read' ? cache : undefined;
    },
  };
}
