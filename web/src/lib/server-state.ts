import type { DehydratedState } from '@tanstack/react-query';
import { SERVER_STATE_ELEMENT_ID } from '../../../schema/contract/server-render.ts';

/**
 * What a server-rendered page hands to the browser: the answers its screen was rendered from, so the first render in
 * the browser matches the HTML and asks the API nothing (no request waterfall after the script boots). It travels in
 * a `<script type="application/json">`, which the Content-Security-Policy allows because it is never executed.
 */
export interface ServerState {
  queries: DehydratedState;
  /** Whether the page was rendered in data-saver mode (smaller lists, photos on tap). */
  dataSaver: boolean;
  /** The code-split components the page was rendered with (web/src/lib/lazy-component.ts). */
  chunks: string[];
  /** The site's configured origin the page's absolute links were written with (SiteOriginProvider). */
  origin: string;
}

/** JSON safe inside a script element: no `</script>`, no HTML comment openers, no JavaScript line separators. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the server put in the page, or null for a page the browser renders itself (the app shell). */
export function readServerState(doc: Document = document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
