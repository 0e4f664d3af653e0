import { CheckIcon } from './icons.tsx';

/** A list of what a plan includes, each line ticked (the landing page's and the dashboard's plan comparison). */
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
