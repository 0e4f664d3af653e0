import { expect, it } from 'vitest';
import { REDIRECT_AFTER_LOGIN_KEY, saveRedirectAfterLogin } from '../auth/login.ts';
import { redirectAfterLoginIsWaiting, SAVED_RETURN_KEY } from './redirect-after-login.ts';

it('looks under the key the app saves the return after login with', () => {
  expect(SAVED_RETURN_KEY).toBe(REDIRECT_AFTER_LOGIN_KEY);
});

it('says a return waits once the app has saved one, and not before', () => {
  const saved = new Map<string, string>();
  const storage = {
    getItem: (key: string) => saved.get(key) ?? null,
    setItem: (key: string, value: string) => void saved.set(key, value),
    removeItem: (key: string) => void saved.delete(key),
  };
  expect(redirectAfterLoginIsWaiting(storage)).toBe(false);
  saveRedirectAfterLogin('/community', storage);
  expect(redirectAfterLoginIsWaiting(storage)).toBe(true);
});
