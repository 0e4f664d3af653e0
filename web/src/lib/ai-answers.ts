/**
 * What every AI screen (the advisor's three tabs, the three template generators) says about an answer or a
 * failure. Free of zod and React.
 */
import { PRODUCT_NAME } from '../../../schema/contract/product.ts';
import { ApiError } from './api-client.ts';

/**
 * The offline advisor answers from the repo's curated dataset, not from a model: the screens say so plainly,
 * so nobody mistakes a lookup for a live AI answer.
 */
export const OFFLINE_ADVISOR_LABEL = `Offline advisor: answers from ${PRODUCT_NAME}'s South African dataset, not a live AI model`;
export const MODEL_ADVISOR_LABEL = 'Answered by an AI model: check the figures before you act on them';

/**
 * The sentence for a failed AI request: over the quota (429) the server's own words (how many, and when it
 * resets); a refused input (400) the server's reason; anything else the spec's fixed sentence, never a stack.
 */
export function aiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 400) && error.serverMessage) {
    return error.serverMessage;
  }
  return fallback;
}

/** A form's AI request failed: its sentence (`aiErrorMessage`) goes in the form's alert, after `title`, and only there. */
export function showAiFailure(
  form: { showFormError: (message: string) => void },
  error: unknown,
  { fallback, title }: { fallback: string; title: string },
): void {
  form.showFormError(`${title}: ${aiErrorMessage(error, fallback)}`);
}
