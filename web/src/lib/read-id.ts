/**
 * A positive whole number from the address bar (`?session=12`), or null for anything else: a link someone
 * edited or pasted half of shows the plain list instead of failing.
 */
export function readId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
