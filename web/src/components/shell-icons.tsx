import { FilledIcon, OutlineIcon, type IconProps } from './icon-frame.tsx';

/*
 * The icons of the app's frame (the navigation and its logo), drawn on every page including the landing route.
 * They live apart from components/icons.tsx because a module shared by the landing route and other screens ships
 * whole with the landing route: the screens' icons would weigh on the first visit.
 */

/** A small filled chevron: this button opens a menu below. */
export const ChevronDownIcon = ({ className = 'size-4' }: IconProps) => (
  <FilledIcon
    className={className}
    viewBox="0 0 20 20"
    d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z"
  />
);

/** Three lines: open the menu. */
export const MenuIcon = ({ className = 'size-6' }: IconProps) => (
  <OutlineIcon className={className} strokeWidth="2.5" round d="M4 7h16M4 12h16M4 17h16" />
);

/** A cross: close. */
export const CloseIcon = ({ className = 'size-6' }: IconProps) => (
  <OutlineIcon className={className} strokeWidth="2.5" round d="M6 6l12 12M18 6L6 18" />
);

/** The Sebenza mark: a sun rising over a green field, drawn inline (no image request), in the brand's colours. */
export const LogoMark = ({ className = 'size-8 shrink-0' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
    <rect width="32" height="32" rx="8" fill="#5b3f8f" />
    <circle cx="16" cy="17" r="7" fill="#ffd23f" />
    <path d="M3 22c4-3 8-4 13-4s9 1 13 4v4a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z" fill="#3f9b3a" />
  </svg>
);
