import { buttonStyles } from '../ui/styles.ts';

/** The value of a filter's "All …" option: a select must not offer an empty value (spec section 5). */
export const ALL = 'all';

export const filterFieldStyle =
  'mt-1 block min-h-11 w-full rounded-lg border border-lilac-300 bg-white px-3 py-2 text-base text-neutral-900 focus-visible:border-lilac-700';
export const filterLabelStyle = 'block text-sm font-semibold text-lilac-950';

export interface FilterOption {
  value: string;
  label: string;
}

/** A list's filter: a labelled select with "All …" first (when `allLabel` is given), then the choices. */
export function FilterSelect({
  id,
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  allLabel?: string;
  options: readonly FilterOption[];
  value: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={filterLabelStyle}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ALL}
        onChange={(event) => onChange(event.target.value)}
        className={filterFieldStyle}
      >
        {allLabel ? <option value={ALL}>{allLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The filter bar's last cell: clears every filter, disabled while none is set. */
export function ClearFiltersButton({
  label,
  filtered,
  onClear,
  className = '',
}: {
  label: string;
  filtered: boolean;
  onClear: () => void;
  /** Extra classes for the cell (e.g. to line up with labelled fields). */
  className?: string;
}) {
  return (
    <div className={`sm:col-span-2 lg:col-span-1 ${className}`}>
      <button
        type="button"
        onClick={onClear}
        disabled={!filtered}
        className={`${buttonStyles.outline} w-full lg:w-auto`}
      >
        {label}
      </button>
    </div>
  );
}
