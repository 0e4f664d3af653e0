import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '../../lib/paths.ts';

export interface NavLinkItem {
  to: string;
  /** Translated where it is shown (`t(link.label)`). */
  label: MessageDescriptor;
}

/**
 * The top navigation's links in the spec's order (section 2, "Top navigation"). Calendar Management
 * is only for signed-in mentors, Income Seeking Resources only for signed-in users. The PREMIUM
 * coaching button is separate (always shown).
 */
export function getNavLinks({ isSignedIn, isMentor }: { isSignedIn: boolean; isMentor: boolean }): NavLinkItem[] {
  const links: (NavLinkItem | false)[] = [
    { to: paths.mentors, label: msg`Attend Group Sessions` },
    { to: paths.becomeMentor, label: msg`Host Group Sessions` },
    { to: paths.aiIncomeAdvisor, label: msg`AI Income Advisor` },
    isSignedIn && isMentor && { to: paths.calendarManagement, label: msg`Calendar Management` },
    { to: paths.journeys, label: msg`Journeys` },
    { to: paths.community, label: msg`Community` },
    { to: paths.successStories, label: msg`Success Stories` },
    isSignedIn && { to: paths.freedomResources, label: msg`Income Seeking Resources` },
  ];
  return links.filter((link): link is NavLinkItem => link !== false);
}

/**
 * The order links leave the desktop row for the "More" menu when the row is too narrow for all of them: the ones
 * members reach for least first. Visitors' links fit from 1024 px.
 */
const MORE_MENU_ORDER: readonly string[] = [
  paths.successStories,
  paths.journeys,
  paths.community,
  paths.becomeMentor,
  paths.aiIncomeAdvisor,
  paths.freedomResources,
  paths.calendarManagement,
  paths.mentors,
];

/**
 * Which links (their `to`) go into the "More" menu so that the rest, and the More button, fit on one row of
 * `available` px. `widths` are the links' widths in `links` order; `gap` the space between two items. None when
 * every link fits.
 */
export function linksForMoreMenu(
  links: readonly NavLinkItem[],
  widths: readonly number[],
  { available, moreWidth, gap }: { available: number; moreWidth: number; gap: number },
): string[] {
  const rowWidth = (items: number[]) => items.reduce((sum, width) => sum + width, 0) + gap * (items.length - 1);
  if (rowWidth([...widths]) <= available) return [];
  const moved = new Set<string>();
  for (const to of MORE_MENU_ORDER) {
    if (!links.some((link) => link.to === to)) continue;
    moved.add(to);
    const kept = widths.filter((_, index) => !moved.has(links[index]!.to));
    if (rowWidth([...kept, moreWidth]) <= available) break;
  }
  return links.filter((link) => moved.has(link.to)).map((link) => link.to);
}
