import type { ReactNode } from 'react';
import { CheckIcon } from './icons.tsx';
import { PremiumBadge } from './premium-badge.tsx';

/** A list of what a plan includes, each line ticked (the plan comparisons and the coaching plans). */
export function CheckList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={`grid gap-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <CheckIcon className="mt-0.5 size-5 shrink-0 text-grass-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * One side of a free vs premium comparison (the landing page's and the dashboard's): the plan's name (premium
 * coaching with its badge), its price and what it includes; `children` follow (a link to the plans). `large` is the
 * landing page's size.
 */
export function PlanCard({
  name,
  price,
  items,
  premium = false,
  large = false,
  children,
}: {
  name: string;
  price: string;
  items: readonly string[];
  premium?: boolean;
  large?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      className={`min-w-0 rounded-2xl border-2 bg-white ${premium ? 'border-sunshine-400' : 'border-grass-300'} ${large ? 'p-6' : 'p-5'}`}
    >
      <h3
        // Wraps: a plan's name and the badge beside it are long in isiZulu and isiXhosa.
        className={`${premium ? 'flex flex-wrap items-center gap-x-2 gap-y-1' : ''} ${large ? 'text-xl' : 'text-lg'} font-bold text-lilac-950`}
      >
        {name}
        {premium ? <PremiumBadge /> : null}
      </h3>
      <p className="text-neutral-700">{price}</p>
      <CheckList items={items} className={large ? 'mt-4' : 'mt-3'} />
      {children}
    </div>
  );
}
