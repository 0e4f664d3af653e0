// Workers offer Node's AsyncLocalStorage under the `nodejs_als` compatibility flag (wrangler.toml). The Worker is
// typechecked without Node's types, so this declares the part of it the Worker uses (worker/pages/render-transport.ts).
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}
