import type { MatrixRoute } from './types.ts';

let n = 0;
const guardian = () => ({
  guardianName: 'Thandeka Khumalo',
  guardianEmail: `matrix-guardian-${Date.now()}-${++n}@example.test`,
  relationship: 'parent',
});

// Decision 021: every matrix account is an adult who accepted the terms, so the welcome page's answers
// and a request to a parent or guardian are refused for them (409); worker/consents/consents.test.ts covers the
// accounts for which they succeed.
export const consentsRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/me/consents', expect: { default: 200, visitor: 401 } },
  {
    method: 'POST',
    path: '/api/me/consents',
    body: () => ({ acceptTerms: true, ageGroup: 'adult' }),
    expect: { default: 409, visitor: 401 },
  },
  { method: 'GET', path: '/api/me/guardian-consent', expect: { default: 200, visitor: 401 } },
  { method: 'POST', path: '/api/me/guardian-consent', body: guardian, expect: { default: 409, visitor: 401 } },
  // The guardian's emailed link and its button: a link without a valid token works for no one; the button posts a form.
  { method: 'GET', path: '/api/guardian-consent?token=not-a-token', expect: { default: 400 } },
  { method: 'POST', path: '/api/guardian-consent', body: () => ({ token: 'x' }), expect: { default: 415 } },
];
