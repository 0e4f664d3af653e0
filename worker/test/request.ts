import { expect } from 'vitest';

/** The JSON error body every API error answers with (worker/http/errors.ts), as the tests read it. */
export type Problem = { message: string; issues?: { path: string; message: string }[] };

/** Expects a refusal: the status, and the message the member is shown. */
export async function expectRefusal(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect((await res.json<Problem>()).message).toBe(message);
}

/**
 * Expects exactly `allowed` of the answers (requests sent at once) to get `okStatus` and all the others 429 Too Many
 * Requests; answers one of the refused.
 */
export function expectLimited(answers: Response[], allowed: number, okStatus = 201): Response {
  const statuses = answers.map((r) => r.status);
  expect(statuses.filter((s) => s === okStatus)).toHaveLength(allowed);
  expect(statuses.filter((s) => s === 429)).toHaveLength(answers.length - allowed);
  return answers.find((r) => r.status === 429)!;
}
