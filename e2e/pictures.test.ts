import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { expect, it, PHONE } from './fixtures.ts';

// A photo straight from a phone's camera (4-12 MB) is accepted up to 20 MB, scaled to 400 px and
// re-encoded as JPEG on the device, and only that small JPEG is uploaded.

const MB = 1024 * 1024;

/**
 * A camera-sized picture (4032 × 3024, 12 megapixels) drawn by the browser as noise, which compresses as badly as a
 * detailed photo: a JPEG of about 9 MB.
 */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4032;
    canvas.height = 3024;
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(canvas.width, canvas.height);
    let seed = 13;
    for (let at = 0; at < pixels.data.length; at += 4) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      pixels.data[at] = seed & 0xff;
      pixels.data[at + 1] = (seed >>> 8) & 0xff;
      pixels.data[at + 2] = (seed >>> 16) & 0xff;
      pixels.data[at + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.9));
    const dataUrl = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(blob);
    });
    return dataUrl.slice(dataUrl.indexOf(',') + 1);
  });
  return Buffer.from(base64, 'base64');
}

/** The width and height in a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2;
  while (at + 9 < bytes.length) {
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('No start-of-frame marker in the JPEG.');
}

function toast(page: Page, title: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
}

it('scales a 9 MB camera photo on the phone, uploads only the small JPEG, and refuses a 25 MB file', async ({
  signedInPage,
}) => {
  const { page } = await signedInPage({ role: 'mentor' }, PHONE);
  const folder = mkdtempSync(path.join(tmpdir(), 'sebenza-pictures-'));
  try {
    const photo = await cameraPhoto(page);
    expect(photo.length).toBeGreaterThan(8 * MB);
    expect(photo.length).toBeLessThan(20 * MB);
    const photoFile = path.join(folder, 'IMG_20250614_101500.jpg');
    writeFileSync(photoFile, photo);
    // Too large: the same photo with 16 MB of padding after its end (a reader stops at the end marker).
    const hugeFile = path.join(folder, 'IMG_20250614_101501.jpg');
    writeFileSync(hugeFile, Buffer.concat([photo, Buffer.alloc(25 * MB - photo.length)]));

    // Every write the page sends. (Chromium does not report a Blob body's size: the upload's is read back below.)
    const writes: { path: string; bodySize: number | null }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET') return;
      writes.push({ path: new URL(request.url()).pathname, bodySize: request.postDataBuffer()?.length ?? null });
    });

    await page.goto('/edit-profile');
    const form = page.getByRole('form', { name: 'Mentor profile' });
    await form.waitFor();
    const input = form.getByLabel('Profile photo');
    await form.getByText('PNG, JPG or GIF up to 20MB').waitFor();

    await input.setInputFiles(hugeFile);
    // Said once, beside the field: no toast repeats it.
    await form.getByText('File too large: Please select an image smaller than 20MB.').waitFor();
    expect(await toast(page, 'File too large').count()).toBe(0);

    await input.setInputFiles(photoFile);
    await form.getByText(/Ready: 400 × 300 px/).waitFor();
    await form.getByRole('img', { name: 'Preview of your profile photo' }).waitFor();
    expect(await form.getByText('Please select an image smaller than 20MB.').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await form.getByRole('button', { name: 'Save mentor profile' }).click();
    await toast(page, 'Profile updated').waitFor();

    // One upload, and what it stored is the scaled JPEG: a few dozen KB out of 9 MB. The profile save carries
    // only the stored picture's address.
    expect(writes.filter((write) => write.path === '/api/images')).toHaveLength(1);
    const profile = (await (await page.request.get('/api/mentors/profile')).json()) as { profileImage: string };
    expect(profile.profileImage).toMatch(/^\/images\//);
    const stored = await page.request.get(profile.profileImage);
    expect(stored.headers()['content-type']).toBe('image/jpeg');
    const bytes = await stored.body();
    expect(bytes.length).toBeLessThan(200 * 1024);
    expect(jpegSize(bytes)).toEqual({ width: 400, height: 300 });
    const save = writes.find((write) => write.path === '/api/mentors/profile');
    expect(save?.bodySize).toBeLessThan(4 * 1024);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
