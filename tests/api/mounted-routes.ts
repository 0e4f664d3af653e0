import { createApp } from '../../worker/app.ts';

export type MountedRoute = { method: string; path: string; pattern: RegExp };

/** Every route the app mounts, once per method and path (middleware, registered with `use`, has method ALL). */
export function mountedRoutes(): MountedRoute[] {
  const seen = new Map<string, MountedRoute>();
  for (const { method, path } of createApp().routes) {
    if (method !== 'ALL') seen.set(`${method} ${path}`, { method, path, pattern: patternOf(path) });
  }
  return [...seen.values()];
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
