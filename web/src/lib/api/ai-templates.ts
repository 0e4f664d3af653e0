import { useMutation } from '@tanstack/react-query';
import type { GenerateTemplateInput, GenerateTemplateResult } from '../../../../schema/contract/ai.ts';
import { apiJson } from '../api-client.ts';

export const GENERATE_TEMPLATE_URL = '/api/ai/generate-template';

/** `POST /api/ai/generate-template`: the mentor browser, the coaching page and the resources page all use it. */
export function useGenerateTemplate() {
  return useMutation({
    mutationFn: (input: GenerateTemplateInput) => apiJson<GenerateTemplateResult>('POST', GENERATE_TEMPLATE_URL, input),
  });
}
