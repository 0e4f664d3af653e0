import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { MentorList } from '../../../../schema/contract/mentors.ts';

/**
 * The result count line. Past MENTOR_COUNT_CAP matches the server stops counting (`totalIsCapped`, what a count costs
 * the database), so the line says how many at least, "Showing 24 of 1000+ mentors", until every page is loaded and
 * the count is the cards on screen. Worded in the render's language (`useLingui().i18n`).
 */
export function countLine(
  {
    first,
    shown,
    more,
    filtered,
  }: {
    first: MentorList | undefined;
    shown: number;
    more: boolean;
    filtered: boolean;
  },
  i18n: I18n,
): string {
  const capped = first?.totalIsCapped ?? false;
  if (capped && more) {
    const atLeast = Math.max(first?.total ?? 0, shown);
    return i18n._(msg`Showing ${shown} of ${atLeast}+ mentors`);
  }
  // Every page loaded past the cap: the count is the cards on screen.
  const total = capped ? shown : (first?.total ?? 0);
  // Only reached with more than one mentor, so the noun is always plural.
  if (shown < total) return i18n._(msg`Showing ${shown} of ${total} mentors`);
  // The count as digits (`{total}`), as the other lines write it: `#` would group them ('1,003').
  if (filtered) return i18n._(msg`${plural(total, { one: `${total} mentor found`, other: `${total} mentors found` })}`);
  return i18n._(msg`${plural(total, { one: `${total} mentor`, other: `${total} mentors` })}`);
}
