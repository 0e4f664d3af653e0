import { useId, type ReactNode } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';

/** A small pill: a status, a category, "Featured". */
export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'good' | 'warn' | 'bad' | 'brand';
  children: ReactNode;
}) {
  const tones = {
    neutral: 'bg-neutral-100 text-neutral-800',
    good: 'bg-grass-100 text-grass-900',
    warn: 'bg-sunshine-100 text-lilac-950',
    bad: 'bg-red-50 text-red-800',
    brand: 'bg-lilac-100 text-lilac-900',
  } as const;
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** A row of choices (native radios drawn as pills): which status a list shows. */
export function StatusFilter<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 border-lilac-200 bg-white px-4 font-semibold text-lilac-900 has-checked:border-lilac-700 has-checked:bg-lilac-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-lilac-700"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** Loading, failed and empty states around a list, then the list itself. */
export function ListState({
  what,
  pending,
  error,
  empty,
  emptyText,
  onRetry,
  children,
}: {
  what: string;
  pending: boolean;
  error: boolean;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (pending) return <Spinner label={`Loading ${what}…`} />;
  if (error) return <LoadError what={what} onRetry={onRetry} />;
  if (empty) return <p className="rounded-xl bg-lilac-50 p-4 text-neutral-800">{emptyText}</p>;
  return <>{children}</>;
}

export function LoadMore({ show, loading, onClick }: { show: boolean; loading: boolean; onClick: () => void }) {
  if (!show) return null;
  return (
    <button type="button" disabled={loading} onClick={onClick} className={`${buttonStyles.outline} mt-4`}>
      {loading ? 'Loading…' : 'Load more'}
    </button>
  );
}

/** A labelled fact in a card: "Submitted by: Lerato Mokoena". */
export function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="break-words text-neutral-900">{children}</dd>
    </div>
  );
}

export const smallButton = {
  primary: `${buttonStyles.primary} px-4`,
  outline: `${buttonStyles.outline} px-4`,
  danger:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border-2 border-red-700 bg-white px-4 py-2.5 text-base font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60',
};

/** The filled red button of a destructive confirmation. */
export const dangerButtonStyle =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2.5 text-base font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';
