import { createContext, useContext } from 'react';

/**
 * The site's own origin (for share links). In the browser it is the page's; when the Worker renders a page it
 * provides the request's, so the server's HTML and the browser's first render agree.
 */
const SiteOriginContext = createContext<string | null>(null);

export const SiteOriginProvider = SiteOriginContext.Provider;

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
