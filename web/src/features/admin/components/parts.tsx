import { useId, type ReactNode } from 'react';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { ADMIN_ACTION_FAILED } from '../api/admin.ts';

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

/** What an admin list says when there is nothing in it. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-lilac-50 p-4 text-neutral-800">{children}</p>;
}

/**
 * What a checked admin form does with its body: runs the action once (not again while it runs), then `onDone`;
 * a failure is said inside the form (beside the fields a 400 names), as a dialog hides the toasts.
 */
export function sendWith<Input>(
  action: {
    isPending: boolean;
    mutate: (input: Input, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  },
  form: { showServerError: (error: unknown, fallback: string) => string },
  onDone: () => void,
) {
  return (input: Input) => {
    if (action.isPending) return;
    action.mutate(input, { onSuccess: onDone, onError: (error) => form.showServerError(error, ADMIN_ACTION_FAILED) });
  };
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
