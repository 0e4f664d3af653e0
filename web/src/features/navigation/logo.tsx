import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { LogoMark } from '../../components/shell-icons.tsx';

/** The mark and the product's name, as the navigation shows them. */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span className="text-xl font-extrabold tracking-tight text-lilac-900">{PRODUCT_NAME}</span>
    </span>
  );
}
