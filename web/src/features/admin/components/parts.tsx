import { useId, type ReactNode } from 'react';

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

/** A labelled fact in a card: "Submitted by: Lerato Mokoena". */
export function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="break-words text-neutral-900">{children}</dd>
    </div>
  );
}
