import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';

/** The Sebenza mark: a sun rising over a green field, drawn inline (no image request). */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#5b3f8f" />
        <circle cx="16" cy="17" r="7" fill="#ffd23f" />
        <path d="M3 22c4-3 8-4 13-4s9 1 13 4v4a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z" fill="#3f9b3a" />
      </svg>
      <span className="text-xl font-extrabold tracking-tight text-lilac-900">{PRODUCT_NAME}</span>
    </span>
  );
}
