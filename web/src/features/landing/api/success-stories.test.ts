import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSuccessStories } from './success-stories.ts';

const story = (id: number) => ({ id, name: `Person ${id}`, quote: 'q', beforeTitle: 'b', afterTitle: 'a' });

function answer(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchSuccessStories', () => {
  it('asks for the first n stories and reads a page', async () => {
    const fetchMock = answer(new Response(JSON.stringify({ items: [story(1), story(2)], nextCursor: 'x' })));
    expect((await fetchSuccessStories(2)).map((s) => s.id)).toEqual([1, 2]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/success-stories?limit=2');
  });

  it('reads a plain list too, keeping at most n', async () => {
    answer(new Response(JSON.stringify([story(1), story(2), story(3)])));
    expect(await fetchSuccessStories(2)).toHaveLength(2);
  });

  it('treats a missing endpoint (404) as no stories', async () => {
    answer(new Response('{"message":"Not Found"}', { status: 404 }));
    expect(await fetchSuccessStories(2)).toEqual([]);
  });

  it('still fails on other errors (the page offers a retry)', async () => {
    answer(new Response('boom', { status: 500 }));
    await expect(fetchSuccessStories(2)).rejects.toThrow('500: boom');
  });
});
