import { createApp } from '../../worker/app.ts';
import { declaredPolicy, type RoutePolicy } from '../../worker/http/route-policy.ts';

export type MountedRoute = {
  method: string;
  path: string;
  pattern: RegExp;
  /** The policies declared in the route's handler list (decision 025): exactly one for a well-declared route. */
  policies: RoutePolicy[];
};

/** Every route the app mounts, once per method and path (middleware, registered with `use`, has method ALL). */
export function mountedRoutes(): MountedRoute[] {
  const seen = new Map<string, MountedRoute>();
  for (const { method, path, handler } of createApp().routes) {
    if (method === 'ALL') continue;
    const key = `${method} ${path}`;
    const route = seen.get(key) ?? { method, path, pattern: patternOf(path), policies: [] };
    const policy = declaredPolicy(handler);
    if (policy) route.policies.push(policy);
    seen.set(key, route);
  }
  return [...seen.values()];
}

/** Declarations placed on middleware (`use`): a policy belongs to one route, beside its handler. */
export function declarationsOnMiddleware(): string[] {
  return createApp()
    .routes.filter(({ method, handler }) => method === 'ALL' && declaredPolicy(handler))
    .map(({ path }) => path);
}

/** The pages' catch-all (`GET /*`): every page URL, but never an API or image path. */
export const PAGES_CATCH_ALL = '/*';

/**
 * A Hono path as a regular expression: `:name` is one segment, `:name{re}` a segment matching `re`, `*` anything
 * (the pages' catch-all).
 */
export function patternOf(path: string): RegExp {
  const segments = path.split('/').map((segment) => {
    if (segment === '*') return '.*';
    if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const custom = /\{(.+)\}$/.exec(segment)?.[1];
    return custom ? `(?:${custom})` : '[^/]+';
  });
  return new RegExp(`^${segments.join('/')}$`);
}

/**
 * A concrete path for a route: each parameter becomes `fill` (URL-encoded), or the first alternative of a parameter
 * with its own pattern (`:decision{accept|decline}` → `accept`).
 */
export function concretePath(path: string, fill = '1'): string {
  return path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const custom = /\{(.+)\}$/.exec(segment)?.[1];
      return custom ? custom.split('|')[0]! : encodeURIComponent(fill);
    })
    .join('/');
}
