import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { LANGUAGE_OPTIONS } from '../../../../../schema/contract/languages-rules.ts';
import type { Category, JourneyPath } from '../../../../../schema/contract/taxonomy.ts';
import {
  ClearFiltersButton,
  FilterSelect,
  filterFieldStyle,
  filterLabelStyle,
  type FilterOption,
} from '../../../components/list/filter-select.tsx';
import { humaniseSlug } from '../../../lib/mentors/mentor-display.ts';
import {
  isSearchTooShort,
  readLanguage,
  SEARCH_MIN_LENGTH,
  type MentorFilters,
} from '../../../lib/mentors/mentor-filters.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { mentorsCatalog } from '../locales/catalog.ts';

/** Typing waits this long before the address bar (and so the list) follows: one request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 400;

/** A filter's options, keeping the current value selectable even before (or without) the list. */
function withCurrent(options: { slug: string; name: string }[], current: string | null): FilterOption[] {
  const choices = options.map((option) => ({ value: option.slug, label: option.name }));
  if (!current || options.some((option) => option.slug === current)) return choices;
  return [...choices, { value: current, label: humaniseSlug(current) }];
}

/** The search box: shows what is typed at once, tells the page after a pause (or at once on Enter). */
function SearchField({ value, onCommit, id }: { value: string; onCommit: (search: string) => void; id: string }) {
  useCatalog(mentorsCatalog);
  const { t } = useLingui();
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
        placeholder={t`Name, skill or topic`}
        onChange={(event) => setText(event.target.value)}
        className={filterFieldStyle}
      />
      <p id={`${id}-hint`} aria-live="polite" className="mt-1 text-sm text-neutral-700 lg:min-h-5">
        {tooShort ? t`Type at least ${SEARCH_MIN_LENGTH} characters to search.` : ''}
      </p>
    </>
  );
}

/** Search, category and journey filters (spec section 2) and language, all held in the address bar. */
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
  useCatalog(mentorsCatalog);
  const { t } = useLingui();
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
      aria-label={t`Find a mentor`}
      onSubmit={onSubmit}
      className="grid gap-4 rounded-2xl border border-lilac-100 bg-lilac-50 p-4 sm:grid-cols-2 lg:grid-cols-[3fr_2fr_2fr_2fr_auto] lg:items-start"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor={`${ids}-search`} className={filterLabelStyle}>
          <Trans>Search mentors</Trans>
        </label>
        <SearchField id={`${ids}-search`} value={filters.search} onCommit={onSearch} />
      </div>
      <FilterSelect
        id={`${ids}-category`}
        label={t`Category`}
        allLabel={t`All categories`}
        options={withCurrent(categories, filters.category)}
        value={filters.category}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        id={`${ids}-journey`}
        label={t`Journey`}
        allLabel={t`All journeys`}
        options={withCurrent(journeys, filters.journey)}
        value={filters.journey}
        onChange={(journey) => onChange({ journey })}
      />
      <FilterSelect
        id={`${ids}-language`}
        label={t`Language`}
        allLabel={t`All languages`}
        options={LANGUAGE_OPTIONS}
        value={filters.language}
        onChange={(language) => onChange({ language: readLanguage(language) })}
      />
      <ClearFiltersButton label={t`Clear Filters`} filtered={filtered} onClear={onClear} className="lg:pt-6" />
    </form>
  );
}
