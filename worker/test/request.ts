import { expect } from 'vitest';
import { api } from './http.ts';

/** The error body every refusal of the API carries (schema/contract: a message, and per-field issues for a 400). */
export type Problem = { message: string; issues?: { path: string; message: string }[] };

/** An answer of the API: its status, headers and body (parsed when it is JSON, else the text). */
export type Answer<T = unknown> = { status: number; headers: Headers; body: T };

type Caller = { cookie: string } | string | undefined;

async function send<T>(method: string, path: string, cookie: string | undefined, body?: unknown): Promise<Answer<T>> {
  const res = await api(path, { method, body, cookie });
  const text = await res.text();
  const isJson = res.headers.get('Content-Type')?.includes('json') && text !== '';
  return { status: res.status, headers: res.headers, body: (isJson ? JSON.parse(text) : text) as T };
}

/**
 * Calls the API as `caller` (a signed-in member, a cookie header, or nobody for a visitor), through the whole Worker:
 * `await as(mentee).post<Connection>('/api/mentor-connections', { mentorId })`.
 */
export function as(caller?: Caller) {
  const cookie = typeof caller === 'string' ? caller : caller?.cookie;
  return {
    get: <T = unknown>(path: string) => send<T>('GET', path, cookie),
    post: <T = unknown>(path: string, body?: unknown) => send<T>('POST', path, cookie, body),
    put: <T = unknown>(path: string, body?: unknown) => send<T>('PUT', path, cookie, body),
    patch: <T = unknown>(path: string, body?: unknown) => send<T>('PATCH', path, cookie, body),
    delete: <T = unknown>(path: string, body?: unknown) => send<T>('DELETE', path, cookie, body),
  };
}

/** Calls the API signed out. */
export const asVisitor = () => as(undefined);

/** Expects `answer` to have `status`; a failure shows the body, which usually says why. */
export function expectStatus<T>(answer: Answer<T>, status: number): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

/** Expects a refusal with `status` and, if given, the message the member is shown. */
export function expectProblem(answer: Answer, status: number, message?: string): Problem {
  const problem = expectStatus(answer as Answer<Problem>, status);
  if (message !== undefined) expect(problem.message).toBe(message);
  return problem;
}

/** Expects a 400 for invalid input, with the message shown (if given). */
export const expectInvalid = (answer: Answer, message?: string) => expectProblem(answer, 400, message);

/** Expects that a visitor is asked to sign in (401) for `method path`. */
export async function expectSignInRequired(method: string, path: string, body?: unknown) {
  const answer = await send<Problem>(method, path, undefined, body);
  expect(answer.status, `${method} ${path} as a visitor`).toBe(401);
}

/** Expects that `caller` is refused (403) for `method path`, with the message shown (if given). */
export async function expectForbidden(caller: Caller, method: string, path: string, body?: unknown, message?: string) {
  const cookie = typeof caller === 'string' ? caller : caller?.cookie;
  const answer = await send<Problem>(method, path, cookie, body);
  expect(answer.status, `${method} ${path}`).toBe(403);
  if (message !== undefined) expect(answer.body.message).toBe(message);
}
