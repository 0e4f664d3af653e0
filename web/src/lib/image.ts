/**
 * Profile pictures, processed in the browser before anything is sent (spec sections 5 and 9): the declared type
 * must be an image, the picked file at most 20MB, and the picture is scaled so its longest side is at most 400 px
 * and re-encoded as JPEG at quality 0.8. A 4-12MB phone camera photo leaves the phone as a JPEG of a few dozen KB,
 * and only that is uploaded (the Worker's own limit, 5MB, is for that upload).
 *
 * The size maths and the checks are pure functions (unit-tested); decoding and encoding need a browser.
 * No React and no zod here: the module is shared by the lazily loaded profile screens.
 */
import {
  IMAGE_JPEG_QUALITY,
  IMAGE_MAX_SIDE_PX,
  MAX_PICKED_IMAGE_BYTES,
  MAX_PICKED_IMAGE_LABEL,
  type UploadedImage,
} from '../../../schema/contract/images.ts';
import { ApiError, api } from './api-client.ts';

export const IMAGE_UPLOAD_URL = api.images.$path();

/** Spec section 5, word for word, with the one limit on a picked picture (20MB) in the check and every text. */
export const IMAGE_MESSAGES = {
  invalidTypeTitle: 'Invalid file type',
  invalidType: 'Please select an image file.',
  tooLargeTitle: 'File too large',
  tooLarge: `Please select an image smaller than ${MAX_PICKED_IMAGE_LABEL}.`,
  processFailedTitle: 'Image not processed',
  /** The mentor application's text. */
  processFailed: 'Failed to process the selected image. Please try a different image or try again.',
  /** The profile editor's text. */
  processFailedShort: 'Failed to process the selected image.',
} as const;

/** The hint shown beside every picture input (spec section 9: PNG, JPG, GIF; WebP and HEIC where the phone reads them). */
export const IMAGE_HINT = `PNG, JPG or GIF up to ${MAX_PICKED_IMAGE_LABEL}; a photo straight from your phone's camera is fine. We shrink it to ${IMAGE_MAX_SIDE_PX} px before sending it, so it uses little data.`;

/** Picture files some phones hand over without a type (HEIC from a gallery app, say): judged by their name. */
const IMAGE_FILE_NAME = /\.(jpe?g|png|gif|webp|heic|heif|avif)$/i;

/** A problem with the chosen picture: `title` and `message` are what the field shows beside it. */
export class ImageFileError extends Error {
  override readonly name = 'ImageFileError';
  readonly title: string;
  constructor(title: string, message: string) {
    super(message);
    this.title = title;
  }
}

/**
 * The checks made before decoding: the declared type first (or, when the phone declares none, the file name), then
 * the size. Null when the file may be processed. Whether the browser can read the format (HEIC, say) shows when it
 * is decoded. `tooLargeMessage` is the screen's wording for a file over the limit (profiles and stories word it
 * differently).
 */
export function checkImageFile(
  file: { type: string; size: number; name?: string },
  tooLargeMessage: string = IMAGE_MESSAGES.tooLarge,
): ImageFileError | null {
  const looksLikeImage = file.type ? file.type.startsWith('image/') : IMAGE_FILE_NAME.test(file.name ?? '');
  if (!looksLikeImage) return new ImageFileError(IMAGE_MESSAGES.invalidTypeTitle, IMAGE_MESSAGES.invalidType);
  if (file.size > MAX_PICKED_IMAGE_BYTES) return new ImageFileError(IMAGE_MESSAGES.tooLargeTitle, tooLargeMessage);
  return null;
}

/**
 * The output size: the longest side at most `maxSide`, the aspect ratio kept, never enlarged, whole pixels,
 * at least 1 px on each side.
 */
export function scaledSize(
  width: number,
  height: number,
  maxSide: number = IMAGE_MAX_SIDE_PX,
): { width: number; height: number } {
  if (!(width > 0 && height > 0)) throw new RangeError('An image needs a positive width and height.');
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.min(maxSide, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxSide, Math.round(height * scale))),
  };
}

