// The SPA's server renderer as the Worker sees it. tsconfig.worker.json maps `@sebenza/web-renderer` here because
// the Worker is typechecked without the DOM and JSX; Vite's alias (vite.config.ts, vitest.config.ts) points the same
// name at web/src/server/index.ts (which loads web/src/server/render-page.tsx on first use), which tsconfig.web.json
// checks against the same `RenderPage` type.
import type { MemberPreloadUrl, RenderPage } from '../../schema/contract/server-render.ts';

export declare const renderPage: RenderPage;
/** What a signed-in page reads first, preloaded with its app shell (web/src/server/member-preloads.ts). */
export declare const memberPreloadUrl: MemberPreloadUrl;
/** The pages the server renders for visitors (the rest get the app shell). */
export declare const SERVER_RENDERED_PATHS: readonly string[];
