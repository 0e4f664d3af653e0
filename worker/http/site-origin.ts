import type { AppConfig } from '../env.ts';

/** The parts of a request's context the site origin comes from (a Hono context has them). */
type OriginParts = { var: { config: Pick<AppConfig, 'origin'> }; req: { url: string } };

/**
 * The origin every absolute link the app writes starts with: the configured one (APP_ORIGIN; `npm start` sets it to
 * its own address), else the request's. Never the request's alone when one is configured: a page rendered by the
 * Worker reads the API in-process, from a URL that is not the site's, and a shared link must lead to the site.
 */
export function siteOrigin(c: OriginParts): string {
  return c.var.config.origin ?? new URL(c.req.url).origin;
}
