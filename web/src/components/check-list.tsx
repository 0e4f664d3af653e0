/** A list of what a plan includes, each line ticked (the landing page's and the dashboard's plan comparison). */
export function CheckList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={`grid gap-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 text-grass-700" fill="none">
            <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          {item}
        </li>
      ))}
    </ul>
  );
}
