/**
 * Shared class names for links and buttons that look like buttons. Plain strings keep them free:
 * no variant library in the landing chunk.
 */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold no-underline transition-colors disabled:cursor-not-allowed';

/*
 * A disabled button is grey whatever its colour, with dark text: it reads as "not now" and stays legible (8.6:1,
 * WCAG AA). A faded colour (white on pale lilac, 2.3:1) read as broken rather than disabled.
 */
const filledDisabled = 'disabled:bg-neutral-200 disabled:text-neutral-700';

export const buttonStyles = {
  primary: `${base} bg-lilac-700 text-white hover:bg-lilac-800 ${filledDisabled}`,
  secondary: `${base} bg-grass-700 text-white hover:bg-grass-800 ${filledDisabled}`,
  outline: `${base} border-2 border-lilac-700 bg-white text-lilac-800 hover:bg-lilac-50 disabled:border-neutral-400 disabled:bg-neutral-100 disabled:text-neutral-700`,
  premium: `${base} bg-sunshine-300 text-lilac-950 hover:bg-sunshine-400 ${filledDisabled}`,
  /** The filled red button of something that cannot be undone (deleting an account). */
  danger: `${base} bg-red-700 text-white hover:bg-red-800 ${filledDisabled}`,
  /** The outlined red button of a destructive action among others (reject, archive, delete a row). */
  dangerOutline: `${base} border-2 border-red-700 bg-white text-red-800 hover:bg-red-50 disabled:border-neutral-400 disabled:bg-neutral-100 disabled:text-neutral-700`,
} as const;

const small = 'min-h-11 px-4 py-2';

/** The same buttons, smaller: a card's or a list row's actions, where several sit side by side. */
export const smallButtonStyles = {
  primary: `${buttonStyles.primary} ${small}`,
  secondary: `${buttonStyles.secondary} ${small}`,
  outline: `${buttonStyles.outline} ${small}`,
  premium: `${buttonStyles.premium} ${small}`,
  danger: `${buttonStyles.danger} ${small}`,
  dangerOutline: `${buttonStyles.dangerOutline} ${small}`,
} as const;

export const textLinkStyle = 'font-semibold text-lilac-700 underline underline-offset-4 hover:text-lilac-900';

/** A text input, select or text area (the form fields' and the few controls outside a form). */
export const controlStyle =
  'block w-full rounded-lg border-2 border-neutral-400 bg-white px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-500 hover:border-lilac-500 aria-invalid:border-red-700 disabled:bg-neutral-100';
