import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import { setApiTransport } from '../../../lib/api-client.ts';
import { mentorBrowserList } from './mentor-list.ts';

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

it('asks for its first page at the URL the Worker preloads for a signed-in /mentors', async () => {
  const asked: string[] = [];
  setApiTransport(async (url) => {
    asked.push(url);
    return Response.json({ items: [], nextCursor: null, total: 0 });
  });
  const cases: [string, boolean][] = [
    ['', false],
    ['', true],
    ['search=+spaza+shop&category=retail&language=zu', false],
    ['journey=Side-Hustle-Starter&search=ab&language=xx', true],
  ];
  for (const [search, dataSaver] of cases) {
    const list = mentorBrowserList(new URLSearchParams(search), dataSaver);
    await new QueryClient().fetchInfiniteQuery(list.query);
    expect(asked.at(-1), search).toBe(list.firstPageUrl);
  }
});
