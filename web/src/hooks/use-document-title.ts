import { useContext, useEffect } from 'react';
import { PRODUCT_NAME } from '../../../schema/contract/product.ts';
import { PageHeadCollector } from '../lib/page-head.ts';

/** "Attend Group Sessions · Sebenza"; the product name alone when there is no page title. */
export function formatDocumentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * The browser tab's title. A page the Worker renders has it in its first response too (the server render runs no
 * effects, so it is handed to the renderer while rendering): a shared link's tab and history entry are named before
 * any script has run.
 */
export function useDocumentTitle(pageTitle?: string, { raw = false }: { raw?: boolean } = {}): void {
  const title = raw && pageTitle ? pageTitle : formatDocumentTitle(pageTitle);
  useContext(PageHeadCollector)?.({ title });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
