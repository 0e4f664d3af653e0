import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../schema/contract/product.ts';

/** "Attend Group Sessions · Sebenza"; the product name alone when there is no page title. */
export function formatDocumentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function useDocumentTitle(pageTitle?: string, { raw = false }: { raw?: boolean } = {}): void {
  useEffect(() => {
    document.title = raw && pageTitle ? pageTitle : formatDocumentTitle(pageTitle);
  }, [pageTitle, raw]);
}
