import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import {
  describe,
  DESKTOP,
  expect,
  it,
  PHONE,
  signInThroughPage,
  signUpInBrowser,
  toastsOnceFormSays,
} from './fixtures.ts';

const password = 'a-good-long-password';

/** A real PNG of the given size (an RGB gradient), built with node's zlib. */
function makePng(width: number, height: number): Buffer {
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * row + 1 + x * 3;
      raw[at] = Math.round((x / width) * 255);
      raw[at + 1] = Math.round((y / height) * 255);
      raw[at + 2] = 140;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height from a JPEG's start-of-frame marker; throws when the bytes are not a JPEG. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) throw new Error('Not a JPEG (no FF D8 FF).');
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) throw new Error(`Broken JPEG marker at ${at}.`);
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('No start-of-frame marker in the JPEG.');
}

/** The visible toast (Radix renders one list item in the notifications region). */
function toast(page: Page) {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
}

async function expectToast(page: Page, title: string, description?: string) {
  const item = toast(page).filter({ hasText: title });
  await item.waitFor();
  if (description) expect(await item.innerText()).toContain(description);
}

/** The text of the error a field points at with aria-describedby. */
async function describedErrorOf(page: Page, id: string): Promise<string> {
  return page.evaluate((fieldId) => {
    const field = document.getElementById(fieldId);
    const group = field?.closest('fieldset');
    const ids = (field?.getAttribute('aria-describedby') ?? group?.getAttribute('aria-describedby') ?? '').split(' ');
    return ids
      .filter((i) => i.endsWith('-error'))
      .map((i) => document.getElementById(i)?.textContent ?? '')
      .join(' ');
  }, id);
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** A new account through the sign-up page: it starts on the welcome page. */
async function signUp(page: Page, firstName: string, email: string) {
  await signUpInBrowser(page, { firstName, email, password });
  await page.getByRole('heading', { name: `Welcome, ${firstName}!` }).waitFor();
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Create my mentor profile' });

describe('the mentor application for a visitor', () => {
  it('covers the form with a login overlay whose sign-in stores the way back', async ({ newPage, createUser }) => {
    const mentee = await createUser();
    const { page } = await newPage(PHONE);
    await page.goto('/become-mentor');
    await page.getByRole('heading', { name: 'Sign in to apply' }).waitFor();
    // The page's reading matter is there for visitors too.
    for (const text of ['Exposure', 'Education', 'Experience', 'Executive Coaching', 'The 6-step INCOME framework']) {
      expect(await page.getByRole('heading', { name: text, exact: true }).count(), text).toBeGreaterThan(0);
    }
    expect(await page.getByText('2-4 hours a month').first().isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'A 60-minute session template' }).isVisible()).toBe(true);
    // The form under the overlay cannot be used.
    expect(await page.locator('[inert]').getByLabel('Full name').count()).toBe(1);

    await page.getByRole('button', { name: 'Sign in to continue' }).click();
    await page.waitForURL('**/api/login');
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe('/become-mentor');

    await signInThroughPage(page, mentee.email, mentee.password);
    await page.waitForURL('**/become-mentor');
    await page.getByRole('textbox', { name: 'Full name' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Sign in to apply' }).count()).toBe(0);
    expect(await page.locator('[inert]').count()).toBe(0);
  });

  it('tells a visitor who submits to create an account, then keeps what they typed through login', async ({
    newPage,
    createUser,
  }) => {
    const mentee = await createUser();
    const { page } = await newPage(DESKTOP);
    await page.goto('/become-mentor');
    await page.getByRole('button', { name: 'Look at the form first' }).click();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Visiting Vusi');
    await page.getByRole('textbox', { name: 'Title' }).fill('Spaza owner');
    await submitButton(page).click();
    await expectToast(
      page,
      'Authentication Required',
      'You need to create an account before submitting your mentor profile.',
    );
    await page.waitForURL('**/api/login');
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe('/become-mentor');

    await signInThroughPage(page, mentee.email, mentee.password);
    await page.waitForURL('**/become-mentor');
    const name = page.getByRole('textbox', { name: 'Full name' });
    await name.waitFor();
    expect(await name.inputValue()).toBe('Visiting Vusi');
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Spaza owner');
  });
});

describe('the mentor application for a signed-in user', () => {
  it('shows each validation message of spec section 5 once, beside its field (no toast)', async ({
    signedInPage,
    largeFile,
  }) => {
    const { page } = await signedInPage({}, PHONE);
    await page.goto('/become-mentor');
    await page.getByRole('checkbox', { name: 'Creative Hustler' }).waitFor();

    await submitButton(page).click();
    expect(await toastsOnceFormSays(page, 'Name and title are required.')).toBe(0);
    expect(await activeId(page)).toBe('apply-name');
    expect(await page.getByRole('textbox', { name: 'Full name' }).getAttribute('aria-invalid')).toBe('true');
    expect(await describedErrorOf(page, 'apply-name')).toContain('Name and title are required.');
    expect(await describedErrorOf(page, 'apply-title')).toContain('Name and title are required.');
    expect(await describedErrorOf(page, 'apply-journeyPaths')).toContain('Please select at least one journey path.');
    expect(await describedErrorOf(page, 'apply-categories')).toContain(
      'Please select at least one category. Freedom is achieved through diversifying income streams.',
    );
    expect(await describedErrorOf(page, 'apply-languages')).toContain(
      'Please select at least one language you mentor in.',
    );

    await page.getByRole('textbox', { name: 'Full name' }).fill('Lerato Mokoena');
    await page.getByRole('textbox', { name: 'Title' }).fill('Student baker');
    await submitButton(page).click();
    expect(await toastsOnceFormSays(page, 'Please select at least one journey path.')).toBe(0);
    expect(await activeId(page)).toBe('apply-journeyPaths');

    await page.getByRole('checkbox', { name: 'Creative Hustler' }).check();
    await submitButton(page).click();
    expect(
      await toastsOnceFormSays(
        page,
        'Please select at least one category. Freedom is achieved through diversifying income streams.',
      ),
    ).toBe(0);
    expect(await activeId(page)).toBe('apply-categories');
    // Skills and experience is marked required but does not block (spec section 5).
    expect(await page.getByRole('textbox', { name: /Skills and experience/ }).getAttribute('required')).not.toBeNull();
    expect(await describedErrorOf(page, 'apply-experience')).toBe('');

    const photo = page.getByLabel('Profile photo');
    await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    expect(await toastsOnceFormSays(page, 'Invalid file type: Please select an image file.')).toBe(0);
    expect(await describedErrorOf(page, 'apply-profileImage')).toContain('Please select an image file.');

    await photo.setInputFiles(largeFile('huge.png', 20 * 1024 * 1024 + 1));
    expect(await toastsOnceFormSays(page, 'File too large: Please select an image smaller than 20MB.')).toBe(0);

    await photo.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('garbage, not a PNG') });
    expect(
      await toastsOnceFormSays(
        page,
        'Image not processed: Failed to process the selected image. Please try a different image or try again.',
      ),
    ).toBe(0);
    // Every hint says the one limit on a picked picture.
    expect(await page.getByText(/up to 20MB/).isVisible()).toBe(true);
    expect(await page.getByText(/\b5\s?MB/).count()).toBe(0);
    // Nothing was created along the way.
    const status = await (await page.request.get('/api/auth/user/mentor-status')).json();
    expect(status.isMentor).toBe(false);
  });

  it('turns a new user into a mentor with a picture stored as a JPEG at most 400 px wide', async ({
    newPage,
    uniqueEmail,
  }) => {
    const { page } = await newPage(PHONE);
    await signUp(page, 'Thandi', uniqueEmail('mentor'));
    // A new account is not a mentor: no Calendar Management yet.
    expect(await page.getByRole('link', { name: 'Calendar Management' }).count()).toBe(0);

    await page.goto('/become-mentor');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Thandi Tester');
    await page.getByRole('textbox', { name: 'Title' }).fill('Founder, Kasi Bakes');
    await page.getByRole('checkbox', { name: 'Creative Hustler' }).check();
    await page.getByRole('checkbox', { name: 'Rural Innovator' }).check();
    await page.getByRole('checkbox', { name: 'Business & Finance' }).check();
    await page.getByRole('checkbox', { name: 'Technology' }).check();
    await page.getByRole('checkbox', { name: 'isiZulu', exact: true }).check();
    await page.getByRole('checkbox', { name: 'English', exact: true }).check();
    await page.getByRole('textbox', { name: /Skills and experience/ }).fill('I bake and sell from home.');
    expect(await page.getByRole('textbox', { name: 'Location' }).inputValue()).toBe('South Africa');
    await page.getByRole('textbox', { name: 'Location' }).fill('Soweto');
    await page.getByRole('radio', { name: 'Coaching' }).check();
    expect(
      await page
        .getByText('Paid one-on-one calls: subscribers pay monthly, and you set your hours in Calendar Management.')
        .isVisible(),
    ).toBe(true);

    await page.getByLabel('Profile photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: makePng(1200, 800),
    });
    await page.getByText(/Ready: 400 × 267 px/).waitFor();
    expect(await page.getByRole('img', { name: 'Preview of your profile photo' }).isVisible()).toBe(true);

    await submitButton(page).click();
    // Said by the confirmation the page turns into, not again in a toast.
    await page.getByRole('heading', { name: 'Your mentor profile is live' }).waitFor();
    expect(await toast(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/become-mentor');
    expect(await page.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'View all mentors' }).getAttribute('href')).toBe('/mentors');

    // Then home, on its own, after 2 seconds, where the navigation now offers Calendar Management. Her first
    // visit to the dashboard: welcomed, not welcomed back.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
    await page.getByRole('heading', { name: 'Welcome, Thandi' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Calendar Management' }).filter({ visible: true }).waitFor();

    // What the server stored: every choice, and the picture as a small JPEG.
    const profile = await (await page.request.get('/api/mentors/profile')).json();
    expect(profile).toMatchObject({
      name: 'Thandi Tester',
      title: 'Founder, Kasi Bakes',
      experience: 'I bake and sell from home.',
      location: 'Soweto',
      serviceType: 'coach',
      yearsOfFreedom: 1,
    });
    expect([...profile.journeyPaths].sort()).toEqual(['creative-hustler', 'rural-innovator']);
    expect([...profile.categories].sort()).toEqual(['business', 'technology']);
    expect(profile.skills).toEqual(['Business & Finance', 'Technology']);
    expect(profile.languages).toEqual(['en', 'zu']);
    expect(profile.profileImage).toMatch(/^\/images\//);

    const image = await page.request.get(profile.profileImage);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    const size = jpegSize(await image.body());
    expect(size.width).toBeLessThanOrEqual(400);
    expect(size).toEqual({ width: 400, height: 267 });

    // A mentor who comes back is pointed to the profile editor instead of a second application.
    await page.goto('/become-mentor');
    await page.getByRole('heading', { name: 'You are already a mentor' }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit your mentor profile' }).getAttribute('href')).toBe(
      '/edit-profile',
    );
    expect(await submitButton(page).count()).toBe(0);
  });
});
