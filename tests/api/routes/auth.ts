import type { MatrixRoute } from './types.ts';

let n = 0;
const freshAccount = () => ({
  email: `matrix-${Date.now()}-${++n}@example.test`,
  password: 'matrix-password',
  firstName: 'Ayanda',
  lastName: 'Nkosi',
  acceptTerms: true,
  ageGroup: 'adult',
});

export const authRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/health', expect: { default: 200 } },
  { method: 'GET', path: '/api/auth/user', expect: { default: 200, visitor: 401 } },
  { method: 'GET', path: '/api/auth/user/mentor-status', expect: { default: 200, visitor: 401 } },
  // Anyone may start a sign-up (signed in or not); the answer is "check your email" for every address.
  { method: 'POST', path: '/api/auth/register', body: freshAccount, expect: { default: 202 } },
  // The emailed link's page and its button: a link without a valid token does not work for anyone.
  { method: 'GET', path: '/api/signup/confirm?token=not-a-token', expect: { default: 400 } },
  { method: 'POST', path: '/api/signup/confirm', body: () => ({ token: 'x' }), expect: { default: 415 } },
  // The local outbox exists on every server without an email provider outside production, for everyone.
  { method: 'GET', path: '/api/dev/outbox', expect: { default: 200 } },
  { method: 'GET', path: '/api/dev/outbox/messages?to=nobody@example.test', expect: { default: 200 } },
  // Wrong credentials answer 401 whoever asks (a fresh address each time: one account's failures are limited).
  {
    method: 'POST',
    path: '/api/auth/login',
    body: () => ({ email: `nobody-${Date.now()}-${++n}@example.test`, password: 'wrong-password' }),
    whoDiffers: 'the 401 is the wrong password, not a caller check: anyone may try to sign in',
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
  // "Forgot password?": anyone may ask for a link (the page answers the same for every address); the emailed link's
  // page and its form do not work without a valid token for anyone; the form posts take form bodies only.
  { method: 'GET', path: '/api/auth/forgot-password', expect: { default: 200 } },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: () => ({ email: 'x@example.test' }),
    expect: { default: 415 },
  },
  { method: 'GET', path: '/api/auth/reset-password?token=not-a-token', expect: { default: 400 } },
  { method: 'POST', path: '/api/auth/reset-password', body: () => ({ token: 'x' }), expect: { default: 415 } },
  // A member changes their own password only, with the current one: a wrong one changes nothing, whoever asks.
  {
    method: 'POST',
    path: '/api/auth/change-password',
    body: () => ({ currentPassword: 'not-the-password', newPassword: 'lantern-orchard-seventeen' }),
    expect: { default: 400, visitor: 401 },
  },
  // A member sets their own language only (the route names no one else).
  {
    method: 'PUT',
    path: '/api/auth/language',
    body: () => ({ language: 'en' }),
    expect: { default: 200, visitor: 401 },
  },
];
