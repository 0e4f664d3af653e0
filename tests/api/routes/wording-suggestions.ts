import { wordingSuggestions } from '../../../schema/db/index.ts';
import { db } from '../../../worker/test/factories.ts';
import type { MatrixRoute } from './types.ts';

const suggestion = () => ({
  language: 'zu',
  pagePath: '/mentors',
  pageText: 'Thola umeluleki',
  suggestion: 'Thola umeluleki wakho',
});

async function openSuggestion(ctx: Record<string, unknown>) {
  const [row] = await db
    .insert(wordingSuggestions)
    .values({ ...suggestion(), language: 'zu', visitorNetwork: 'matrix' })
    .returning();
  ctx.suggestionId = row!.id;
}

/** Anyone may suggest a wording; only admins read the list and mark one handled (visitors 401, others 403). */
export const wordingSuggestionRoutes: MatrixRoute[] = [
  { method: 'POST', path: '/api/wording-suggestions', body: suggestion, expect: { default: 201 } },
  { method: 'GET', path: '/api/admin/wording-suggestions', expect: { default: 403, visitor: 401, admin: 200 } },
  {
    method: 'POST',
    path: (ctx) => `/api/admin/wording-suggestions/${ctx.suggestionId}/handled`,
    prepare: openSuggestion,
    expect: { default: 403, visitor: 401, admin: 200 },
  },
];
