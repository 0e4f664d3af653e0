import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from './ui/styles.ts';

export interface ButtonLink {
  to: string;
  label: string;
  /** Primary for the first link and outlined for the rest, unless given. */
  style?: keyof typeof buttonStyles;
}

/**
 * A block's next steps: links drawn as buttons, stacked on a phone and side by side from `sm`. `children` follow the
 * links in the row (a button that stays on the page, say).
 */
export function ButtonLinks({
  links,
  className = '',
  children,
}: {
  links: readonly ButtonLink[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`}>
      {links.map((link, index) => (
        <Link key={link.to} to={link.to} className={buttonStyles[link.style ?? (index === 0 ? 'primary' : 'outline')]}>
          {link.label}
        </Link>
      ))}
      {children}
    </div>
  );
}
