import { describe, expect, it } from 'vitest';
import architecture from '../../docs/ARCHITECTURE.md?raw';
import { mountedRoutes } from './mounted-routes.ts';

/**
 * The glossary in docs/ARCHITECTURE.md says what each concept is called at every layer. It stays true only if a test
 * holds it to what exists: the routes the app mounts, the SPA's feature folders, the Worker's folders and the
 * contract's files. (The test runs in the Worker, which has no file system: the files are listed by the bundler.)
 */
const featureFiles = Object.keys(import.meta.glob('../../web/src/features/*/**/*.{ts,tsx}'));
const workerFiles = Object.keys(import.meta.glob('../../worker/*/**/*.ts'));
const contractFiles = Object.keys(import.meta.glob('../../schema/contract/*.ts'));
/** The code of sign-ins: signing in, its cookies and claim, and the live sockets that last as long as a sign-in. */
const signInSources: Record<string, string> = import.meta.glob(['../../worker/auth/*.ts', '../../worker/live/*.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const firstFolderUnder = (files: string[], prefix: string) =>
  new Set(files.map((file) => file.slice(prefix.length).split('/')[0]!));
const features = firstFolderUnder(featureFiles, '../../web/src/features/');
const workerFolders = firstFolderUnder(workerFiles, '../../worker/');
const contracts = firstFolderUnder(contractFiles, '../../schema/contract/');

type Row = { concept: string; api: string[]; features: string[]; worker: string[]; contract: string[] };

/** The table's rows, each cell's `code` spans as a list ("—" for none). */
function glossaryRows(markdown: string): Row[] {
  const section = markdown.split('\n## Glossary')[1]?.split('\n## ')[0];
  if (!section) throw new Error('docs/ARCHITECTURE.md has no Glossary section');
  const lines = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---'));
  const codes = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  return lines.slice(1).map((line) => {
    const cells = line.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, ''));
    expect(cells, `a glossary row has six cells: ${line}`).toHaveLength(6);
    return {
      concept: cells[0]!,
      api: codes(cells[2]!),
      features: codes(cells[3]!),
      worker: codes(cells[4]!),
      contract: codes(cells[5]!),
    };
  });
}

const rows = glossaryRows(architecture);
const apiRoutes = mountedRoutes().filter((route) => route.path.startsWith('/api/') || route.path.startsWith('/images'));
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

describe('the glossary', () => {
  it('is read from the document', () => {
    expect(rows.length).toBeGreaterThan(10);
    expect(features.size).toBeGreaterThan(10);
    expect(workerFolders.size).toBeGreaterThan(10);
  });

  it('names every mounted API route under a concept', () => {
    const unnamed = apiRoutes.filter(
      (route) => !rows.some((row) => row.api.some((prefix) => under(route.path, prefix))),
    );
    expect(unnamed.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('names only API paths the app serves', () => {
    const served = (prefix: string) => apiRoutes.some((route) => under(route.path, prefix));
    expect(rows.flatMap((row) => row.api.filter((prefix) => !served(prefix)))).toEqual([]);
  });

  it('names every web feature, and only features that exist', () => {
    const named = new Set(rows.flatMap((row) => row.features));
    expect([...features].filter((feature) => !named.has(feature))).toEqual([]);
    expect([...named].filter((feature) => !features.has(feature))).toEqual([]);
  });

  it('names worker folders and contract files that exist', () => {
    expect(rows.flatMap((row) => row.worker).filter((folder) => !workerFolders.has(folder))).toEqual([]);
    expect(rows.flatMap((row) => row.contract).filter((file) => !contracts.has(file))).toEqual([]);
  });

  it('keeps "session" for group sessions: the sign-in code names no identifier after it', () => {
    expect(Object.keys(signInSources).length).toBeGreaterThan(10);
    const named = Object.entries(signInSources).flatMap(([file, source]) =>
      [...sessionIdentifiers(source)].map((name) => `${file}: ${name}`),
    );
    expect(named).toEqual([]);
    expect([...sessionIdentifiers("const sessionToken = cookie('sebenza_session'); // a session")]).toEqual([
      'sessionToken',
    ]);
  });

  it('fails on a row that names something missing', () => {
    const broken = glossaryRows(
      '\n## Glossary\n\n| concept | page | API | feature | worker | contract |\n| --- | --- | --- | --- | --- | --- |\n' +
        '| Nothing | — | `/api/nothing` | `nothing` | `nothing` | `nothing.ts` |\n',
    );
    expect(broken[0]).toEqual({
      concept: 'Nothing',
      api: ['/api/nothing'],
      features: ['nothing'],
      worker: ['nothing'],
      contract: ['nothing.ts'],
    });
    expect(apiRoutes.some((route) => under(route.path, '/api/nothing'))).toBe(false);
    expect(features.has('nothing')).toBe(false);
  });
});

/** Identifiers in `source` with "session" in them, leaving out comments and string literals (stored names such as the cookie `sebenza_session` keep their first word). */
function sessionIdentifiers(source: string): Set<string> {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");
  return new Set(code.match(/\b\w*session\w*\b/gi) ?? []);
}
