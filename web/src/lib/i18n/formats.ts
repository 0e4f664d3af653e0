import type { I18n } from '@lingui/core';
import type { RenderLanguage } from '../../../../schema/contract/app-languages.ts';
import { formatsIn, type LocalFormats } from '../../../../schema/contract/local-formats.ts';

/** The formats of the language `i18n` renders in, for plain helpers that are handed `i18n`. */
export const formatsFor = (i18n: I18n): LocalFormats => formatsIn(i18n.locale as RenderLanguage);
