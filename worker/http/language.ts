import type { I18n } from '@lingui/core';
import type { Context } from 'hono';
import {
  type AppLanguage,
  asksForPseudoLanguage,
  chosenLanguage,
  languageCookie,
  type RenderLanguage,
} from '../../schema/contract/app-languages.ts';
import type { AppEnv } from '../env.ts';
import { i18nFor } from '../i18n/i18n.ts';

/**
 * The language of the page a request comes from (decision 042): the reader's choice in the language cookie, else
 * their browser's `Accept-Language` when it names one of ours, else English. The Worker's own pages are written in it,
 * and a sign-up keeps it as the new member's language.
 */
export function requestLanguage(c: Context): AppLanguage {
  return chosenLanguage({ cookie: c.req.header('cookie'), acceptLanguage: c.req.header('accept-language') });
}

/**
 * Keeps `language` in the browser's language cookie (the one the picker sets, so not HttpOnly), so that the pages
 * follow a member's language from their profile on any device they sign in on.
 */
export function setLanguageCookie(c: Context, language: AppLanguage): void {
  const secure = new URL(c.req.url).protocol === 'https:';
  c.header('Set-Cookie', languageCookie(language, { secure }), { append: true });
}

/**
 * The language a page is rendered in for this request, which the page and the edge cache's key both follow: the
 * request's language, or on a developer's machine the pseudo-language when the cookie asks for it (the tests render
 * every page in it to find text that skipped the catalog).
 */
export function pageLanguage(c: Context<AppEnv>): RenderLanguage {
  if (c.var.config.devToolsEnabled && asksForPseudoLanguage(c.req.header('cookie'))) return 'pseudo';
  return requestLanguage(c);
}

/** The Worker's texts in the language of the page a request comes from: what its own HTML pages are written with. */
export function pageI18n(c: Context<AppEnv>): I18n {
  return i18nFor(pageLanguage(c));
}
