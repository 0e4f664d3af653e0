import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { textLinkStyle } from './ui/styles.ts';

/* The building blocks of a page's fixed content: its titled sections, cards of short texts, a line with a link. */

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

/** Short texts, each under a bold heading in a card of its own: what a service or a programme offers. */
export function TextCards({
  items,
  className,
  cardClassName,
}: {
  items: readonly { title: string; text: string }[];
  /** The list's grid. */
  className: string;
  cardClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className={cardClassName}>
          <h3 className="font-bold text-lilac-950">{item.title}</h3>
          <p className="mt-1 text-neutral-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A line of its own holding one text link ("See all mentors"), tall enough to tap. `className` places the line. */
export function LinkLine({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <p className={className}>
      <Link to={to} className={`${textLinkStyle} inline-flex min-h-11 items-center`}>
        {children}
      </Link>
    </p>
  );
}
