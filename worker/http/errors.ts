import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

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

export const unauthorized = () => new HttpError(401, 'Unauthorized: please sign in.');
export const forbidden = (message = 'You do not have permission to do that.') => new HttpError(403, message);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found.`);

export function handleError(err: Error, c: Context): Response {
  if (err instanceof HttpError) {
    const body = err.issues ? { message: err.message, issues: err.issues } : { message: err.message };
    return c.json(body, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    // Raised by Hono itself (for example a malformed request it could not read).
    return c.json({ message: err.message || 'Bad request.' }, err.status);
  }
  console.error('Unhandled error', c.req.method, c.req.path, err);
  return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
}

export function handleNotFound(c: Context): Response {
  return c.json({ message: `No API route for ${c.req.method} ${c.req.path}.` }, 404);
}
