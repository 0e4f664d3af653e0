import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '../../../schema/contract/product.ts';

/** On every page while the product is being tested (spec, introduction). */
export function TestingBanner() {
  return (
    <p className="bg-sunshine-200 px-4 py-2 text-center text-sm text-lilac-950">
      <Trans>This is a testing version of {PRODUCT_NAME}. Features may change before the final release.</Trans>
    </p>
  );
}
