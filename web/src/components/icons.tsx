import { FilledIcon, iconClass, OutlineIcon, type IconProps } from './icon-frame.tsx';

/*
 * The screens' icons, each used by name (the navigation's own are in shell-icons.tsx, to keep the landing route
 * light). Icons are decorative: the text beside each says the same, so screen readers skip them.
 */

export const PlaceIcon = ({ className = iconClass }: IconProps) => (
  <OutlineIcon className={className} d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z">
    <circle cx="12" cy="9.5" r="2.5" />
  </OutlineIcon>
);

export const CalendarIcon = ({ className = iconClass }: IconProps) => (
  <OutlineIcon className={className} d="M3.5 10h17M8 3v4M16 3v4">
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
  </OutlineIcon>
);

/** A calendar with a plus: add this to my calendar. */
export const CalendarPlusIcon = ({ className = iconClass }: IconProps) => (
  <OutlineIcon className={className} d="M3.5 10h17M8 3v4M16 3v4M12 12.5v5M9.5 15h5">
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
  </OutlineIcon>
);

/** A tick: done, included, connected. */
export const CheckIcon = ({ className = 'size-5' }: IconProps) => (
  <OutlineIcon className={className} strokeWidth="2.5" round d="M5 12.5l4.5 4.5L19 7.5" />
);

const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

/** A rating star; an empty one is drawn as an outline (the rating form's stars not chosen). */
export const StarIcon = ({
  className = 'size-4 shrink-0 text-sunshine-500',
  filled = true,
}: IconProps & { filled?: boolean }) =>
  filled ? (
    <FilledIcon className={className} d={STAR_PATH} />
  ) : (
    <OutlineIcon className={className} strokeWidth="1.5" d={STAR_PATH} />
  );

/** WhatsApp's speech bubble, in its green. */
export const WhatsAppIcon = ({ className = 'size-4 shrink-0 text-grass-700' }: IconProps) => (
  <FilledIcon
    className={className}
    d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3a.5.5 0 0 0 0-.5l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z"
  />
);

/** A triangle with an exclamation mark: something needs attention. */
export const WarningIcon = ({ className = 'size-6 shrink-0' }: IconProps) => (
  <OutlineIcon className={className} round d="M12 3 2 20h20L12 3ZM12 10v4M12 17h.01" />
);

/** A circling arrow: fetch again (it turns while `spinning`, unless the reader asked for less motion). */
export const RefreshIcon = ({ spinning = false, className = 'size-5' }: IconProps & { spinning?: boolean }) => (
  <OutlineIcon
    className={`${className} ${spinning ? 'animate-spin motion-reduce:animate-none' : ''}`}
    round
    d="M21 12a9 9 0 1 1-2.64-6.36M21 3v6h-6"
  />
);

/** Two people: a group, a community, who is coming. */
export const PeopleIcon = ({ className = 'size-6' }: IconProps) => (
  <OutlineIcon
    className={className}
    d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5"
  >
    <circle cx="9" cy="8" r="3.5" />
  </OutlineIcon>
);

/** A clock face: when, how long. */
export const ClockIcon = ({ className = iconClass }: IconProps) => (
  <OutlineIcon className={className} d="M12 7.5V12l3 2">
    <circle cx="12" cy="12" r="8.5" />
  </OutlineIcon>
);

/** A framed landscape: a photo (not loaded yet). */
export const PhotoIcon = ({ className = iconClass }: IconProps) => (
  <OutlineIcon className={className} d="M21 16l-5-5-8 8">
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.5" />
  </OutlineIcon>
);

/** A microphone: speak, record. */
export const MicIcon = ({ className = 'size-6' }: IconProps) => (
  <OutlineIcon className={className} d="M5 11a7 7 0 0 0 14 0M12 18v3M8.5 21h7">
    <rect x="9" y="3" width="6" height="11" rx="3" />
  </OutlineIcon>
);
