import { useMutation } from '@tanstack/react-query';
import type { WordingSuggestionInput } from '../../../../../schema/contract/wording-suggestions.ts';
import { answerOf, api } from '../../../lib/api-client.ts';

/** `POST /api/wording-suggestions`: answers the suggestion's id only. Visitors may send too. */
export function useSendWordingSuggestion() {
  return useMutation({
    mutationFn: (input: WordingSuggestionInput) => answerOf(api['wording-suggestions'].$post({ json: input })),
  });
}
