import type { AppConfig } from '../env.ts';

/** The parts of a request's context the site origin comes from (a Hono context has them). */
type OriginParts = { var: { config: Pick<AppConfig, 'origin'> } };

/**
 * The origin every absolute link the app writes starts with: the configured one (APP_ORIGIN; `npm start` sets it to
 * its own address), never the request's (docs/decisions/040-absolute-links-from-the-configured-origin.md): the Host
 * header is the client's to set, so a link built from it could lead a member to anyone's site; and a page rendered
 * by the Worker reads the API in-process, from a URL that is not the site's.
 */
export function siteOrigin(c: OriginParts): string {
  return c.var.config.origin;
}
