import type { ReactNode } from 'react';

/** The heading of a page's sections, unless the page sets its own. */
const sectionTitleStyle = 'text-2xl font-bold text-lilac-950';

/**
 * A section of a page named by its `<h2>` (`aria-labelledby`), so screen readers list it by that name. The `id` is
 * the heading's, and the section's address on the page (`#meetups`).
 */
export function TitledSection({
  id,
  title,
  className,
  titleClassName = sectionTitleStyle,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
