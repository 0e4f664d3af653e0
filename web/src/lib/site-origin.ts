import { createContext, useContext } from 'react';

/**
 * The site's own origin (for share links): the configured one the Worker rendered the page with (it travels in the
 * page's server state), else, on a page the browser renders itself, the page's.
 */
const SiteOriginContext = createContext<string | null>(null);

export const SiteOriginProvider = SiteOriginContext.Provider;

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
