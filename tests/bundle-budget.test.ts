import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  chunkKey,
  filesOf,
  MEMBER_LAYOUT_CHUNKS,
  SIGNED_IN_ROUTES,
  signedInRoute,
  type Manifest,
} from '../scripts/bundle-budget.ts';

/**
 * A build's manifest in small: the HTML entry starts the app through a dynamic import; the app imports the layout's
 * and the screens' chunks dynamically; a group of vite.config.ts (`layout`, `menus`…) has no source of its own.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_preload-helper.js'],
    dynamicImports: ['_start.js'],
  },
  '_preload-helper.js': { file: 'assets/preload-helper.js', name: 'preload-helper' },
  '_start.js': {
    file: 'assets/start.js',
    name: 'start',
    imports: ['_runtime.js'],
    dynamicImports: ['_layout.js', '_screen-frame.js', '_menus.js', 'web/src/features/mentors/mentors-page.tsx'],
  },
  '_runtime.js': { file: 'assets/runtime.js', name: 'rolldown-runtime' },
  '_layout.js': { file: 'assets/layout.js', name: 'layout', imports: ['_start.js'] },
  '_screen-frame.js': { file: 'assets/screen-frame.js', name: 'screen-frame', imports: ['_layout.js'] },
  '_menus.js': { file: 'assets/menus.js', name: 'menus', imports: ['_screen-frame.js'] },
  '_shared.js': { file: 'assets/shared.js', name: 'shared', imports: ['_start.js'] },
  '_shared-with-you.js': { file: 'assets/shared-with-you.js', name: 'shared-with-you', imports: ['_start.js'] },
  'web/src/features/mentors/mentors-page.tsx': {
    file: 'assets/mentors-page.js',
    name: 'mentors-page',
    src: 'web/src/features/mentors/mentors-page.tsx',
    isDynamicEntry: true,
    imports: ['_start.js', '_shared.js'],
  },
};

describe('the signed-in route budget', () => {
  it('finds a chunk by the source path of its lazily loaded module or by the name of its group', () => {
    expect(chunkKey(manifest, 'web/src/features/mentors/mentors-page.tsx')).toBe(
      'web/src/features/mentors/mentors-page.tsx',
    );
    expect(chunkKey(manifest, 'shared')).toBe('_shared.js');
    expect(() => chunkKey(manifest, 'web/src/features/events/events-page.tsx')).toThrow(/no chunk/);
  });

  it("counts the landing route, the member's layout and the screen with what they import", () => {
    const route = {
      path: '/mentors',
      chunks: ['web/src/features/mentors/mentors-page.tsx'],
      budgetKb: 1,
      budgetFiles: 1,
    };
    expect(filesOf(manifest, signedInRoute(manifest, route)).js.sort()).toEqual([
      'assets/index.js',
      'assets/layout.js',
      'assets/mentors-page.js',
      'assets/menus.js',
      'assets/preload-helper.js',
      'assets/runtime.js',
      'assets/screen-frame.js',
      'assets/shared.js',
      'assets/start.js',
    ]);
  });

  it('names the layout chunks and screens that the build has', () => {
    const viteConfig = readFileSync('vite.config.ts', 'utf8');
    expect(MEMBER_LAYOUT_CHUNKS.filter((name) => !viteConfig.includes(`name: '${name}'`))).toEqual([]);
    const sources = SIGNED_IN_ROUTES.flatMap((route) => route.chunks);
    expect(sources.filter((source) => !existsSync(source))).toEqual([]);
  });
});