export interface ProcessedImage {
  /** The JPEG to upload. */
  blob: Blob;
  /** An object URL for the preview; give it back with `URL.revokeObjectURL` when done. */
  previewUrl: string;
  width: number;
  height: number;
}

type Decoded = { source: CanvasImageSource; width: number; height: number; close: () => void };

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The browser could not read the image.'));
    img.src = url;
  });
}

/**
 * Decodes a picture already at its output size where the browser can: a 12-megapixel photo decoded in full takes
 * about 48 MB and, on the page's thread, seconds on a low-end phone. The <img> loads only the header (its size,
 * with the EXIF orientation phones write applied); createImageBitmap then decodes off the page's thread straight to
 * the scaled size. Where it cannot (no resize options, or a size other than asked), the <img> is decoded in full.
 */
async function decode(file: Blob): Promise<Decoded> {
  const url = URL.createObjectURL(file);
  try {
    const img = await loadImage(url);
    if (typeof createImageBitmap === 'function') {
      const target = scaledSize(img.naturalWidth, img.naturalHeight);
      try {
        const bitmap = await createImageBitmap(file, {
          imageOrientation: 'from-image',
          resizeWidth: target.width,
          resizeHeight: target.height,
          resizeQuality: 'high',
        });
        if (bitmap.width === target.width && bitmap.height === target.height) {
          URL.revokeObjectURL(url);
          return { source: bitmap, ...target, close: () => bitmap.close() };
        }
        bitmap.close();
      } catch {
        // Decoded through the <img> below.
      }
    }
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => URL.revokeObjectURL(url) };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

function encodeJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode a JPEG.'))),
      'image/jpeg',
      IMAGE_JPEG_QUALITY,
    );
  });
}

/**
 * Checks, decodes, scales and re-encodes a chosen picture. Throws `ImageFileError` with the spec's title and
 * message; `failureMessage` (a picture that cannot be decoded or encoded) and `tooLargeMessage` are the screen's
 * own wording, as profiles and stories word them differently.
 */
export async function processProfileImage(
  file: File,
  {
    failureMessage = IMAGE_MESSAGES.processFailed,
    tooLargeMessage = IMAGE_MESSAGES.tooLarge,
  }: { failureMessage?: string; tooLargeMessage?: string } = {},
): Promise<ProcessedImage> {
  const problem = checkImageFile(file, tooLargeMessage);
  if (problem) throw problem;
  let decoded: Decoded | undefined;
  try {
    decoded = await decode(file);
    const size = scaledSize(decoded.width, decoded.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas.');
    // JPEG has no transparency: transparent pixels of a PNG become white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(decoded.source, 0, 0, size.width, size.height);
    const blob = await encodeJpeg(canvas);
    return { blob, previewUrl: URL.createObjectURL(blob), ...size };
  } catch (error) {
    console.warn('Could not process the selected image.', error);
    throw new ImageFileError(IMAGE_MESSAGES.processFailedTitle, failureMessage);
  } finally {
    decoded?.close();
  }
}

/**
 * `POST /api/images` with the JPEG's bytes as the body; answers the stored image's URL. Throws `ApiError` like
 * every other call (413 over 5MB, 415 for bytes that are not an image, 401 for visitors).
 */
export async function uploadImage(blob: Blob): Promise<string> {
  const response = await fetch(IMAGE_UPLOAD_URL, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': blob.type || 'image/jpeg' },
    body: blob,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  const { url } = JSON.parse(text) as UploadedImage;
  if (typeof url !== 'string' || !url) throw new Error('The image upload answered without a URL.');
  return url;
}

/** A `data:image/jpeg;base64,...` URL, the payload form the server also accepts. */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image.'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The `profileImage` value to send for a processed picture: uploaded to R2 first (a short URL in the JSON), or,
 * if the upload endpoint is unavailable, the JPEG as a data URL. A visitor's 401 is passed on, not papered over.
 */
export async function profileImageValue(blob: Blob): Promise<string> {
  try {
    return await uploadImage(blob);
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 413, 415].includes(error.status)) throw error;
    console.warn('Image upload failed; sending the picture inline instead.', error);
    return blobToDataUrl(blob);
  }
}
