import type { ReactNode } from 'react';
import { Spinner } from '../spinner.tsx';

/**
 * A list's `loading` while its first page loads: `count` grey stand-ins shaped like its cards, hidden from
 * screen readers, under a spinner that announces `label` (no spinner without a label, e.g. beside other content).
 */
export function SkeletonGrid({
  count,
  className,
  label,
  children,
}: {
  count: number;
  /** The grid classes of the real list, so nothing moves when the cards arrive. */
  className: string;
  label?: string;
  /** One stand-in card. */
  children: ReactNode;
}) {
  return (
    <>
      {label ? <Spinner label={label} /> : null}
      <ul aria-hidden="true" className={label ? `${className} mt-4` : className}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>{children}</li>
        ))}
      </ul>
    </>
  );
}
