/**
 * '12 345': a whole number grouped as en-ZA writes it (no-break spaces). Written out rather than with
 * Intl.NumberFormat, whose first use costs a phone's browser locale data loading (see date-time.ts).
 */
export function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}
