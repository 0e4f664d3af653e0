import { type I18n, setupI18n } from '@lingui/core';
import type { RenderLanguage } from '../../schema/contract/app-languages.ts';
import { messages as af } from '../locales/af.po';
import { messages as en } from '../locales/en.po';
import { messages as pseudo } from '../locales/pseudo.po';
import { messages as xh } from '../locales/xh.po';
import { messages as zu } from '../locales/zu.po';

/*
 * The Worker's own texts (decision 042): its HTML pages (sign-in, checkout, can't-make-it, the readable export) and
 * the notices it sends (emails, WhatsApp messages, in-app notices), in the catalog `worker/locales` (lingui.config.ts).
 * Every language's catalog is loaded at once: the Worker is not downloaded by readers, and a notice written for many
 * members at once needs each of their languages in the same statement.
 */
const CATALOGS: Record<RenderLanguage, typeof en> = { en, zu, xh, af, pseudo };

/**
 * One `I18n` per language, each set to its language when it is made and never switched: requests and recipients in
 * different languages are served at the same time, so nothing here has a "current" language that one could change
 * under another. Code that writes a text takes the `I18n` of the reader it writes for (`i18nFor(member.language)`) and
 * formats `msg` descriptors with it (`i18n._(descriptor)`), never Lingui's global `i18n` or `t`.
 */
const BY_LANGUAGE = Object.fromEntries(
  Object.entries(CATALOGS).map(([language, messages]) => [
    language,
    setupI18n({ locale: language, messages: { [language]: messages } }),
  ]),
) as Record<RenderLanguage, I18n>;

/** The Worker's texts in `language` (the pseudo-language only for pages on a developer's machine). */
export function i18nFor(language: RenderLanguage): I18n {
  return BY_LANGUAGE[language];
}
