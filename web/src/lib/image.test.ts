import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_SIDE_PX, MAX_IMAGE_BYTES, MAX_PICKED_IMAGE_BYTES } from '../../../schema/contract/images.ts';
import { checkImageFile, IMAGE_HINT, IMAGE_MESSAGES, ImageFileError, scaledSize } from './image.ts';

describe('scaledSize', () => {
  it('shrinks a landscape picture so its width is 400 px, keeping the ratio', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 400, height: 300 });
  });

  it('shrinks a portrait picture so its height is 400 px', () => {
    expect(scaledSize(1080, 1920)).toEqual({ width: 225, height: 400 });
  });

  it('never enlarges a small picture', () => {
    expect(scaledSize(120, 80)).toEqual({ width: 120, height: 80 });
    expect(scaledSize(400, 400)).toEqual({ width: 400, height: 400 });
  });

  it('keeps at least one pixel on a very thin picture', () => {
    expect(scaledSize(10_000, 3)).toEqual({ width: 400, height: 1 });
  });

  it('rounds to whole pixels and never exceeds the limit on either side', () => {
    for (const [w, h] of [
      [401, 399],
      [999, 1001],
      [1234, 567],
      [3, 2000],
      [4031, 3023],
    ] as const) {
      const out = scaledSize(w, h);
      expect(Number.isInteger(out.width) && Number.isInteger(out.height)).toBe(true);
      expect(Math.max(out.width, out.height)).toBe(IMAGE_MAX_SIDE_PX);
      const scale = IMAGE_MAX_SIDE_PX / Math.max(w, h);
      expect(Math.abs(out.width - Math.max(1, w * scale))).toBeLessThanOrEqual(0.5);
      expect(Math.abs(out.height - Math.max(1, h * scale))).toBeLessThanOrEqual(0.5);
    }
  });

  it('takes another limit', () => {
    expect(scaledSize(800, 600, 100)).toEqual({ width: 100, height: 75 });
  });

  it('refuses an empty picture', () => {
    expect(() => scaledSize(0, 10)).toThrow(RangeError);
    expect(() => scaledSize(Number.NaN, 10)).toThrow(RangeError);
  });
});

describe('checkImageFile', () => {
  it('accepts a picked picture up to and including 20MB, a phone camera photo among them', () => {
    expect(checkImageFile({ type: 'image/png', size: 1 })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: 9 * 1024 * 1024 })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: MAX_PICKED_IMAGE_BYTES })).toBeNull();
    expect(checkImageFile({ type: 'image/heic', size: 3 * 1024 * 1024 })).toBeNull();
  });

  it('refuses anything that is not declared as an image, with the spec title and text', () => {
    for (const type of ['application/pdf', 'text/plain', '', 'video/mp4']) {
      const problem = checkImageFile({ type, size: 10 });
      expect(problem).toBeInstanceOf(ImageFileError);
      expect(problem?.title).toBe('Invalid file type');
      expect(problem?.message).toBe('Please select an image file.');
    }
  });

  it('judges a file the phone gave no type by its name', () => {
    expect(checkImageFile({ type: '', size: 10, name: 'IMG_0042.HEIC' })).toBeNull();
    expect(checkImageFile({ type: '', size: 10, name: 'photo.jpeg' })).toBeNull();
    expect(checkImageFile({ type: '', size: 10, name: 'notes.txt' })?.title).toBe('Invalid file type');
    // A declared type wins over the name.
    expect(checkImageFile({ type: 'text/plain', size: 10, name: 'photo.jpg' })?.title).toBe('Invalid file type');
  });

  it('refuses a picture over 20MB, with the spec title and text', () => {
    const problem = checkImageFile({ type: 'image/jpeg', size: MAX_PICKED_IMAGE_BYTES + 1 });
    expect(problem?.title).toBe('File too large');
    expect(problem?.message).toBe('Please select an image smaller than 20MB.');
    // The story form words it its own way (spec section 5).
    const story = checkImageFile(
      { type: 'image/jpeg', size: MAX_PICKED_IMAGE_BYTES + 1 },
      'Please select an image under 20MB.',
    );
    expect(story?.message).toBe('Please select an image under 20MB.');
  });

  it('checks the type before the size', () => {
    expect(checkImageFile({ type: 'text/plain', size: MAX_PICKED_IMAGE_BYTES * 2 })?.title).toBe('Invalid file type');
  });
});

describe('image texts', () => {
  it('say one limit on a picked picture, 20MB, in the check, the message and the hint', () => {
    const texts = [...Object.values(IMAGE_MESSAGES), IMAGE_HINT].join(' ');
    expect(texts).not.toMatch(/\b5\s?MB/);
    expect(IMAGE_MESSAGES.tooLarge).toContain('20MB');
    expect(IMAGE_HINT).toContain('20MB');
    expect(MAX_PICKED_IMAGE_BYTES).toBe(20 * 1024 * 1024);
    // The upload after scaling stays under the Worker's own, smaller limit.
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
  });

  it('keep the spec failure texts word for word', () => {
    expect(IMAGE_MESSAGES.processFailed).toBe(
      'Failed to process the selected image. Please try a different image or try again.',
    );
    expect(IMAGE_MESSAGES.processFailedShort).toBe('Failed to process the selected image.');
  });
});
