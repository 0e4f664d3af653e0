import type { Context } from 'hono';
import { asksForPseudoLanguage, chosenLanguage, type RenderLanguage } from '../../schema/contract/app-languages.ts';
import type { AppEnv } from '../env.ts';

/**
 * The language a page is rendered in for this request (schema/contract/app-languages.ts), which the page and the edge
 * cache's key both follow; on a developer's machine the pseudo-language too, when the cookie asks for it.
 */
export function pageLanguage(c: Context<AppEnv>): RenderLanguage {
  const cookie = c.req.header('cookie');
  if (c.var.config.devToolsEnabled && asksForPseudoLanguage(cookie)) return 'pseudo';
  return chosenLanguage({ cookie, acceptLanguage: c.req.header('accept-language') });
}
