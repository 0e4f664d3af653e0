import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { OPPORTUNITY_KINDS } from '../../../../../schema/contract/enums.ts';
import { OPPORTUNITY_SORTS, PROVINCES } from '../../../../../schema/contract/opportunities-rules.ts';
import type { Category } from '../../../../../schema/contract/taxonomy.ts';
import { ALL, ClearFiltersButton, FilterSelect } from '../../../components/list/filter-select.tsx';
import { KIND_FILTER_LABELS, SORT_LABELS } from '../opportunity-display.ts';
import { provinceApplies, type ResourceFilters } from '../resource-filters.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { resourcesCatalog } from '../locales/catalog.ts';

const PROVINCE_OPTIONS = PROVINCES.map((province) => ({ value: province, label: province }));

/**
 * Category (from /api/categories, "All categories" first), kind, province (tenders only: hidden for trending
 * searches and news, which have none) and order. The page keeps them in the address; each change applies at once.
 */
export function OpportunityFilters({
  filters,
  categories,
  categoryName,
  filtered,
  onChange,
  onClear,
}: {
  filters: ResourceFilters;
  categories: readonly Category[];
  categoryName: (slug: string) => string;
  /** Whether Clear filters has anything to clear. */
  filtered: boolean;
  onChange: (patch: Partial<ResourceFilters>) => void;
  onClear: () => void;
}) {
  useCatalog(resourcesCatalog);
  const { t } = useLingui();
  const ids = useId();
  const kindOptions = OPPORTUNITY_KINDS.map((kind) => ({ value: kind, label: t(KIND_FILTER_LABELS[kind]) }));
  const sortOptions = OPPORTUNITY_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABELS[sort]) }));
  const categoryOptions = categories.map((category) => ({ value: category.slug, label: category.name }));
  // The chosen category stays selectable before the list arrives (or if it left the list).
  if (filters.category && !categoryOptions.some((option) => option.value === filters.category)) {
    categoryOptions.push({ value: filters.category, label: categoryName(filters.category) });
  }
  const showProvince = provinceApplies(filters.kind);

  return (
    <form
      role="search"
      aria-label={t`Filter opportunities`}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-2xl border border-lilac-100 bg-lilac-50 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <FilterSelect
        id={`${ids}-category`}
        label={t`Category`}
        allLabel={t`All categories`}
        options={categoryOptions}
        value={filters.category}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        id={`${ids}-kind`}
        label={t`Type`}
        allLabel={t`All types`}
        options={kindOptions}
        value={filters.kind}
        onChange={(kind) => onChange({ kind: kind === ALL ? null : (kind as ResourceFilters['kind']) })}
      />
      {showProvince ? (
        <FilterSelect
          id={`${ids}-province`}
          label={t`Province (tenders)`}
          allLabel={t`All provinces`}
          options={PROVINCE_OPTIONS}
          value={filters.province}
          onChange={(province) =>
            onChange({ province: province === ALL ? null : (province as ResourceFilters['province']) })
          }
        />
      ) : (
        <p className="text-sm text-neutral-700 lg:pb-3">{t`Provinces apply to tenders only.`}</p>
      )}
      <FilterSelect
        id={`${ids}-sort`}
        label={t`Order`}
        options={sortOptions}
        value={filters.sort}
        onChange={(sort) => onChange({ sort: sort as ResourceFilters['sort'] })}
      />
      <ClearFiltersButton label={t`Clear filters`} filtered={filtered} onClear={onClear} />
    </form>
  );
}
