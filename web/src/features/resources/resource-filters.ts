/*
 * The resources page's filters live in the address (`/freedom-resources?category=&kind=&province=&sort=`), so a
 * filtered view survives a reload and can be shared. Pure functions: tested in Node.
 */
import { OPPORTUNITY_KINDS } from '../../../../schema/contract/enums.ts';
import { ALL } from '../../components/list/filter-select.tsx';
import { OPPORTUNITY_SORTS, PROVINCES, type OpportunityKind } from '../../../../schema/contract/opportunities-rules.ts';
import { api } from '../../lib/api-client.ts';

export type Province = (typeof PROVINCES)[number];
export type OpportunitySort = (typeof OPPORTUNITY_SORTS)[number];

export interface ResourceFilters {
  /** A mentor category slug, or null for every category. */
  category: string | null;
  kind: OpportunityKind | null;
  /** Only tenders carry a province, so it is kept only while tenders can show (all kinds, or tenders). */
  province: Province | null;
  sort: OpportunitySort;
}

export const DEFAULT_SORT: OpportunitySort = 'score';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function readSlug(value: string | null): string | null {
  const slug = value?.trim().toLowerCase() ?? '';
  return slug && slug !== ALL && slug.length <= 60 && SLUG.test(slug) ? slug : null;
}

const isKind = (value: string | null): value is OpportunityKind => OPPORTUNITY_KINDS.some((kind) => kind === value);
const isSort = (value: string | null): value is OpportunitySort => OPPORTUNITY_SORTS.some((sort) => sort === value);

/** A province as typed in the address (any letter case), or null when it is not one of the nine. */
function readProvince(value: string | null): Province | null {
  const wanted = value?.trim().toLowerCase();
  return PROVINCES.find((province) => province.toLowerCase() === wanted) ?? null;
}

/** Whether a province filter applies to this kind (tenders, or every kind). */
export const provinceApplies = (kind: OpportunityKind | null) => kind === null || kind === 'tender';

/** The filters in the address; anything unknown or malformed counts as "all" (the server would answer 400). */
export function readResourceFilters(params: URLSearchParams): ResourceFilters {
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : null;
  const sortParam = params.get('sort');
  return {
    category: readSlug(params.get('category')),
    kind,
    province: provinceApplies(kind) ? readProvince(params.get('province')) : null,
    sort: isSort(sortParam) ? sortParam : DEFAULT_SORT,
  };
}

/**
 * The address's parameters after a change: 'all' and the default sort are left out, other parameters are kept.
 * Choosing trending searches or news drops the province (they have none, so it would empty the list).
 */
export function writeResourceFilters(params: URLSearchParams, patch: Partial<ResourceFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null | undefined, fallback?: string) => {
    if (value === undefined) return;
    if (value === null || value === '' || value === ALL || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  set('category', patch.category);
  set('kind', patch.kind);
  set('province', patch.province);
  set('sort', patch.sort, DEFAULT_SORT);
  if (patch.kind !== undefined && !provinceApplies(patch.kind)) next.delete('province');
  return next;
}

export function clearResourceFilters(params: URLSearchParams): URLSearchParams {
  return writeResourceFilters(params, { category: null, kind: null, province: null });
}

/** Whether the list is narrowed (the sort order narrows nothing). */
export function hasResourceFilters(filters: ResourceFilters): boolean {
  return filters.category !== null || filters.kind !== null || filters.province !== null;
}

/** `GET /api/business-opportunities` with the filters, and the previous page's cursor. */
export function opportunityListUrl(
  filters: ResourceFilters,
  page: { limit?: number; cursor?: string | null } = {},
): string {
  return api['business-opportunities'].$path({ query: opportunityListQuery(filters, page) });
}

/** The list's query parameters: the filters that apply, then the page. */
export function opportunityListQuery(filters: ResourceFilters, page: { limit?: number; cursor?: string | null } = {}) {
  return {
    category: filters.category || undefined,
    kind: filters.kind || undefined,
    province: filters.province && provinceApplies(filters.kind) ? filters.province : undefined,
    sort: filters.sort,
    limit: page.limit ? String(page.limit) : undefined,
    cursor: page.cursor || undefined,
  };
}
