import type { ReactNode } from 'react';

/**
 * An outline icon (24×24, drawn in the text colour), as the mentor and session cards draw them. Icons are
 * decorative: the text beside each says the same, so screen readers skip them. Only the icons the mentor card
 * needs live here, as this module ships with the landing page; session-bits draws its others with this frame.
 */
export function OutlineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      {children}
    </svg>
  );
}

type IconProps = { className?: string };
const iconClass = 'size-4 shrink-0';

export function PlaceIcon({ className = iconClass }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </OutlineIcon>
  );
}

export function CalendarIcon({ className = iconClass }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </OutlineIcon>
  );
}
