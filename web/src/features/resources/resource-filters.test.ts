import { describe, expect, it } from 'vitest';
import { OpportunityListQuerySchema } from '../../../../schema/contract/opportunities.ts';
import {
  clearResourceFilters,
  hasResourceFilters,
  opportunityListUrl,
  readResourceFilters,
  writeResourceFilters,
  type ResourceFilters,
} from './resource-filters.ts';

const read = (query: string) => readResourceFilters(new URLSearchParams(query));
const none: ResourceFilters = { category: null, kind: null, province: null, sort: 'score' };

/** The query string the page sends, as the route's own schema reads it. */
function parsedQuery(url: string) {
  const [path, query = ''] = url.split('?');
  expect(path).toBe('/api/business-opportunities');
  return OpportunityListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
}

describe('the resources filters in the address', () => {
  it('reads what it knows and treats anything else as "all"', () => {
    expect(read('')).toEqual(none);
    expect(read('category=Technology&kind=tender&province=western%20cape&sort=newest')).toEqual({
      category: 'technology',
      kind: 'tender',
      province: 'Western Cape',
      sort: 'newest',
    });
    expect(read('category=all&kind=jobs&province=Atlantis&sort=random')).toEqual(none);
    expect(read('category=<script>')).toEqual(none);
    expect(read(`category=${'a'.repeat(61)}`)).toEqual(none);
  });

  it('keeps a province only while tenders can show', () => {
    expect(read('kind=trend&province=Gauteng').province).toBeNull();
    expect(read('kind=news&province=Gauteng').province).toBeNull();
    expect(read('province=KwaZulu-Natal').province).toBe('KwaZulu-Natal');
  });

  it('writes only what narrows the list, keeping other parameters', () => {
    const start = new URLSearchParams('utm=x&category=technology');
    expect(writeResourceFilters(start, { kind: 'tender', province: 'Free State' }).toString()).toBe(
      'utm=x&category=technology&kind=tender&province=Free+State',
    );
    expect(writeResourceFilters(start, { category: null, sort: 'score' }).toString()).toBe('utm=x');
    expect(writeResourceFilters(start, { sort: 'newest' }).get('sort')).toBe('newest');
  });

  it('drops the province when trending searches or news are chosen', () => {
    const start = new URLSearchParams('kind=tender&province=Limpopo');
    expect(writeResourceFilters(start, { kind: 'trend' }).toString()).toBe('kind=trend');
    expect(writeResourceFilters(start, { kind: null }).toString()).toBe('province=Limpopo');
  });

  it('clears the filters but keeps the order', () => {
    const cleared = clearResourceFilters(
      new URLSearchParams('category=business&kind=tender&province=Gauteng&sort=newest'),
    );
    expect(cleared.toString()).toBe('sort=newest');
    expect(hasResourceFilters(readResourceFilters(cleared))).toBe(false);
    expect(hasResourceFilters({ ...none, sort: 'newest' })).toBe(false);
    expect(hasResourceFilters({ ...none, kind: 'news' })).toBe(true);
  });
});

describe('the list request', () => {
  it('sends the filters, the order, the page size and the cursor the route accepts', () => {
    const url = opportunityListUrl(
      { category: 'business', kind: 'tender', province: 'KwaZulu-Natal', sort: 'newest' },
      { limit: 20, cursor: 'abc' },
    );
    expect(url).toBe(
      '/api/business-opportunities?category=business&kind=tender&province=KwaZulu-Natal&sort=newest&limit=20&cursor=abc',
    );
    expect(parsedQuery(url)).toEqual({
      category: 'business',
      kind: 'tender',
      province: 'KwaZulu-Natal',
      sort: 'newest',
      limit: 20,
      cursor: 'abc',
    });
  });

  it('asks for everything, highest score first, when nothing is chosen', () => {
    const url = opportunityListUrl(none);
    expect(url).toBe('/api/business-opportunities?sort=score');
    expect(parsedQuery(url)).toMatchObject({ sort: 'score' });
  });

  it('never sends a province with trending searches or news', () => {
    expect(opportunityListUrl({ ...none, kind: 'news', province: 'Gauteng' })).toBe(
      '/api/business-opportunities?kind=news&sort=score',
    );
  });

  it('sends a province with a space the way the route reads it back', () => {
    expect(parsedQuery(opportunityListUrl({ ...none, province: 'Western Cape' })).province).toBe('Western Cape');
  });
});
