import type { ReactNode } from 'react';

/** The colours a badge may take when its meaning is a state rather than a value's own scale. */
export const BADGE_TONES = {
  neutral: 'bg-neutral-100 text-neutral-800',
  good: 'bg-grass-100 text-grass-900',
  warn: 'bg-sunshine-100 text-lilac-950',
  bad: 'bg-red-50 text-red-800',
  brand: 'bg-lilac-100 text-lilac-900',
} as const;

export type BadgeTone = keyof typeof BADGE_TONES;

const SIZES = {
  /** Lists and cards: a status, a category, "Featured". */
  regular: 'inline-flex items-center text-sm font-semibold',
  /** Beside a heading or inside a line of text, where a regular badge would outweigh the words. */
  small: 'text-xs font-bold',
} as const;

/**
 * A small pill. Its colour is a tone, or `colors` when the caller has its own scale (difficulty, demand, trend);
 * `className` adds anything else (tracking, margins).
 */
export function Badge({
  tone = 'neutral',
  colors,
  size = 'regular',
  className = '',
  children,
}: {
  tone?: BadgeTone;
  colors?: string;
  size?: keyof typeof SIZES;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 ${SIZES[size]} ${colors ?? BADGE_TONES[tone]} ${className}`.trim()}>
      {children}
    </span>
  );
}
