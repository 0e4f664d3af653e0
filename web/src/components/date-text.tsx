import { useFormats } from '../lib/i18n/use-formats.ts';

/** A `<time>` element for an instant: machine-readable value, text in the reader's language (Johannesburg time). */
export function DateText({ value, withTime = false }: { value: string; withTime?: boolean }) {
  const formats = useFormats();
  if (Number.isNaN(Date.parse(value))) return <>{value}</>;
  return <time dateTime={value}>{withTime ? formats.dateTime(value) : formats.date(value)}</time>;
}
