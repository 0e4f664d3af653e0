import { formatsIn } from './local-formats.ts';

/**
 * An amount of money in English, as the spec and the advisor's texts write amounts ('R1,250,000'), cents only when
 * there are some ('R1,500.50'), or always when asked (the spec's event prices, 'R150.00'). Amounts travel and are
 * stored as integer rand cents. It is the English of the one formatter (local-formats.ts); a screen shows money in
 * its reader's language with `useFormats().rand`.
 */
export function formatRand(cents: number, options?: { cents?: 'always' | 'when-any' }): string {
  return formatsIn('en').rand(cents, options);
}
