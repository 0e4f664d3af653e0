import { buttonStyles } from './ui/styles.ts';

/**
 * A read that failed: what could not be loaded and a way to try again. On prepaid data the usual cause is a
 * dropped connection, so nothing else on the page is touched.
 */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border-2 border-red-700 bg-white p-4">
      <p className="font-semibold text-neutral-900">Could not load {what}. Check your connection and try again.</p>
      <button type="button" onClick={onRetry} className={`${buttonStyles.outline} mt-3`}>
        Try again
      </button>
    </div>
  );
}
