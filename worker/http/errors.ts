import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env.ts';

/**
 * The one error type routes and services throw. Every API error leaves the Worker as JSON `{ message }`
 * (plus `issues` for validation errors); nothing else, and never a stack trace.
 */
export class HttpError extends Error {
  // Plain fields rather than constructor parameter properties: Node's type stripping (scripts that import
  // services, e.g. scripts/bench-mentors.ts) only accepts erasable TypeScript syntax.
  readonly status: ContentfulStatusCode;
  readonly issues?: ValidationIssue[];
  readonly headers?: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    issues?: ValidationIssue[],
    headers?: Record<string, string>,
  ) {
    super(message);
    this.status = status;
    this.issues = issues;
    this.headers = headers;
  }
}

export type ValidationIssue = { path: string; message: string };

/**
 * An error that ends an attempt whose request is then answered another way (a sign-in claim that did not hold,
 * decision 022): the attempt's error answer is discarded, so it is not logged as a failure.
 */
export class AnsweredElsewhere extends Error {}

export const unauthorized = () => new HttpError(401, 'Unauthorized: please sign in.');
export const forbidden = (message = 'You do not have permission to do that.') => new HttpError(403, message);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found.`);

/**
 * The one way to refuse with 429: it always says when to try again (`Retry-After`, whole seconds, at least 1), so a
 * client or a proxy never has to guess and retry at once.
 */
export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, message, undefined, { 'Retry-After': String(seconds) });
}

export function handleError(err: Error, c: Context): Response {
  if (err instanceof HttpError) {
    const body = err.issues ? { message: err.message, issues: err.issues } : { message: err.message };
    return c.json(body, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    // Raised by Hono itself (for example a malformed request it could not read).
    return c.json({ message: err.message || 'Bad request.' }, err.status);
  }
  if (!isAnsweredElsewhere(err)) console.error('Unhandled error', c.req.method, c.req.path, err);
  return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
}

/** Whether `err` or an error it wraps (drizzle wraps the driver's in `cause`) is AnsweredElsewhere. */
function isAnsweredElsewhere(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof AnsweredElsewhere) return true;
  }
  return false;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The app's answer when no route took a request: 405 with `Allow` when the path is served for other methods
 * (RFC 9110), else the JSON 404. The methods come from the app's own router, so they cannot drift from the routes;
 * middleware (method ALL) and the pages' catch-all (`GET /*`, which refuses API paths) do not make a path known.
 */
export function handleNotFound(app: Hono<AppEnv>): (c: Context) => Response {
  return (c) => {
    const requested = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const allowed = METHODS.filter(
      (method) =>
        method !== requested &&
        app.router.match(method, c.req.path)[0].some(([[, route]]) => route.method !== 'ALL' && route.path !== '/*'),
    );
    if (allowed.length === 0) return c.json({ message: `No API route for ${c.req.method} ${c.req.path}.` }, 404);
    const allow = allowed.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])).join(', ');
    return c.json({ message: `${c.req.method} is not allowed here. Allowed: ${allow}.` }, 405, { Allow: allow });
  };
}
