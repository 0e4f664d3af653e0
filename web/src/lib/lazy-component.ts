import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/*
 * Screens are code-split with React.lazy. Two additions:
 * - `preload()` starts the download without rendering, so the entry can fetch the chunks of the page it is about to
 *   hydrate in parallel (a screen and its layout would otherwise load one after the other);
 * - a count of downloads under way, which the layout shows as a progress bar: the router keeps the old screen on
 *   screen while the next one's code arrives (navigations are transitions), so without it a tap seems to do nothing.
 */

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
};

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

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let download: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    if (!download) {
      setLoading(1);
      download = load().then(
        (component) => {
          setLoading(-1);
          return { default: component };
        },
        (error: unknown) => {
          setLoading(-1);
          // A failed download (a dropped connection) may be retried by the next render.
          download = undefined;
          throw error;
        },
      );
    }
    return download;
  };
  return Object.assign(lazy(preload), { preload });
}
