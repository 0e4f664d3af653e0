import { useDataSaver } from '../lib/data-saver.tsx';
import { DataSaverImage } from './data-saver-image.tsx';

const sizes = {
  sm: 'size-10 text-sm',
  md: 'size-16 text-xl',
  lg: 'size-24 text-3xl',
} as const;
const pixels = { sm: 40, md: 64, lg: 96 } as const;

const initialColours = [
  'bg-lilac-700 text-white',
  'bg-grass-700 text-white',
  'bg-sunshine-300 text-lilac-950',
  'bg-lilac-200 text-lilac-950',
] as const;

/** Up to two letters: the first and last word's initials. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return initialColours[Math.abs(hash) % initialColours.length]!;
}

/**
 * A person's photo, or their initials on a brand colour when there is none. Decorative: the name is beside it.
 * Under data saver the photo waits for a tap; inside a link or button (`insideControl`), where a tap already
 * means something, the initials stand in for it.
 */
export function Avatar({
  name,
  src,
  size = 'md',
  className = '',
  insideControl = false,
}: {
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
  className?: string;
  insideControl?: boolean;
}) {
  const dataSaver = useDataSaver().enabled;
  if (src && !(dataSaver && insideControl)) {
    return (
      <DataSaverImage
        src={src}
        alt=""
        subject={name}
        width={pixels[size]}
        height={pixels[size]}
        className={`${sizes[size]} shrink-0 rounded-full bg-lilac-100 object-cover ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} ${colourFor(name)} inline-flex shrink-0 items-center justify-center rounded-full font-bold ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
