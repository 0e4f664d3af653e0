import { TEST_PASSWORD } from '../../../worker/test/factories.ts';
import type { MatrixRoute } from './types.ts';

/** POPIA rights (decision 020): the notice is public; the rest is each member's own account, never another's. */
export const privacyRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/privacy-notice', expect: { default: 200 } },
  { method: 'GET', path: '/api/me/export', expect: { default: 200, visitor: 401 } },
  { method: 'GET', path: '/api/me/export/readable', expect: { default: 200, visitor: 401 } },
  { method: 'GET', path: '/api/me/deletion', expect: { default: 200, visitor: 401 } },
  // A wrong password deletes nothing, whoever asks.
  {
    method: 'DELETE',
    path: '/api/me',
    body: () => ({ password: 'not-the-password' }),
    expect: { default: 403, visitor: 401 },
  },
  // Every role can delete its own account (every matrix account has TEST_PASSWORD); a fresh one each time.
  {
    method: 'DELETE',
    path: '/api/me',
    body: () => ({ password: TEST_PASSWORD }),
    freshSession: true,
    expect: { default: 200, visitor: 401 },
  },
];
