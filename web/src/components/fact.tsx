import type { ReactNode } from 'react';

/** A labelled fact in a card's `<dl>`: "Submitted by: Lerato Mokoena". A `wide` one takes two columns. */
export function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="break-words text-neutral-900">{children}</dd>
    </div>
  );
}
