import type { Locator, Page } from 'playwright-core';
import type { MentorList } from '../schema/contract/mentors.ts';

// Locators and steps several screens' tests share, by role and accessible name only, so they hold while the screens
// change.

/**
 * The visible toast with `title` (Radix renders one list item in the notifications region). While a modal dialog is
 * open the region is hidden from the accessibility tree (the dialog repeats the message in its own alert), so hidden
 * elements are included and visibility is what the person sees.
 */
export function toast(page: Page, title: string): Locator {
  return anyToast(page).filter({ hasText: title });
}

/** Every toast on the page (none when nothing was said in one). */
export function anyToast(page: Page): Locator {
  return page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true });
}

/**
 * Waits for a form's problem to show in the form (beside its field, or in the form's alert), then answers how many
 * toasts say it again: 0 when it is said once, in the form. `form` is the page's main content unless given (a
 * dialog sits outside it).
 */
export async function toastsOnceFormSays(page: Page, message: string, form: Locator = page.locator('main')) {
  await form.getByText(message).first().waitFor();
  return anyToast(page).filter({ hasText: message }).count();
}

/** A card in a paged list: presses "Load more" until it shows (fails when the list ends without it). */
export async function findCard(page: Page, title: string): Promise<Locator> {
  const card = page.getByRole('article', { name: title });
  const more = page.getByRole('button', { name: 'Load more' });
  for (;;) {
    await card.or(more).first().waitFor();
    if (await card.isVisible()) return card;
    await more.click();
  }
}

/** Opens community room `name` from /community (opening a room joins it) and waits until its chat is live. */
export async function openRoom(page: Page, name: string) {
  await page.goto('/community');
  await page.getByRole('link', { name: new RegExp(`^(Join|Open) ${name}$`) }).click();
  await page.getByRole('heading', { level: 2, name }).waitFor();
  await page.getByText('● Live').waitFor();
}

/**
 * The mentor list's count line for the first page `list` the page got: every mentor ("15 mentors", "3 mentors found"
 * when filtered), or while more pages remain how many are shown ("Showing 24 of 40 mentors"). Mentors other test files
 * made can outnumber a page.
 */
export function mentorCountLine(list: MentorList, filtered: boolean): string {
  const mentors = `${list.total} ${list.total === 1 ? 'mentor' : 'mentors'}`;
  if (list.items.length < list.total) return `Showing ${list.items.length} of ${mentors}`;
  return filtered ? `${mentors} found` : mentors;
}

/**
 * Every tab of tab list `name` lies wholly inside the screen's width (none hidden off the edge to be found by
 * swiping), the page does not scroll sideways, and each tab opens with a tap. Returns the tab names, in order.
 */
export async function expectEveryTabInView(page: Page, name: string): Promise<string[]> {
  const list = page.getByRole('tablist', { name });
  await list.waitFor();
  const width = page.viewportSize()!.width;
  const tabs = await list.getByRole('tab').all();
  const names: string[] = [];
  for (const tab of tabs) {
    const box = (await tab.boundingBox())!;
    const label = (await tab.innerText()).trim();
    if (box.x < 0 || box.x + box.width > width) throw new Error(`Tab "${label}" is off screen: ${JSON.stringify(box)}`);
    names.push(label);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) throw new Error(`The page scrolls sideways by ${overflow} px`);
  // Each opens with a tap (last first, since the first is open already); the selection follows the address, so wait.
  for (const tab of [...tabs].reverse()) {
    await tab.click();
    await tab.and(page.locator('[aria-selected="true"]')).waitFor();
  }
  return names;
}
