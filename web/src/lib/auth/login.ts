import { isSameSitePath } from '../../../../schema/contract/return-path-rules.ts';
import { LOGIN_PATH, SIGNUP_PATH } from '../paths.ts';

export { isSameSitePath };

/**
 * Session-storage key holding where to send the user after login (spec section 2). The entry reads it too
 * (lib/boot/redirect-after-login.ts), under its own copy of the name: a module the entry shared with the app would
 * put the app's whole chunk in the entry's way (decision 024); a test holds the two names equal.
 */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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
