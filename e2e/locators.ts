import type { Locator, Page } from 'playwright-core';

// Locators several screens' tests share, by role and accessible name only, so they hold while the screens change.

/**
 * The visible toast with `title` (Radix renders one list item in the notifications region). While a modal dialog is
 * open the region is hidden from the accessibility tree (the dialog repeats the message in its own alert), so hidden
 * elements are included and visibility is what the person sees.
 */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title });
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
