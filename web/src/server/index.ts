import type { RenderPage } from '../../../schema/contract/server-render.ts';

// What the Worker imports as `@sebenza/web-renderer`. The renderer itself (React, the router and every public screen)
// is loaded on the first page it renders, not when the Worker starts: API requests, which are most of them, never
// need it, and neither do the Worker tests that only call the API (each test file starts a fresh Worker).
export { isServerRenderedPath, routePath, SIGN_IN_REQUIRED_PATHS } from './rendered-paths.ts';

export const renderPage: RenderPage = async (input) => (await import('./render-page.tsx')).renderPage(input);
