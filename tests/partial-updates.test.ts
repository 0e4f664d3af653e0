import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * A PATCH changes only the fields it sends. A zod default on one of its body's fields breaks that without a sound:
 * the field left out is parsed as the default and written (a rename switched a disabled feed back on, because the
 * update schema was the create schema made partial, default and all). So every PATCH route's JSON body schema,
 * found in the Worker's routes, is walked here: no top-level field may carry a default, however it is wrapped.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

/** The contract's schemas by export name. */
const contractDir = join(root, 'schema', 'contract');
const contract: Record<string, unknown> = Object.assign(
  {},
  ...(await Promise.all(
    readdirSync(contractDir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => import(pathToFileURL(join(contractDir, name)).href) as Promise<Record<string, unknown>>),
  )),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Each `.patch(...)` of a Hono chain in worker/, with the name of the schema its `validate('json', ...)` uses. */
function patchRoutes(): { where: string; schema: string | null }[] {
  return sourceFiles(join(root, 'worker')).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(/\.patch\(\s*'([^']*)'/g)].map((match) => {
      const rest = source.slice(match.index + match[0].length);
      const end = rest.search(/\n\s*\.(get|post|put|patch|delete|all|on|route|use)\(/);
      const call = end === -1 ? rest : rest.slice(0, end);
      return {
        where: `${relative(root, file)} PATCH ${match[1]}`,
        schema: /validate\('json',\s*(\w+)\)/.exec(call)?.[1] ?? null,
      };
    });
  });
}

type Schema = { _zod: { def: Record<string, unknown> & { type: string } } };
const defOf = (schema: unknown) => (schema as Schema)._zod.def;

/** The object a body schema parses first (a pipe's input side), and its fields. */
function fieldsOf(schema: unknown): Record<string, unknown> {
  const def = defOf(schema);
  if (def.type === 'pipe') return fieldsOf(def.in);
  if (def.type === 'object') return def.shape as Record<string, unknown>;
  throw new Error(`A PATCH body is parsed as an object first, not a ${def.type}`);
}

/** Whether a missing field would be filled in: a default (or prefault) anywhere in the wrappers around it. */
function fillsInWhenMissing(schema: unknown): boolean {
  const def = defOf(schema);
  switch (def.type) {
    case 'default':
    case 'prefault':
      return true;
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
      return fillsInWhenMissing(def.innerType);
    case 'pipe':
      return fillsInWhenMissing(def.in);
    case 'union':
      return (def.options as unknown[]).some(fillsInWhenMissing);
    default:
      return false;
  }
}

/** The fields of `schema` that a PATCH leaving them out would still write. */
const defaultedFields = (schema: unknown) =>
  Object.entries(fieldsOf(schema))
    .filter(([, field]) => fillsInWhenMissing(field))
    .map(([name]) => name);

describe('PATCH bodies', () => {
  const routes = patchRoutes();

  it('are found in the routes, each with its schema in the contract', () => {
    // The scan found the routes it should (a broken scan would pass everything below).
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const route of routes) {
      expect(route.schema, `${route.where}: no validate('json', ...) found`).not.toBeNull();
      expect(
        contract[route.schema!],
        `${route.where}: ${route.schema} is not exported by schema/contract`,
      ).toBeDefined();
    }
  });

  it('give no field a default, so a field left out stays as it is', () => {
    for (const route of routes) {
      expect(defaultedFields(contract[route.schema!]), `${route.where} (${route.schema})`).toEqual([]);
    }
  });

  it('would be caught with a default, however the field is wrapped (the check can fail)', async () => {
    const z = await import('zod/mini');
    const withDefault = z.partial(z.object({ name: z.string(), enabled: z._default(z.boolean(), true) }));
    expect(defaultedFields(withDefault)).toEqual(['enabled']);
    const piped = z.pipe(
      z.object({ note: z.optional(z.nullable(z._default(z.string(), ''))), title: z.optional(z.string()) }),
      z.transform((input) => input),
    );
    expect(defaultedFields(piped)).toEqual(['note']);
  });
});
