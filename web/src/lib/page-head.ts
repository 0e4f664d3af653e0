import { createContext, useContext } from 'react';
import type { PageHead } from '../../../schema/contract/server-render.ts';

/**
 * What a server render of a page collected for its <head>: the link preview and status (`usePageHead`) and the tab's
 * title (`useDocumentTitle`), kept while the page renders.
 */
export type CollectedHead = { head: PageHead | null; status: 200 | 404; title: string };

/**
 * Set only by the server renderer (web/src/server/render-page.tsx), to keep what the page names, a part at a time; null
 * in the browser.
 */
export const PageHeadCollector = createContext<((collected: Partial<CollectedHead>) => void) | null>(null);

/**
 * Names what a link preview of this page shows (its title, description and picture), or says it shows nothing
 * (`notFound`: an unknown or private id, answered 404). The Worker writes it into the HTML's <head> for chat apps,
 * which read the Open Graph tags without running scripts. The browser's tab title is PageFrame's.
 */
export function usePageHead(head: PageHead, { notFound = false }: { notFound?: boolean } = {}): void {
  // Called while rendering on purpose: a server render runs no effects. Each pass replaces what the last kept.
  useContext(PageHeadCollector)?.({ head, status: notFound ? 404 : 200 });
}
