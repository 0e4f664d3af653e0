/**
 * The app's one way to write an amount of money. Amounts travel and are stored as integer rand cents; what a
 * reader sees is 'R' and whole rand with comma thousands, as the spec and the advisor's texts write amounts
 * ('R1,250,000'), cents only when there are some ('R1,500.50'). The spec shows event prices with two decimals
 * always ('R150.00'): those callers ask for `cents: 'always'`.
 */
export function formatRand(
  cents: number,
  { cents: showCents = 'when-any' }: { cents?: 'always' | 'when-any' } = {},
): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = showCents === 'always' || rest !== 0 ? `.${String(rest).padStart(2, '0')}` : '';
  return `${cents < 0 ? '-' : ''}R${grouped}${decimals}`;
}
