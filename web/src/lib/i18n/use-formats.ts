import { useLingui } from '@lingui/react';
import type { LocalFormats } from '../../../../schema/contract/local-formats.ts';
import { formatsFor } from './formats.ts';

/** Dates, times, counts and money as the reader's language writes them (always South African time). */
export function useFormats(): LocalFormats {
  const { i18n } = useLingui();
  return formatsFor(i18n);
}
