import { InfiniteQueryObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mentor, MentorList } from '../../../../schema/contract/mentors.ts';
import { fetchMentorPage, mentorListQueryOptions, mentorsQueryPrefix, mentorTotalQueryOptions } from './mentors.ts';

const mentor = (id: number): Mentor =>
  ({ id, name: `Mentor ${id}`, title: 't', categories: [], journeyPaths: [] }) as unknown as Mentor;

const page = (ids: number[], nextCursor: string | null, total: number): MentorList => ({
  items: ids.map(mentor),
  nextCursor,
  total,
  totalIsCapped: false,
});

function serve(...pages: MentorList[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const body of pages) fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the mentor list pages with the keyset cursor', () => {
  it('loads the first page, then each next page with the previous nextCursor, until it is null', async () => {
    const fetchMock = serve(page([1, 2], 'c2', 5), page([3, 4], 'c4', 5), page([5], null, 5));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const filters = { search: ' bead ', category: 'creative-arts', journey: null, language: null };
    const observer = new InfiniteQueryObserver(client, mentorListQueryOptions(filters));
    const unsubscribe = observer.subscribe(() => undefined);

    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();
    const last = await observer.fetchNextPage();

    expect(last.data?.pages.flatMap((p) => p.items.map((m) => m.id))).toEqual([1, 2, 3, 4, 5]);
    expect(last.hasNextPage).toBe(false);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/mentors?search=bead&category=creative-arts&limit=24',
      '/api/mentors?search=bead&category=creative-arts&limit=24&cursor=c2',
      '/api/mentors?search=bead&category=creative-arts&limit=24&cursor=c4',
    ]);
    unsubscribe();
  });

  it('caches each filtered view on its own key, blind to whitespace', () => {
    const key = (search: string, language: 'zu' | null = null) =>
      mentorListQueryOptions({ search, category: null, journey: null, language }).queryKey;
    expect(key(' sipho ')).toEqual(key('sipho'));
    expect(key('sipho')).not.toEqual(key('naledi'));
    expect(key('sipho', 'zu')).not.toEqual(key('sipho'));
  });

  it('asks for the given page size (data saver halves it) and keys each size on its own', async () => {
    const fetchMock = serve(page([1], 'c', 5));
    const filters = { search: '', category: null, journey: null, language: null };
    const options = mentorListQueryOptions(filters, 12);
    expect(options.queryKey).not.toEqual(mentorListQueryOptions(filters).queryKey);
    await new QueryClient().fetchInfiniteQuery(options);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/mentors?limit=12']);
  });
});

describe('fetchMentorPage', () => {
  it('asks for a page size when given one', async () => {
    const fetchMock = serve(page([1, 2, 3], 'c', 15));
    const list = await fetchMentorPage({ search: '', category: null, journey: null, language: null }, { limit: 3 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/mentors?limit=3');
    expect(list.total).toBe(15);
  });
});

describe('the mentor total', () => {
  it('asks for one card and reads the total, under a key that invalidating the mentor reads reaches', async () => {
    const fetchMock = serve(page([1], 'c', 15));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = mentorTotalQueryOptions();
    const observer = new QueryObserver(client, options);
    const unsubscribe = observer.subscribe(() => undefined);

    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(15));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/mentors?limit=1']);
    expect(options.queryKey[0]).toBe('/api/mentors');
    expect(options.queryKey[0]).toBe(mentorsQueryPrefix);
    unsubscribe();
  });
});
