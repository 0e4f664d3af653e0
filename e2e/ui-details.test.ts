import type { Locator } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DESKTOP, expect, findCard, it, PHONE } from './fixtures.ts';

// Polish: a disabled button that reads as disabled, stat tiles that stay in line, tooltips with the
// spec's timing, and toasts that keep clear of what was just tapped on a phone.

/** WCAG contrast ratio of two opaque sRGB colours, each [r, g, b] in 0-255. */
function contrast(foreground: number[], background: number[]): number {
  const luminance = ([r, g, b]: number[]) => {
    const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The rounded tops (or bottoms) of some elements, grouped by the row of tiles they sit in. */
async function edgesByRow(tiles: Locator, part: string, edge: 'top' | 'bottom'): Promise<number[][]> {
  const rows = new Map<number, number[]>();
  for (const tile of await tiles.all()) {
    const rowTop = Math.round((await tile.boundingBox())!.y);
    const box = (await tile.locator(part).boundingBox())!;
    const at = Math.round(edge === 'top' ? box.y : box.y + box.height);
    rows.set(rowTop, [...(rows.get(rowTop) ?? []), at]);
  }
  return [...rows.values()];
}

it('shows visitors a disabled Login to Join that reads as disabled, beside its Sign in link', async ({ newPage }) => {
  const { page } = await newPage(PHONE);
  await page.goto('/community');
  const button = page.getByRole('button', { name: 'Login to Join' }).first();
  await button.waitFor();
  expect(await button.isDisabled()).toBe(true);
  // The computed colours are in whatever space the stylesheet used (oklch): a canvas turns them into sRGB.
  const colours = await button.evaluate((element) => {
    const srgb = (css: string) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const style = getComputedStyle(element);
    return { text: srgb(style.color), background: srgb(style.backgroundColor), opacity: style.opacity };
  });
  expect(colours.opacity).toBe('1');
  expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
  // Grey: red, green and blue within a few steps of each other, not the lilac of a working button.
  expect(Math.max(...colours.background) - Math.min(...colours.background)).toBeLessThan(8);

  // The link right after it, named for its room ("Sign in" on screen).
  const signIn = button.locator('xpath=following-sibling::a[1]');
  expect(await signIn.getAttribute('href')).toBe('/api/login');
  expect(await signIn.evaluate((link) => link.firstChild?.textContent)).toBe('Sign in');
  await page
    .getByRole('link', { name: /^Sign in to join / })
    .first()
    .waitFor();
  const [buttonBox, linkBox] = [(await button.boundingBox())!, (await signIn.boundingBox())!];
  expect(Math.abs(buttonBox.y + buttonBox.height / 2 - (linkBox.y + linkBox.height / 2))).toBeLessThan(2);
  expect(linkBox.height).toBeGreaterThanOrEqual(44);
  await expectNoSeriousA11yViolations(page);
});

it('keeps the numbers of stat tiles in line when a label wraps', async ({ signedInPage, newPage }) => {
  // At 412 px "Upcoming Sessions" wraps and "Mentees Reached" does not.
  const { page } = await signedInPage({ role: 'mentor' }, PHONE);
  await page.goto('/');
  const stats = page.getByRole('region', { name: 'Your numbers', exact: true }).getByRole('listitem');
  await stats.first().locator('span.text-3xl').waitFor();
  const labelHeights = await stats.locator('span.text-sm').evaluateAll((labels) => labels.map((l) => l.clientHeight));
  expect(new Set(labelHeights).size).toBeGreaterThan(1);
  for (const row of await edgesByRow(stats, 'span.text-3xl', 'top')) expect(new Set(row).size).toBe(1);

  // Tiles with the label above the number: the numbers share a bottom line.
  const visitor = await newPage(PHONE);
  await visitor.page.goto('/success-stories');
  const impact = visitor.page.getByRole('region', { name: 'Our impact' }).locator('dl > div');
  await impact.first().waitFor();
  for (const row of await edgesByRow(impact, 'dd', 'bottom')) expect(new Set(row).size).toBe(1);
});

it('shows the tooltip of an icon-only button after the spec delay of 700 ms', async ({ newPage }) => {
  const { page } = await newPage(DESKTOP);
  await page.goto('/mentors');
  await page.locator('main article').first().getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const close = dialog.getByRole('button', { name: 'Close' });
  const tooltip = page.getByRole('tooltip', { name: 'Close' });
  // Opened with a click, the dialog focuses a control in it (the close button, when it is the first), but no
  // tooltip greets the reader.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await page.getByRole('tooltip').count()).toBe(0);
  await close.hover();
  const hoveredAt = Date.now();
  await tooltip.waitFor();
  expect(Date.now() - hoveredAt).toBeGreaterThanOrEqual(600);

  // From the keyboard: Tab away (the tooltip goes), then Shift+Tab back onto the button (it shows again).
  await page.keyboard.press('Tab');
  await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press('Shift+Tab');
    if (await close.evaluate((button) => button === document.activeElement)) break;
  }
  await tooltip.waitFor();
});

it('puts toasts at the top of a phone screen, clear of the button just tapped, and bottom right on a desktop', async ({
  newPage,
  createEvent,
}) => {
  const event = await createEvent();
  for (const viewport of [PHONE, DESKTOP]) {
    const { page } = await newPage(viewport);
    await page.goto('/events');
    const register = (await findCard(page, event.title)).getByRole('button', { name: /^Register Free/ });
    // The button at the bottom of the screen, where a thumb taps.
    await register.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await register.click();
    const toast = page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: 'Join Sebenza to Continue' });
    await toast.waitFor();
    const [toastBox, buttonBox] = [(await toast.boundingBox())!, (await register.boundingBox())!];
    const overlaps = toastBox.y < buttonBox.y + buttonBox.height && buttonBox.y < toastBox.y + toastBox.height;
    if (viewport === PHONE) {
      expect(overlaps).toBe(false);
      expect(toastBox.y).toBeLessThan(viewport.height / 2);
    } else {
      expect(toastBox.y).toBeGreaterThan(viewport.height / 2);
      expect(toastBox.x).toBeGreaterThan(viewport.width / 2);
    }
    await page.waitForURL('**/api/login');
  }
});
