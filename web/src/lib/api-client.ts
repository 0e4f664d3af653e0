/**
 * The one API client of the SPA (spec section 7 and 8).
 *
 * - Every call sends cookies (`credentials: 'include'`).
 * - A JSON body and `Content-Type: application/json` are sent only when a body exists.
 * - Any non-OK answer throws an `ApiError` whose message is `${status}: ${bodyText || statusText}`,
 *   word for word as the spec's transport rule says; `serverMessage` holds the parsed `{ message }`
 *   of the server's error body for toasts.
 *
 * Calls are typed from the Worker's routers (`api`, `hono/client` over `ApiRoutes`; decision 026): a hook names the
 * route, and the URL, the request's input and the answer's type all come from the router, never written here again.
 *
 * This module must stay free of zod and React: it is part of the landing chunk.
 */

import type { ClientResponse, hc } from 'hono/client';
// The one place the browser code reads the Worker, as a type only (erased from the bundle; eslint.config.js).
import type { ApiRoutes } from '../../../worker/api-routes.ts';

/** One validation issue as the Worker sends it (`{ message, issues }` on a 400): `path` is dotted ("skills.3"). */
export interface ApiIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The raw response body text (may be empty). */
  readonly bodyText: string;
  /** The server's human-readable message: `{ message }` from the JSON body, else the body text or status text. */
  readonly serverMessage: string;
  /** Validation issues when the server sent them. */
  readonly issues: ApiIssue[] | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.bodyText = bodyText;
    const parsed = parseErrorBody(bodyText);
    this.serverMessage = parsed?.message || bodyText || statusText;
    this.issues = parsed?.issues;
  }
}

function parseErrorBody(bodyText: string): { message?: string; issues?: ApiIssue[] } | null {
  if (!bodyText) return null;
  try {
    const value: unknown = JSON.parse(bodyText);
    if (typeof value !== 'object' || value === null) return null;
    const { message, issues } = value as { message?: unknown; issues?: unknown };
    return {
      message: typeof message === 'string' ? message : undefined,
      issues: Array.isArray(issues) ? issues.map(toApiIssue) : undefined,
    };
  } catch {
    return null;
  }
}

function toApiIssue(value: unknown): ApiIssue {
  const { path, message } = (value ?? {}) as { path?: unknown; message?: unknown };
  return {
    path: typeof path === 'string' ? path : Array.isArray(path) ? path.join('.') : '',
    message: typeof message === 'string' ? message : 'Invalid input.',
  };
}

/**
 * The spec's special 401 rule: an error whose message starts with 401 and contains "Unauthorized"
 * means the session ended; the app then tells the user and sends them to /api/login.
 */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401') && error.message.includes('Unauthorized');
}

/** The message to show a person for any error: the server's message for API errors. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  let bodyText = '';
  try {
    bodyText = await response.text();
  } catch {
    // A body that cannot be read leaves the status text as the message.
  }
  throw new ApiError(response.status, response.statusText, bodyText);
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Where requests go: the browser's fetch. When the Worker renders a page for a visitor it points this at its own
 * router, in-process and without cookies (web/src/server/render-page.tsx), so the same query functions run there.
 */
let transport: Transport = (url, init) => fetch(url, init);

export function setApiTransport(next: Transport): void {
  transport = next;
}

/** The Worker's routes as `hono/client` types them (`hc<ApiRoutes>`); the calls themselves are made below. */
type ApiClient = ReturnType<typeof hc<ApiRoutes>>;

/** What a call passes, as `hono/client` names it (forms and headers are not used by the SPA). */
interface CallInput {
  param?: Record<string, string>;
  query?: Record<string, string | string[] | undefined>;
  json?: unknown;
}

/**
 * A route's path from its segments (`['api', 'mentors', ':id']`) and the call's input: path parameters filled in
 * (encoded), the query appended (undefined values left out, an array as repeated keys), as `hono/client` does.
 */
function pathOf(segments: string[], input: CallInput | undefined): string {
  const path = segments
    // `:name`, or `:name{pattern}` for a parameter the router restricts.
    .map((segment) =>
      segment.startsWith(':') ? encodeURIComponent(input?.param?.[paramName(segment)] ?? '') : segment,
    )
    .join('/');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input?.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) query.append(key, item);
  }
  const search = query.toString();
  return search ? `/${path}?${search}` : `/${path}`;
}

const paramName = (segment: string) => segment.slice(1).replace(/\{.*\}$/, '');

/**
 * `hono/client`'s calling convention on a few lines: `hc` itself would add 1.5 KB brotli to the landing chunk
 * (cookies, forms, WebSockets the SPA does not send this way), which its budget cannot take (decision 026).
 * `$get`/`$post`/... send the request; `$path` gives the path (with its query), which query keys are made of.
 */
function route(segments: string[]): unknown {
  return new Proxy(() => undefined, {
    get: (_target, key) => (typeof key === 'string' && key !== 'then' ? route([...segments, key]) : undefined),
    apply: (_target, _this, [input, options]: [CallInput?, { init?: { signal?: AbortSignal } }?]) => {
      const verb = segments.at(-1) ?? '';
      const path = pathOf(segments.slice(0, -1), input);
      if (verb === '$path') return path;
      const hasBody = input?.json !== undefined;
      return transport(path, {
        method: verb.slice(1).toUpperCase(),
        credentials: 'include',
        headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
        body: hasBody ? JSON.stringify(input.json) : undefined,
        signal: options?.init?.signal,
      });
    },
  });
}

/**
 * The Worker's /api routes as typed calls, e.g. `answerOf(api.mentors[':id'].$get({ param: { id } }))`, and their
 * paths, e.g. `api.mentors[':id'].$path({ param: { id } })`. Every call sends cookies and goes through the transport.
 */
export const api = (route([]) as ApiClient).api;

/** What a call made through `api` resolves to, before `answerOf` reads it. */
export type ApiResponse = ClientResponse<unknown, number, string>;

/** What a route answers as JSON (`undefined` for an empty answer, e.g. 204). */
export type AnswerOf<Response> = Response extends ClientResponse<infer Body, number, 'json'> ? Body : undefined;

/** The JSON answer of a call made through `api`; throws `ApiError` for a non-OK answer. */
export async function answerOf<Response extends ApiResponse>(request: Promise<Response>): Promise<AnswerOf<Response>> {
  const response = await request;
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as AnswerOf<Response>;
}

/** Like `answerOf`, but a 401 (nobody signed in) resolves to `null`. */
export async function answerOrNullWhenSignedOut<Response extends ApiResponse>(
  request: Promise<Response>,
): Promise<AnswerOf<Response> | null> {
  try {
    return await answerOf(request);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
