import { escapeHtml } from '../http/escape-html.ts';
import { PRODUCT_NAME } from '../../schema/contract/product.ts';
import type { PageHead } from '../../schema/contract/server-render.ts';

/** The picture of a preview whose page names none: the app's icon (a square PNG, which every chat app shows). */
const DEFAULT_IMAGE = '/icons/icon-512.png';

/**
 * Writes a rendered page's <title>, meta description and Open Graph tags (what WhatsApp and other chat apps show for a
 * shared link; they read the HTML and run no scripts). Every URL in them is absolute from the site's origin.
 */
export function withPageHead(rewriter: HTMLRewriter, head: PageHead, origin: string): HTMLRewriter {
  const title = `${head.title} · ${PRODUCT_NAME}`;
  const tags = {
    'og:type': 'website',
    'og:site_name': PRODUCT_NAME,
    'og:title': head.title,
    'og:description': head.description,
    'og:url': new URL(head.path, origin).href,
    'og:image': new URL(head.image ?? DEFAULT_IMAGE, origin).href,
  };
  const meta =
    `<meta name="description" content="${escapeHtml(head.description)}" />` +
    Object.entries(tags)
      .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`)
      .join('');
  return (
    withTitle(rewriter, title)
      // The shell's site-wide description goes; the page's own comes with the Open Graph tags.
      .on('head > meta[name="description"]', { element: (element) => void element.remove() })
      .on('head', { element: (element) => void element.append(meta, { html: true }) })
  );
}

/** Writes the page's <title> (text content: HTMLRewriter escapes it). */
export function withTitle(rewriter: HTMLRewriter, title: string): HTMLRewriter {
  return rewriter.on('head > title', { element: (element) => void element.setInnerContent(title) });
}
