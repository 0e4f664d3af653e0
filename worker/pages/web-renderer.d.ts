// The SPA's server renderer as the Worker sees it. tsconfig.worker.json maps `@sebenza/web-renderer` here because
// the Worker is typechecked without the DOM and JSX; Vite's alias (vite.config.ts, vitest.config.ts) points the same
// name at web/src/server/index.ts (which loads web/src/server/render-page.tsx on first use), which tsconfig.web.json
// checks against the same `RenderPage` type.
import type { RenderPage } from '../../schema/contract/server-render.ts';

export declare const renderPage: RenderPage;
/** Whether the server renders a page (its path in lower case, no trailing slash) for visitors; the rest get the shell. */
export declare const isServerRenderedPath: (path: string) => boolean;
/** Pages only for members: a visitor is redirected to sign in and back. */
export declare const SIGN_IN_REQUIRED_PATHS: readonly string[];
/** A URL's path as the router matches it: lower case, without a trailing slash. */
export declare const routePath: (location: URL) => string;
