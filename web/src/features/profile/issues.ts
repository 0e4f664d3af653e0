import type { ApiIssue } from '../../lib/api-client.ts';

/** The first segment of an issue's path: the server sends "skills.3", other producers ['skills', 3]. */
export function issueHead(issue: ApiIssue): string {
  const path: unknown = issue.path;
  if (Array.isArray(path)) return String(path[0] ?? '');
  return typeof path === 'string' ? (path.split('.')[0] ?? '') : '';
}

/** A 400 answer's issues as messages beside the fields they name; the first message per field wins. */
export function fieldErrorsFromIssues<Field extends string>(
  issues: readonly ApiIssue[] | undefined,
  fieldFor: (head: string) => Field | undefined,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues ?? []) {
    const field = fieldFor(issueHead(issue));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
