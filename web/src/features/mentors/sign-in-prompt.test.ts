import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_AFTER_LOGIN_KEY } from '../auth/login.ts';
import { getToasts } from '../../lib/toast.ts';
import {
  AUTH_REQUIRED_DESCRIPTION,
  AUTH_REQUIRED_TITLE,
  promptSignIn,
  SIGN_IN_REDIRECT_DELAY_MS,
} from './sign-in-prompt.ts';

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
  });
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('promptSignIn', () => {
  it('saves the target, shows the spec toast, and goes to /api/login after 1000 ms, once', () => {
    const navigate = vi.fn();
    promptSignIn('/group-sessions?mentor=7', navigate);
    promptSignIn('/group-sessions?mentor=8', navigate);

    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/group-sessions?mentor=7');
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({
      title: AUTH_REQUIRED_TITLE,
      description: AUTH_REQUIRED_DESCRIPTION,
      open: true,
    });
    expect(`${AUTH_REQUIRED_TITLE}: ${AUTH_REQUIRED_DESCRIPTION}`).toBe(
      'Authentication Required: Please sign in to access mentors and join group sessions.',
    );

    vi.advanceTimersByTime(SIGN_IN_REDIRECT_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/api/login');
  });
});
