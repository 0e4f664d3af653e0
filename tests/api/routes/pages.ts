import type { MatrixRoute } from './types.ts';

// The pages (worker/pages/routes.ts): every role gets HTML, rendered on the server with their own data.
export const pageRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/app-shell', expect: { default: 200 } },
  { method: 'GET', path: '/mentors', expect: { default: 200 } },
  { method: 'GET', path: '/mentors?language=zu', expect: { default: 200 } },
];
