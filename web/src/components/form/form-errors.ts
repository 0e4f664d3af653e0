/**
 * Pure helpers behind `useForm`: checking a request body with its contract schema and turning validation issues
 * (the schema's in the browser, or the server's `{ issues }` on a 400) into one message per field, in screen
 * order. Kept free of React so they are tested in Node.
 */
import { safeParse } from 'zod/mini';
import type * as z from 'zod/v4/core';

/** One message per field; a field without a problem has no key. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A validation problem as zod (`path` as a list) or the API (`path` as 'a.b') reports it. */
export interface Issue {
  path: string | readonly PropertyKey[];
  message: string;
}

/** Where each problem goes: the field it names, or the form as a whole when no field matches. */
export interface PlacedIssues<Field extends string> {
  fields: FieldErrors<Field>;
  /** The first problem that names no field of this form (shown above the buttons), if any. */
  form: string | undefined;
}

function topLevelName(path: Issue['path']): string {
  if (typeof path === 'string') return path.split('.')[0] ?? '';
  const first = path[0];
  return first === undefined ? '' : String(first);
}

/**
 * Places issues beside the fields they name. `fieldOf` maps a request-body key to the form field showing it
 * (by default the same name, when the form has such a field). The first message per field wins: schemas list a
 * field's most basic problem first.
 */
export function placeIssues<Field extends string>(
  issues: readonly Issue[],
  fields: readonly Field[],
  fieldOf: (name: string) => Field | undefined = (name) =>
    fields.includes(name as Field) ? (name as Field) : undefined,
): PlacedIssues<Field> {
  const placed: PlacedIssues<Field> = { fields: {}, form: undefined };
  for (const issue of issues) {
    const field = fieldOf(topLevelName(issue.path));
    if (field) placed.fields[field] ??= issue.message;
    else placed.form ??= issue.message;
  }
  return placed;
}

/** The first field, in screen order, that has a problem: it gets the focus. */
export function firstInvalidField<Field extends string>(
  errors: FieldErrors<Field>,
  fields: readonly Field[],
): Field | undefined {
  return fields.find((field) => errors[field]);
}

/** Both sets of problems, the first one's message winning per field. */
export function mergeErrors<Field extends string>(
  first: FieldErrors<Field>,
  second: FieldErrors<Field>,
): FieldErrors<Field> {
  return { ...second, ...first };
}

/**
 * Every problem the contract schema finds in `input`, placed beside the form's fields, plus the screen's own
 * rules (`extra`); the schema's message wins where both name a field.
 */
export function checkInput<Field extends string>(
  schema: z.$ZodType,
  input: unknown,
  fields: readonly Field[],
  { fieldOf, extra = {} }: { fieldOf?: (name: string) => Field | undefined; extra?: FieldErrors<Field> } = {},
): PlacedIssues<Field> {
  const result = safeParse(schema, input);
  const placed = result.success ? { fields: {}, form: undefined } : placeIssues(result.error.issues, fields, fieldOf);
  return { fields: mergeErrors(placed.fields, extra), form: placed.form };
}
