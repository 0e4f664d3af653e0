import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { IMAGE_MAX_SIDE_PX, MAX_PICKED_IMAGE_LABEL } from '../../../../schema/contract/images.ts';
import { FieldError, FieldHint, describedBy } from './fields.tsx';
import { IMAGE_MESSAGES, ImageFileError, processProfileImage, profileImageValue } from '../../lib/image.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { buttonStyles } from '../ui/styles.ts';
import { formCatalog } from './locales/catalog.ts';

/** The picture a form holds: none, the one already stored (a URL), or a newly processed JPEG. */
export type Photo =
  | { kind: 'none' }
  | { kind: 'stored'; url: string }
  | { kind: 'new'; blob: Blob; previewUrl: string; width: number; height: number; uploadedUrl?: string };

export const NO_PHOTO: Photo = { kind: 'none' };

export function photoFromUrl(url: string | null | undefined): Photo {
  return url ? { kind: 'stored', url } : NO_PHOTO;
}

/**
 * The `profileImage` to send: '' for none, the stored URL unchanged, or a new picture uploaded once (the URL is
 * remembered through `remember`, so a retried save does not upload it again).
 */
export async function photoPayload(photo: Photo, remember: (uploadedUrl: string) => void): Promise<string> {
  if (photo.kind === 'none') return '';
  if (photo.kind === 'stored') return photo.url;
  if (photo.uploadedUrl) return photo.uploadedUrl;
  const value = await profileImageValue(photo.blob);
  if (!value.startsWith('data:')) remember(value);
  return value;
}

/**
 * lib/image.ts's own texts (spec section 5, word for word in English), in the page's language: its checks throw them
 * in English, and this field shows each in translation. A screen's own text passed in is shown as it comes.
 */
const IMAGE_TEXTS = new Map<string, MessageDescriptor>([
  [IMAGE_MESSAGES.invalidTypeTitle, msg`Invalid file type`],
  [IMAGE_MESSAGES.invalidType, msg`Please select an image file.`],
  [IMAGE_MESSAGES.tooLargeTitle, msg`File too large`],
  [IMAGE_MESSAGES.tooLarge, msg`Please select an image smaller than ${ph({ maxSize: MAX_PICKED_IMAGE_LABEL })}.`],
  [IMAGE_MESSAGES.processFailedTitle, msg`Image not processed`],
  [IMAGE_MESSAGES.processFailed, msg`Failed to process the selected image. Please try a different image or try again.`],
  [IMAGE_MESSAGES.processFailedShort, msg`Failed to process the selected image.`],
]);

function imageText(text: string, i18n: I18n): string {
  const descriptor = IMAGE_TEXTS.get(text);
  return descriptor ? i18n._(descriptor) : text;
}

const pendingRevokes = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Gives a preview's object URL back once it is no longer shown. Deferred by a tick, so React's development
 * double-mount (StrictMode) does not revoke a URL that is still on screen.
 */
function useRevokeWhenUnused(url: string | undefined) {
  useEffect(() => {
    if (!url) return;
    const pending = pendingRevokes.get(url);
    if (pending !== undefined) {
      clearTimeout(pending);
      pendingRevokes.delete(url);
    }
    return () => {
      pendingRevokes.set(
        url,
        setTimeout(() => {
          pendingRevokes.delete(url);
          URL.revokeObjectURL(url);
        }, 0),
      );
    };
  }, [url]);
}

/**
 * A picture input with a round preview, for profiles and success stories. The chosen file is checked (type,
 * 20MB), scaled to 400 px and re-encoded as JPEG at once, so the preview shows what will be stored and only that
 * small JPEG is uploaded. A problem is said
 * once, beside the field: the spec's title, then the screen's text.
 */
export function PhotoField({
  id,
  label,
  value,
  onChange,
  failureMessage,
  tooLargeMessage,
  previewAlt,
  error,
  disabled,
}: {
  id: string;
  label?: string;
  value: Photo;
  onChange: (photo: Photo) => void;
  /** The screen's wording for a picture that cannot be processed, and for one over the size limit. */
  failureMessage: string;
  tooLargeMessage?: string;
  previewAlt?: string;
  error?: string;
  disabled?: boolean;
}) {
  useCatalog(formCatalog);
  const { t, i18n } = useLingui();
  const maxSize = MAX_PICKED_IMAGE_LABEL;
  const maxSide = IMAGE_MAX_SIDE_PX;
  const hint = t`PNG, JPG or GIF up to ${maxSize}; a photo straight from your phone's camera is fine. We shrink it to ${maxSide} px before sending it, so it uses little data.`;
  const [processing, setProcessing] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const previewUrl = value.kind === 'new' ? value.previewUrl : value.kind === 'stored' ? value.url : undefined;
  useRevokeWhenUnused(value.kind === 'new' ? value.previewUrl : undefined);
  const shownError = problem ?? error;

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setProcessing(true);
    setProblem(undefined);
    try {
      onChange({ kind: 'new', ...(await processProfileImage(file, { failureMessage, tooLargeMessage })) });
    } catch (caught) {
      const title = imageText(
        caught instanceof ImageFileError ? caught.title : IMAGE_MESSAGES.processFailedTitle,
        i18n,
      );
      const message =
        caught instanceof ImageFileError ? imageText(caught.message, i18n) : imageText(failureMessage, i18n);
      setProblem(`${title}: ${message}`);
    } finally {
      setProcessing(false);
      // Choosing the same file again must still fire a change.
      input.value = '';
    }
  }

  const width = value.kind === 'new' ? value.width : 0;
  const height = value.kind === 'new' ? value.height : 0;
  const kilobytes = value.kind === 'new' ? Math.max(1, Math.round(value.blob.size / 1024)) : 0;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold text-neutral-900">
        {label ?? t`Profile photo`}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border-2 border-lilac-200 bg-lilac-50">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={previewAlt ?? t`Preview of your profile photo`}
              className="size-full object-cover"
            />
          ) : (
            <span aria-hidden="true" className="text-3xl text-lilac-400">
              ?
            </span>
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-2">
          {/* The native input is kept (keyboard, screen readers, tests) but drawn as a button: its own
              "No file chosen" text would only repeat what the preview and the status line say. */}
          <input
            id={id}
            type="file"
            accept="image/*"
            disabled={disabled || processing}
            onChange={(event) => void choose(event.currentTarget)}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy(id, { hint, error: shownError })}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className={`${buttonStyles.outline} cursor-pointer justify-self-start peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-lilac-700 peer-focus-visible:outline-solid peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
          >
            {value.kind === 'none' ? t`Choose a photo` : t`Choose another photo`}
          </label>
          {value.kind !== 'none' ? (
            <button
              type="button"
              disabled={disabled || processing}
              onClick={() => {
                setProblem(undefined);
                onChange(NO_PHOTO);
              }}
              className="justify-self-start text-sm font-semibold text-lilac-700 underline underline-offset-4 hover:text-lilac-900"
            >
              {t`Remove photo`}
            </button>
          ) : null}
        </div>
      </div>
      <p role="status" className="mt-1 text-sm text-neutral-700">
        {processing
          ? t`Preparing your photo…`
          : value.kind === 'new'
            ? t`Ready: ${width} × ${height} px, ${kilobytes} KB.`
            : ''}
      </p>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={shownError} />
    </div>
  );
}
