import { createContext, createElement, lazy, useContext, type ComponentType } from 'react';

/*
 * Code-split components (screens, the landing page below the hero, the footer). Each has a name, and:
 * - `preload()` starts its download without rendering it;
 * - once downloaded it renders at once, without suspending, so a page whose chunks the entry fetched before
 *   hydrating hydrates in one pass (no Suspense boundary left showing the server's HTML, no click lost in between);
 * - a server render records the names it rendered (RenderedChunks), and the browser preloads exactly those before it
 *   hydrates (web/src/main.tsx);
 * - a count of downloads under way, which the layout shows as a progress bar: the router keeps the old screen on
 *   screen while the next one's code arrives (navigations are transitions), so without it a tap seems to do nothing.
 */

export type PreloadableComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/** Filled by the server while it renders a page: the names of the code-split components the page used. */
export const RenderedChunks = createContext<Set<string> | null>(null);

const preloaders = new Map<string, () => Promise<unknown>>();

/** Downloads the named components (unknown names are ignored: a deploy may have renamed one). */
export function preloadChunks(names: readonly string[]): Promise<unknown> {
  return Promise.all(
    names.map((name) =>
      preloaders
        .get(name)?.()
        .catch(() => undefined),
    ),
  );
}

let loading = 0;
const listeners = new Set<() => void>();

function setLoading(delta: number) {
  loading += delta;
  // Downloads start while React renders; telling subscribers then would update another component mid-render.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

export function subscribeChunkLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const chunksLoading = () => loading > 0;

export function lazyComponent<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let download: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    if (!download) {
      setLoading(1);
      download = load().then(
        (component) => {
          setLoading(-1);
          loaded = component;
          return { default: component };
        },
        (error: unknown) => {
          setLoading(-1);
          // A failed download (a dropped connection) may be retried by the next preload.
          download = undefined;
          throw error;
        },
      );
    }
    return download;
  };
  const Lazy = lazy(preload);

  function CodeSplit(props: P) {
    useContext(RenderedChunks)?.add(name);
    return createElement((loaded ?? Lazy) as ComponentType<P>, props);
  }
  CodeSplit.displayName = name;
  preloaders.set(name, preload);
  return Object.assign(CodeSplit, { preload });
}
