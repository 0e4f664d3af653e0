import type { ReactNode } from 'react';

/*
 * The frames every icon is drawn in (components/icons.tsx, components/shell-icons.tsx). Icons are decorative: the
 * text beside each says the same, so screen readers skip them (aria-hidden).
 */

export type IconProps = { className?: string };
export const iconClass = 'size-4 shrink-0';

/**
 * An outline icon (24×24, drawn in the text colour): the frame of every outline icon here and of the few drawn
 * from data (journey icons). `d` is its path; `children` any other shapes. `round` rounds the line ends and
 * joins, for icons drawn as strokes.
 */
export function OutlineIcon({
  className,
  d,
  strokeWidth = '2',
  round = false,
  children,
}: {
  className: string;
  d?: string;
  strokeWidth?: string;
  round?: boolean;
  children?: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      {...(round ? { strokeLinecap: 'round', strokeLinejoin: 'round' } : {})}
    >
      {children}
      {d ? <path d={d} /> : null}
    </svg>
  );
}

/** A filled icon in the text colour (brand marks, the rating star). */
export function FilledIcon({
  className,
  d,
  viewBox = '0 0 24 24',
}: {
  className: string;
  d: string;
  viewBox?: string;
}) {
  return (
    <svg aria-hidden="true" viewBox={viewBox} className={className} fill="currentColor">
      <path d={d} />
    </svg>
  );
}
