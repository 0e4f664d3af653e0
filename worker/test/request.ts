/** The JSON error body every API error answers with (worker/http/errors.ts), as the tests read it. */
export type Problem = { message: string; issues?: { path: string; message: string }[] };
