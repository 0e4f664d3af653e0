import { api } from '../../../worker/test/http.ts';
import type { MatrixRoute } from './types.ts';

export const bootstrapRoutes: MatrixRoute[] = [
  // The app shell's one question (decision 022): every signed-in member gets their own answer, a visitor 401.
  { method: 'GET', path: '/api/bootstrap', expect: { default: 200, visitor: 401 } },
  // A session that has ended is a visitor's: signed out (through the sign-out form) just before asking.
  {
    method: 'GET',
    path: '/api/bootstrap',
    freshSession: true,
    prepare: async (_ctx, cookie) => {
      if (!cookie) return;
      const res = await api('/api/logout', {
        method: 'POST',
        cookie,
        body: '',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      if (res.status !== 303) throw new Error(`fixture sign-out answered ${res.status}`);
    },
    whoDiffers: 'every role signed out just before asking, so each asks as a visitor',
    expect: { default: 401 },
  },
];
