import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '../../../schema/contract/product.ts';
import { applyUpdate, useUpdateReady } from '../lib/pwa/updates.ts';

/**
 * Offers the new version once its service worker is installed. Reloading is the user's choice: a reload in the
 * middle of a form or a chat would lose their work.
 */
export function UpdatePrompt() {
  const ready = useUpdateReady();
  return (
    <div role="status">
      {ready ? (
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-lilac-700 px-4 py-2 text-sm text-white">
          <p>
            <Trans>A new version of {PRODUCT_NAME} is ready.</Trans>
          </p>
          <button
            type="button"
            onClick={applyUpdate}
            className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-semibold text-lilac-800 hover:bg-lilac-50"
          >
            <Trans>Reload</Trans>
          </button>
        </div>
      ) : null}
    </div>
  );
}
