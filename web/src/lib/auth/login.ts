import { LOGIN_PATH, SIGNUP_PATH } from '../paths.ts';

/** Session-storage key holding where to send the user after login (spec section 2). */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A same-site path: one leading `/` that is not followed by `/` or `\` (which browsers read as
 * another host), and no whitespace or control characters (browsers strip tabs and newlines, so
 * `/\t/evil.example` would become `//evil.example`).
 */
export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (value[0] !== '/') return false;
  if (value[1] === '/' || value[1] === '\\') return false;
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(value);
}

function sessionStore(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off (some private modes): the redirect is then simply not kept.
    return null;
  }
}

/** Remembers where to return after login. Anything but a same-site path is ignored. */
export function saveRedirectAfterLogin(path: string, storage: KeyValueStorage | null = sessionStore()): void {
  if (!storage || !isSameSitePath(path)) return;
  try {
    storage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
  } catch {
    // Quota or privacy errors: losing the return target is harmless.
  }
}

/** Removes the saved target and returns it when it is a same-site path, else null. */
export function takeRedirectAfterLogin(storage: KeyValueStorage | null = sessionStore()): string | null {
  if (!storage) return null;
  try {
    const target = storage.getItem(REDIRECT_AFTER_LOGIN_KEY);
    if (target === null) return null;
    storage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
    return isSameSitePath(target) ? target : null;
  } catch {
    return null;
  }
}

export function loginUrl(options: { mode?: 'signup' } = {}): string {
  return options.mode === 'signup' ? SIGNUP_PATH : LOGIN_PATH;
}

/** Login is a full-page navigation to the server (spec section 2). */
export function goToLogin(options: { mode?: 'signup' } = {}): void {
  window.location.assign(loginUrl(options));
}
