import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { I18n } from '@lingui/core';
import { htmlLangOf, type RenderLanguage } from '../../schema/contract/app-languages.ts';
import { PRODUCT_NAME } from '../../schema/contract/product.ts';

/**
 * The shell of the Worker's few server-rendered pages (sign-in, the test checkout): plain HTML forms that work
 * without JavaScript. Each page brings its own CSS on top of the shared base below.
 */
export function htmlPage({
  title,
  css,
  body,
  titleSuffix = '',
  i18n,
}: {
  title: string;
  /** The page's own rules, after the base ones. */
  css: string;
  body: HtmlEscapedString | Promise<HtmlEscapedString>;
  /** Appended to the document title after the product name, e.g. ' (test)'. */
  titleSuffix?: string;
  /** The texts' language (worker/i18n), which `<html lang>` names; English when the page has no translations yet. */
  i18n?: I18n;
}) {
  // Every I18n the Worker makes is set to one of the render languages (worker/i18n).
  const lang = htmlLangOf((i18n?.locale ?? 'en') as RenderLanguage);
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · ${PRODUCT_NAME}${titleSuffix}</title>
        <style>
          ${raw(BASE_CSS + css)}
        </style>
      </head>
      <body>
        <main>
          <a class="logo" href="/">${PRODUCT_NAME}</a>
          ${body}
        </main>
      </body>
    </html>`;
}

/** Page, column and logo: the look every server-rendered page shares. */
const BASE_CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f6f3fb;color:#1f1a2b}
main{max-width:26rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.logo{display:inline-block;font-weight:800;font-size:1.4rem;color:#5b3f8f;text-decoration:none;margin-bottom:1rem}
`;
