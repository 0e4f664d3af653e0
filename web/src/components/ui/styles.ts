/**
 * Shared class names for links and buttons that look like buttons. Plain strings keep them free:
 * no variant library in the landing chunk.
 */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-lilac-700 text-white hover:bg-lilac-800`,
  secondary: `${base} bg-grass-700 text-white hover:bg-grass-800`,
  outline: `${base} border-2 border-lilac-700 bg-white text-lilac-800 hover:bg-lilac-50`,
  premium: `${base} bg-sunshine-300 text-lilac-950 hover:bg-sunshine-400`,
} as const;

export const textLinkStyle = 'font-semibold text-lilac-700 underline underline-offset-4 hover:text-lilac-900';
