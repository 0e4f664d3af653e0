import { useMutation } from '@tanstack/react-query';
import type { GenerateTemplateInput } from '../../../../schema/contract/ai.ts';
import { answerOf, api } from '../api-client.ts';

/** `POST /api/ai/generate-template`: the mentor browser, the coaching page and the resources page all use it. */
export function useGenerateTemplate() {
  return useMutation({
    mutationFn: (input: GenerateTemplateInput) => answerOf(api.ai['generate-template'].$post({ json: input })),
  });
}
