import { useInfiniteQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client.ts';
import { byId, pagedQuery } from '../../../lib/api/read-query.ts';
import type { Refresh } from './admin.ts';

const suggestions = api.admin['wording-suggestions'];
const openSuggestionsKey = [suggestions.$path()] as const;

/** `GET /api/admin/wording-suggestions`: readers' open suggestions for the translations, newest first. */
export const useWordingSuggestions = () =>
  useInfiniteQuery(
    pagedQuery(openSuggestionsKey, (cursor, signal) =>
      answerOf(suggestions.$get({ query: { cursor } }, { init: { signal } })),
    ),
  );

export const wordingSuggestionApi = {
  markHandled: (id: number) => answerOf(suggestions[':id'].handled.$post(byId(id))),
};

/** A handled suggestion leaves the open list. */
export const refreshAfterWordingSuggestions: Refresh = (client) => {
  void client.invalidateQueries({ queryKey: openSuggestionsKey });
};
