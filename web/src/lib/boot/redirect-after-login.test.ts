import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { REDIRECT_AFTER_LOGIN_KEY, saveRedirectAfterLogin } from '../auth/login.ts';
import { redirectAfterLoginIsWaiting, SAVED_RETURN_KEY } from './redirect-after-login.ts';

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

it('looks under the key the app saves the return after login with', () => {
  expect(SAVED_RETURN_KEY).toBe(REDIRECT_AFTER_LOGIN_KEY);
});

it('says a return waits once the app has saved one, and not before', () => {
  expect(redirectAfterLoginIsWaiting()).toBe(false);
  saveRedirectAfterLogin('/community');
  expect(redirectAfterLoginIsWaiting()).toBe(true);
});
