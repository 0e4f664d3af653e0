import type { ReactNode } from 'react';

/*
 * The app's icons, each used by name. Icons are decorative: the text beside each says the same, so screen readers
 * skip them (aria-hidden). This module ships with the landing page; an icon nothing imports is left out of every
 * bundle, so adding one here costs only the screens that use it.
 */

/**
 * An outline icon (24×24, drawn in the text colour): the frame of every outline icon here and of the few drawn
 * from data (journey icons). `round` rounds the line ends and joins, for icons drawn as strokes.
 */
export function OutlineIcon({
  className,
  strokeWidth = '2',
  round = false,
  children,
}: {
  className: string;
  strokeWidth?: string;
  round?: boolean;
  children: ReactNode;
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

/** A tick: done, included, connected. */
export function CheckIcon({ className = 'size-5' }: IconProps) {
  return (
    <OutlineIcon className={className} strokeWidth="2.5" round>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </OutlineIcon>
  );
}

const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

/** A rating star; an empty one is drawn as an outline (the rating form's stars not chosen). */
export function StarIcon({
  className = 'size-4 shrink-0 text-sunshine-500',
  filled = true,
}: IconProps & { filled?: boolean }) {
  return filled ? (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d={STAR_PATH} />
    </svg>
  ) : (
    <OutlineIcon className={className} strokeWidth="1.5">
      <path d={STAR_PATH} />
    </OutlineIcon>
  );
}

/** A calendar with a plus: add this to my calendar. */
export function CalendarPlusIcon({ className = iconClass }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4M12 12.5v5M9.5 15h5" />
    </OutlineIcon>
  );
}

/** WhatsApp's speech bubble, in its green. */
export function WhatsAppIcon({ className = 'size-4 shrink-0 text-grass-700' }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3a.5.5 0 0 0 0-.5l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z" />
    </svg>
  );
}

/** A small filled chevron: this button opens a menu below. */
export function ChevronDownIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}

/** Three lines: open the menu. */
export function MenuIcon({ className = 'size-6' }: IconProps) {
  return (
    <OutlineIcon className={className} strokeWidth="2.5" round>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </OutlineIcon>
  );
}

/** A cross: close. */
export function CloseIcon({ className = 'size-6' }: IconProps) {
  return (
    <OutlineIcon className={className} strokeWidth="2.5" round>
      <path d="M6 6l12 12M18 6L6 18" />
    </OutlineIcon>
  );
}

/** A triangle with an exclamation mark: something needs attention. */
export function WarningIcon({ className = 'size-6 shrink-0' }: IconProps) {
  return (
    <OutlineIcon className={className} round>
      <path d="M12 3 2 20h20L12 3Z" />
      <path d="M12 10v4M12 17h.01" />
    </OutlineIcon>
  );
}

/** A circling arrow: fetch again (it turns while `spinning`, unless the reader asked for less motion). */
export function RefreshIcon({ spinning = false, className = 'size-5' }: IconProps & { spinning?: boolean }) {
  return (
    <OutlineIcon className={`${className} ${spinning ? 'animate-spin motion-reduce:animate-none' : ''}`} round>
      <path d="M21 12a9 9 0 1 1-2.64-6.36" />
      <path d="M21 3v6h-6" />
    </OutlineIcon>
  );
}

/** Two people: a group, a community. */
export function PeopleIcon({ className = 'size-6' }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.7a3.5 3.5 0 0 1 0 6.6M18 14.3c2.1.7 3.5 2.8 3.5 5.7" />
    </OutlineIcon>
  );
}

/** A microphone: speak, record. */
export function MicIcon({ className = 'size-6' }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3M8.5 21h7" />
    </OutlineIcon>
  );
}

/** The Sebenza mark: a sun rising over a green field, drawn inline (no image request), in the brand's colours. */
export function LogoMark({ className = 'size-8 shrink-0' }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="8" fill="#5b3f8f" />
      <circle cx="16" cy="17" r="7" fill="#ffd23f" />
      <path d="M3 22c4-3 8-4 13-4s9 1 13 4v4a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z" fill="#3f9b3a" />
    </svg>
  );
}
