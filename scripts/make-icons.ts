/**
 * Renders public/icons/icon.svg to the PNG icons the web app manifest names:
 * `node scripts/make-icons.ts` (needs Debian's Chromium, like the browser tests).
 *
 * The PNGs are committed; run this again only after changing the SVG. The tab shows the 32 px one. Android wants PNGs at 192 and 512 px, plus a
 * "maskable" 512 px one that it crops to its own shape (circle, squircle): that one fills the whole square with the
 * theme colour and keeps the mark inside the central 80 % safe zone (https://web.dev/articles/maskable-icon).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { launchBrowser } from '../e2e/browser.ts';

const ICONS_DIR = 'public/icons';
const THEME_COLOR = '#5b3f8f';

const svg = readFileSync(`${ICONS_DIR}/icon.svg`, 'utf8');
const svgUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const icons = [
  // The browser tab's icon: a PNG, which costs the page next to nothing to decode, where an SVG favicon makes the
  // browser build a whole SVG document on the page's main thread while it loads (~25 ms, 250 ms on a low-end phone).
  { file: 'icon-32.png', size: 32, maskable: false },
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  for (const { file, size, maskable } of icons) {
    await page.setViewportSize({ width: size, height: size });
    // The maskable icon: the mark on a full square of its own colour, so its rounded corners disappear, small enough
    // (66 %) that the field's corners stay inside the safe zone's circle.
    const markSize = maskable ? Math.round(size * 0.66) : size;
    const background = maskable ? THEME_COLOR : 'transparent';
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        `<img src="${svgUrl}" width="${markSize}" height="${markSize}" alt=""></body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    writeFileSync(`${ICONS_DIR}/${file}`, await page.screenshot({ type: 'png', omitBackground: !maskable }));
    console.log(`${ICONS_DIR}/${file} (${size}×${size}${maskable ? ', maskable' : ''})`);
  }
} finally {
  await browser.close();
}
