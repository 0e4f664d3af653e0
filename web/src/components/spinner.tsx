import { useLingui } from '@lingui/react/macro';
/** A loading indicator announced to screen readers as "Loading…". */
export function Spinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="flex items-center justify-center gap-3 text-lilac-800">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-lilac-200 border-t-lilac-700 motion-reduce:animate-none"
      />
      <span className="sr-only">{label ?? t`Loading…`}</span>
    </div>
  );
}

/** Fills the content area while a page (or who is signed in) is loading. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4">
      <Spinner />
    </div>
  );
}
