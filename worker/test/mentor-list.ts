import { expect } from 'vitest';
import type { MentorList } from '../../schema/contract/mentors.ts';
import { api } from './http.ts';

type Query = Record<string, string | number | undefined>;

/** One page of `GET /api/mentors` (undefined parameters left out); fails the test unless it is a 200. */
export async function listMentorsPage(query: Query = {}): Promise<MentorList> {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  );
  const res = await api(`/api/mentors?${params}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<MentorList>();
}

/** Every page of a query, following nextCursor. */
export async function walkMentorPages(query: Query) {
  const pages: MentorList[] = [];
  let cursor: string | null = null;
  do {
    const page = await listMentorsPage(cursor ? { ...query, cursor } : query);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 1000);
  return pages;
}

/** A word no other test's mentor has (letters and digits, so the search tokenizer keeps it one word). */
export const uniqueWord = () => `q${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;
