import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { safeParse } from 'zod';
import type * as z from 'zod/v4/core';
import { HttpError, type ValidationIssue } from './errors.ts';

/**
 * The one way routes validate input: `validate('json' | 'query' | 'param' | 'form', Schema)`.
 * A failure answers 400 with the first problem as `message` and every problem in `issues`.
 * For 'json' the request must say `Content-Type: application/json` (415 otherwise).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.$ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(
    target,
    schema,
    (result, c) => {
      if (target === 'json' && !isJson(c.req.header('content-type'))) {
        throw new HttpError(415, 'Content-Type must be application/json.');
      }
      if (!result.success) {
        const issues: ValidationIssue[] = result.error.issues.map((issue) => ({
          path: issue.path.map(String).join('.'),
          message: issue.message,
        }));
        const first = issues[0];
        // A contract's own messages (custom issues) are whole sentences the UI shows word for word (spec section 5);
        // zod's generic ones ("Too small...") need the field's name in front.
        const wholeSentence = result.error.issues[0]?.code === 'custom';
        const message = first
          ? first.path && !wholeSentence
            ? `${first.path}: ${first.message}`
            : first.message
          : 'Invalid input.';
        throw new HttpError(400, message, issues);
      }
    },
    // Parsed synchronously: under safeParseAsync zod/mini runs every transform as a promise, which reorders the issues
    // (and so changes the first `message`) compared with classic zod. No schema here is asynchronous. (`as never`:
    // zod-validator types the result by a conditional on the generic Schema, which TypeScript cannot resolve here.)
    { validationFunction: (s, value) => safeParse(s, value) as never },
  );
}

function isJson(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}
