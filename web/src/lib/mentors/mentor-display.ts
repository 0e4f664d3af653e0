import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural as pluralMessage } from '@lingui/core/macro';
import { languageNames } from '../../../../schema/contract/languages-rules.ts';
import { DEFAULT_LOCATION, MATCH_REASONS, type MatchReason } from '../../../../schema/contract/mentors-rules.ts';
import type { Mentor } from '../../../../schema/contract/mentors.ts';
import { paths } from '../paths.ts';

/*
 * How a mentor reads on a card and in the detail dialog (spec section 2, "Mentor card"). Pure functions, so
 * the wording is unit-tested; those that word something take the render's translations (`useLingui().i18n`). Values
 * come from the contract's zod-free rules modules.
 */

/** Spec section 9: a card shows at most 2 category chips, then '+N more'. */
export const MAX_CATEGORY_CHIPS = 2;

export function mentorLocation(mentor: Pick<Mentor, 'location'>): string {
  return mentor.location?.trim() || DEFAULT_LOCATION;
}

/**
 * The card's language line, 'Languages: English, isiZulu' (in the Constitution's order); null for a profile from
 * before languages were asked, or an answer cached before they existed.
 */
export function mentorLanguagesText(mentor: Pick<Mentor, 'languages'>, i18n: I18n): string | null {
  const names = languageNames(mentor.languages ?? []);
  return names ? i18n._(msg`Languages: ${names}`) : null;
}

/** The chips to show and how many are left over for '+N more'. */
export function splitChips<T>(items: readonly T[], max = MAX_CATEGORY_CHIPS): { shown: T[]; moreCount: number } {
  return { shown: items.slice(0, max), moreCount: Math.max(0, items.length - max) };
}

/** 'creative-arts' → 'Creative Arts': the label for a slug whose name has not loaded (or is unknown). */
export function humaniseSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export interface RatingLabel {
  /** What the card shows: '4.7 (12)' or 'New'. */
  text: string;
  /** What a screen reader says. */
  spoken: string;
  isNew: boolean;
}

/** The real average rating with one decimal and its count, or "New" before the first rating (never a made-up 4.9). */
export function ratingLabel(mentor: Pick<Mentor, 'rating' | 'reviewCount'>, i18n: I18n): RatingLabel {
  const { rating, reviewCount } = mentor;
  if (rating === null || rating === undefined || !Number.isFinite(rating)) {
    return { text: i18n._(msg`New`), spoken: i18n._(msg`New mentor, not rated yet`), isNew: true };
  }
  const average = rating.toFixed(1);
  const count = reviewCount ?? 0;
  return {
    text: `${average} (${count})`,
    spoken: i18n._(
      msg`Rated ${average} out of 5 from ${pluralMessage(count, { one: '# rating', other: '# ratings' })}`,
    ),
    isNew: false,
  };
}

export function upcomingSessionsLabel(count: number, i18n: I18n): string {
  if (!count || count < 0) return i18n._(msg`No upcoming sessions`);
  return i18n._(msg`${pluralMessage(count, { one: '# upcoming session', other: '# upcoming sessions' })}`);
}

const SERVICE_TYPE_LABELS: Record<Mentor['serviceType'], MessageDescriptor> = {
  mentorship: msg`Free group mentorship`,
  coach: msg`One-on-one coaching`,
  both: msg`Group mentorship and one-on-one coaching`,
};

export function serviceTypeLabel(serviceType: Mentor['serviceType'], i18n: I18n): string {
  return i18n._(SERVICE_TYPE_LABELS[serviceType] ?? SERVICE_TYPE_LABELS.mentorship);
}

/** A mentor's group sessions (spec section 2: /group-sessions accepts mentor={id}). */
export function mentorSessionsPath(mentorId: number | string): string {
  return `${paths.groupSessions}?mentor=${encodeURIComponent(String(mentorId))}`;
}

/** What each match reason says inside 'Matches your …'. */
const MATCH_REASON_NAMES = {
  journey: msg`journey`,
  interests: msg`interests`,
  goals: msg`goals`,
  location: msg`location`,
  language: msg`language`,
} satisfies Record<MatchReason, MessageDescriptor>;

/**
 * The contract's `matchReasonText` ('Matches your journey, goals and location') in the page's language; null when
 * nothing matched (the fallback of any active mentor).
 */
export function matchReasonText(matchedOn: readonly MatchReason[], i18n: I18n): string | null {
  const reasons = MATCH_REASONS.filter((reason) => matchedOn.includes(reason)).map((reason) =>
    i18n._(MATCH_REASON_NAMES[reason]),
  );
  const last = reasons.pop();
  if (last === undefined) return null;
  const earlier = reasons.join(', ');
  const reasonList = earlier ? i18n._(msg`${earlier} and ${last}`) : last;
  return i18n._(msg`Matches your ${reasonList}`);
}
