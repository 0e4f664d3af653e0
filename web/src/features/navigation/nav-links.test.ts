import { describe, expect, it } from 'vitest';
import { getNavLinks, linksForMoreMenu, type NavLinkItem } from './nav-links.ts';

/** A link's English label: the source text of its message (translated where the navigation shows it). */
const english = (link: NavLinkItem) => link.label.message ?? '';
const labels = (options: Parameters<typeof getNavLinks>[0]) => getNavLinks(options).map(english);

describe('getNavLinks', () => {
  it('shows visitors the public links in the spec order', () => {
    expect(
      getNavLinks({ isSignedIn: false, isMentor: false }).map((link) => ({ to: link.to, label: english(link) })),
    ).toEqual([
      { to: '/mentors', label: 'Attend Group Sessions' },
      { to: '/become-mentor', label: 'Host Group Sessions' },
      { to: '/ai-income-advisor', label: 'AI Income Advisor' },
      { to: '/journeys', label: 'Journeys' },
      { to: '/community', label: 'Community' },
      { to: '/success-stories', label: 'Success Stories' },
    ]);
  });

  it('adds Income Seeking Resources for signed-in users', () => {
    expect(labels({ isSignedIn: true, isMentor: false })).toEqual([
      'Attend Group Sessions',
      'Host Group Sessions',
      'AI Income Advisor',
      'Journeys',
      'Community',
      'Success Stories',
      'Income Seeking Resources',
    ]);
  });

  it('adds Calendar Management after AI Income Advisor for signed-in mentors only', () => {
    expect(labels({ isSignedIn: true, isMentor: true })).toEqual([
      'Attend Group Sessions',
      'Host Group Sessions',
      'AI Income Advisor',
      'Calendar Management',
      'Journeys',
      'Community',
      'Success Stories',
      'Income Seeking Resources',
    ]);
    expect(labels({ isSignedIn: false, isMentor: true })).not.toContain('Calendar Management');
  });
});

describe('linksForMoreMenu', () => {
  const mentor = getNavLinks({ isSignedIn: true, isMentor: true });
  const width = (label: string) => label.length * 10;
  const widths = mentor.map((link) => width(english(link)));
  const fit = (available: number) => linksForMoreMenu(mentor, widths, { available, moreWidth: 60, gap: 4 });
  const all = widths.reduce((sum, w) => sum + w, 0) + 4 * (widths.length - 1);

  it('keeps every link in the row when they fit', () => {
    expect(fit(all)).toEqual([]);
    expect(fit(5000)).toEqual([]);
  });

  it('moves the least used links first, and keeps the row, More included, within the width', () => {
    expect(fit(all - 1)).toEqual(['/success-stories']);
    const narrow = fit(1000);
    expect(narrow).toEqual(['/become-mentor', '/journeys', '/community', '/success-stories']);
    const kept = mentor.filter((link) => !narrow.includes(link.to)).map((link) => width(english(link)));
    expect(kept.reduce((sum, w) => sum + w, 0) + 4 * kept.length + 60).toBeLessThanOrEqual(1000);
  });

  it('lists the moved links in the row order, whatever order they left in', () => {
    const moved = fit(400);
    expect(moved).toEqual(mentor.map((link) => link.to).filter((to) => moved.includes(to)));
  });

  it('never moves a link the user does not have', () => {
    const visitor = getNavLinks({ isSignedIn: false, isMentor: false });
    const moved = linksForMoreMenu(
      visitor,
      visitor.map(() => 100),
      { available: 350, moreWidth: 60, gap: 0 },
    );
    expect(moved).not.toContain('/calendar-management');
    expect(moved).not.toContain('/freedom-resources');
    expect(moved).toEqual(['/become-mentor', '/journeys', '/community', '/success-stories']);
  });
});
