import type { MatrixRoute } from './types.ts';

let n = 0;
const freshAccount = () => ({
  email: `matrix-${Date.now()}-${++n}@example.test`,
  password: 'matrix-password',
  firstName: 'Ayanda',
  lastName: 'Nkosi',
});

export const authRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/health', expect: { default: 200 } },
  { method: 'GET', path: '/api/auth/user', expect: { default: 200, visitor: 401 } },
  { method: 'GET', path: '/api/auth/user/mentor-status', expect: { default: 200, visitor: 401 } },
  // Anyone may create a new account (signed in or not); the body is always a fresh email.
  { method: 'POST', path: '/api/auth/register', body: freshAccount, expect: { default: 201 } },
  // Wrong credentials answer 401 whoever asks.
  {
    method: 'POST',
    path: '/api/auth/login',
    body: () => ({ email: 'nobody@example.test', password: 'wrong-password' }),
    expect: { default: 401 },
  },
  { method: 'GET', path: '/api/login', expect: { default: 200 } },
  // GET is a page with the sign-out button; the button's POST signs out (303 home) from our own origin only.
  { method: 'GET', path: '/api/logout', expect: { default: 200 } },
  { method: 'POST', path: '/api/logout', freshSession: true, expect: { default: 303 } },
  { method: 'GET', path: '/api/dev-login-form', expect: { default: 200 } },
  // The HTML form posts take form bodies only; a JSON body is refused the same way for everyone.
  { method: 'POST', path: '/api/login', body: () => ({ email: 'x@example.test' }), expect: { default: 415 } },
  { method: 'POST', path: '/api/dev-login-form', body: () => ({ email: 'x@example.test' }), expect: { default: 415 } },
  { method: 'GET', path: '/api/auth/oidc/callback', expect: { default: 404 } },
];
