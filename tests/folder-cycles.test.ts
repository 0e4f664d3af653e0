import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * No two folders import each other, directly or round a loop. `import-x/no-cycle` sees only loops between files, and
 * the layers of eslint.config.js fence in the worker's layers but let folders of one layer import each other, so a
 * loop between folders can hide from both: this test builds the graph of folders from every import statement
 * (type-only imports too: they couple folders as much) and fails on any loop, naming it and the imports that make it.
 *
 * What counts as a folder (docs/ARCHITECTURE.md, "Layers"):
 * - worker/: each first-level folder (`sessions`, `db`, ...) and each top-level file (`app.ts`, `env.ts`, ...).
 * - web/src/: each feature (`features/<name>`), each folder of lib (`lib/api`, `lib/auth`, ...; lib's own files are
 *   `lib`), and `components`, `app`, `hooks`, `server` whole, and each top-level file. lib's folders are separate
 *   because features reach into them one by one; components is one shared kit.
 * Tests are left out (`*.test.ts(x)` and the worker's harness in worker/test/): they sit above everything and may
 * import anything, the app included.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

/** Folder → folder → one import that makes the edge (importing file → imported file), for the failure message. */
type FolderGraph = Map<string, Map<string, string>>;

function sourceFiles(dir: string, skip: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (skip(path)) return [];
    if (entry.isDirectory()) return sourceFiles(path, skip);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The folder graph of the tree under `base` (a path from the repository root), with `folderOf` its granularity. */
function folderGraph(
  base: string,
  folderOf: (pathInTree: string[]) => string,
  skip: (path: string) => boolean = () => false,
): FolderGraph {
  const tree = join(root, base);
  const graph: FolderGraph = new Map();
  const folderOfPath = (path: string) => folderOf(relative(tree, path).split(sep));
  for (const file of sourceFiles(tree, skip)) {
    const from = folderOfPath(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), fileName.split('?')[0]!);
      if (relative(tree, target).startsWith('..')) continue;
      const to = folderOfPath(target);
      if (to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${relative(root, file)} → ${relative(root, target)}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/**
 * Every loop of folders, one per strongly connected group (Tarjan), each as a path that returns to its start:
 * ['a', 'b', 'a']. Sorted so that a failure reads the same on every run.
 */
function folderCycles(graph: FolderGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((group) => loopThrough(graph, new Set(group), group[0]!)).sort();
}

/** A shortest loop from `start` back to it inside `group` (breadth first), to name one concrete loop per group. */
function loopThrough(graph: FolderGraph, group: Set<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at)) {
          path.splice(1, 0, at);
        }
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** A loop as the failure shows it: the folders, then the import behind each step. */
function describeCycle(graph: FolderGraph, cycle: string[]): string {
  const steps = cycle.slice(1).map((to, i) => `  ${graph.get(cycle[i]!)!.get(to)}`);
  return [cycle.join(' → '), ...steps].join('\n');
}

function expectNoCycles(graph: FolderGraph) {
  const cycles = folderCycles(graph);
  expect(
    cycles.map((cycle) => describeCycle(graph, cycle)),
    'folder-level import cycles',
  ).toEqual([]);
}

const workerFolder = ([first]: string[]) => first!;

/** features/<name>, lib/<folder> (lib's own files: lib), and every other first-level folder or file whole. */
const webFolder = ([first, second, third]: string[]) => {
  if (first === 'features') return `features/${second}`;
  if (first === 'lib' && third !== undefined) return `lib/${second}`;
  return first!;
};

const graphOf = (edges: [string, string][]): FolderGraph => {
  const graph: FolderGraph = new Map();
  for (const [from, to] of edges) {
    graph.set(from, (graph.get(from) ?? new Map()).set(to, `${from}/x.ts → ${to}/y.ts`));
  }
  return graph;
};

describe('folder-level import cycles', () => {
  it('finds a loop in a made-up graph, and names it with the imports behind it', () => {
    const graph = graphOf([
      ['db', 'lib'],
      ['sessions', 'outbox'],
      ['outbox', 'notifications'],
      ['notifications', 'sessions'],
      ['auth', 'consents'],
      ['consents', 'auth'],
      ['app', 'sessions'],
    ]);
    expect(folderCycles(graph)).toEqual([
      ['auth', 'consents', 'auth'],
      ['notifications', 'sessions', 'outbox', 'notifications'],
    ]);
    expect(describeCycle(graph, ['auth', 'consents', 'auth'])).toBe(
      'auth → consents → auth\n  auth/x.ts → consents/y.ts\n  consents/x.ts → auth/y.ts',
    );
    expect(
      folderCycles(
        graphOf([
          ['app', 'sessions'],
          ['sessions', 'db'],
          ['app', 'db'],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads the folders of real imports, type-only and dynamic ones included', () => {
    const graph = folderGraph('worker', workerFolder);
    // A value import, a type-only import and a top-level file as a folder of its own.
    expect(graph.get('api-routes.ts')?.has('sessions')).toBe(true);
    expect(graph.get('http')?.has('env.ts')).toBe(true);
    expect(graph.get('sessions')?.has('sessions')).toBeFalsy();
    expect(folderGraph('web/src', webFolder).get('features/mentors')?.has('lib/mentors')).toBe(true);
  });

  it('finds none in worker/ (tests and the test harness left out)', () => {
    expectNoCycles(folderGraph('worker', workerFolder, (path) => path === join(root, 'worker', 'test')));
  });

  it('finds none in web/src/', () => {
    expectNoCycles(folderGraph('web/src', webFolder));
  });
});
