import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useDataSaver } from '../lib/data-saver.tsx';
import { WithTooltip } from './with-tooltip.tsx';
import { PhotoIcon } from './icons.tsx';

/**
 * A content photo. Under data saver it is a button of the same box ("Tap to load photo of …") that loads the photo
 * when tapped; otherwise an ordinary lazy image. Never place it inside a link or button (no nested controls): show
 * something else there under data saver.
 */
export function DataSaverImage({
  src,
  alt,
  subject,
  width,
  height,
  className,
}: {
  src: string;
  /** '' when the photo is decorative (the subject's name is beside it). */
  alt: string;
  /** Whose or what photo it is, for the button's name: "Tap to load photo of {subject}". */
  subject: string;
  width: number;
  height: number;
  /** Sizes the box, so the button and the photo take the same space (no layout shift when it loads). */
  className: string;
}) {
  const { t } = useLingui();
  const { enabled } = useDataSaver();
  const [tapped, setTapped] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // The button that had focus is gone: keep focus at the same place in the page.
  useEffect(() => {
    if (tapped) image.current?.focus({ preventScroll: true });
  }, [tapped]);

  if (enabled && !tapped) {
    const load = (event: MouseEvent) => {
      // Only load the photo: a card that opens on a click of its photo stays closed.
      event.stopPropagation();
      setTapped(true);
    };
    return (
      <WithTooltip label={t`Tap to load photo`}>
        <button
          type="button"
          aria-label={t`Tap to load photo of ${subject}`}
          onClick={load}
          className={`${className} inline-flex cursor-pointer items-center justify-center border-2 border-dashed border-lilac-300 text-lilac-700 hover:bg-lilac-200`}
        >
          <PhotoIcon className="size-1/2 max-h-8 max-w-8" />
        </button>
      </WithTooltip>
    );
  }
  return (
    <img
      ref={image}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      tabIndex={tapped ? -1 : undefined}
      className={className}
    />
  );
}
