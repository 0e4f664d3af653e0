import { Trans } from '@lingui/react/macro';
/** The PREMIUM mark beside paid coaching (the navigation's coaching link, the plan comparisons). */
export function PremiumBadge() {
  return (
    <span className="rounded bg-lilac-950 px-1.5 py-0.5 text-xs font-bold tracking-wide text-sunshine-300">
      <Trans>PREMIUM</Trans>
    </span>
  );
}
