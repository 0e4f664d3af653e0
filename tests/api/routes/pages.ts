import type { MatrixRoute } from './types.ts';

// The pages (worker/pages/routes.ts): every role gets HTML; visitors a server-rendered page, members the app shell.
export const pageRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/app-shell', expect: { default: 200 } },
  { method: 'GET', path: '/mentors', expect: { default: 200 } },
  { method: 'GET', path: '/mentors?language=zu', expect: { default: 200 } },
];
