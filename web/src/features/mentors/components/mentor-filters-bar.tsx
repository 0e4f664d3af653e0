import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Category, JourneyPath } from '../../../../../schema/contract/taxonomy.ts';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { humaniseSlug } from '../mentor-display.ts';
import { ALL, isSearchTooShort, SEARCH_MIN_LENGTH, type MentorFilters } from '../mentor-filters.ts';

/** Typing waits this long before the address bar (and so the list) follows: one request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 400;

const fieldStyle =
  'mt-1 block min-h-11 w-full rounded-lg border border-lilac-300 bg-white px-3 py-2 text-base text-neutral-900 focus-visible:border-lilac-700';
const labelStyle = 'block text-sm font-semibold text-lilac-950';

/** The options of a filter select, keeping the current value selectable even before (or without) the list. */
function withCurrent(options: { slug: string; name: string }[], current: string | null) {
  if (!current || options.some((option) => option.slug === current)) return options;
  return [...options, { slug: current, name: humaniseSlug(current) }];
}

/** The search box: shows what is typed at once, tells the page after a pause (or at once on Enter). */
function SearchField({ value, onCommit, id }: { value: string; onCommit: (search: string) => void; id: string }) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  // The address bar changed from elsewhere (Clear Filters, back button): show its value.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onCommit(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onCommit]);

  const tooShort = isSearchTooShort(text);
  return (
    <>
      <input
        id={id}
        aria-describedby={`${id}-hint`}
        type="search"
        name="search"
        value={text}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Name, skill or topic"
        onChange={(event) => setText(event.target.value)}
        className={fieldStyle}
      />
      <p id={`${id}-hint`} aria-live="polite" className="mt-1 text-sm text-neutral-700 lg:min-h-5">
        {tooShort ? `Type at least ${SEARCH_MIN_LENGTH} characters to search.` : ''}
      </p>
    </>
  );
}

/** Search, category and journey filters (spec section 2), all held in the address bar by the page. */
export function MentorFiltersBar({
  filters,
  categories,
  journeys,
  filtered,
  onChange,
  onClear,
}: {
  filters: MentorFilters;
  categories: Category[];
  journeys: JourneyPath[];
  /** Whether Clear Filters has anything to clear. */
  filtered: boolean;
  onChange: (patch: Partial<MentorFilters>) => void;
  onClear: () => void;
}) {
  const ids = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = new FormData(event.currentTarget).get('search');
    onChange({ search: typeof search === 'string' ? search : '' });
  };
  const onSearch = (search: string) => onChange({ search });

  return (
    <form
      role="search"
      aria-label="Find a mentor"
      onSubmit={onSubmit}
      className="grid gap-4 rounded-2xl border border-lilac-100 bg-lilac-50 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-start"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor={`${ids}-search`} className={labelStyle}>
          Search mentors
        </label>
        <SearchField id={`${ids}-search`} value={filters.search} onCommit={onSearch} />
      </div>
      <div>
        <label htmlFor={`${ids}-category`} className={labelStyle}>
          Category
        </label>
        <select
          id={`${ids}-category`}
          value={filters.category ?? ALL}
          onChange={(event) => onChange({ category: event.target.value })}
          className={fieldStyle}
        >
          <option value={ALL}>All categories</option>
          {withCurrent(categories, filters.category).map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-journey`} className={labelStyle}>
          Journey
        </label>
        <select
          id={`${ids}-journey`}
          value={filters.journey ?? ALL}
          onChange={(event) => onChange({ journey: event.target.value })}
          className={fieldStyle}
        >
          <option value={ALL}>All journeys</option>
          {withCurrent(journeys, filters.journey).map((journey) => (
            <option key={journey.slug} value={journey.slug}>
              {journey.name}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2 lg:col-span-1 lg:pt-6">
        <button
          type="button"
          onClick={onClear}
          disabled={!filtered}
          className={`${buttonStyles.outline} w-full lg:w-auto`}
        >
          Clear Filters
        </button>
      </div>
    </form>
  );
}
