import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../toast.ts';
import { REDIRECT_AFTER_LOGIN_KEY } from './login.ts';
import { promptSignIn, SIGN_IN_PROMPTS } from './sign-in-prompt.ts';

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
    promptSignIn(SIGN_IN_PROMPTS.mentors, '/group-sessions?mentor=7', navigate);
    promptSignIn(SIGN_IN_PROMPTS.mentors, '/group-sessions?mentor=8', navigate);

    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/group-sessions?mentor=7');
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({
      title: expect.objectContaining({ message: 'Authentication Required' }),
      description: expect.objectContaining({ message: 'Please sign in to access mentors and join group sessions.' }),
      open: true,
    });
    vi.advanceTimersByTime(999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/api/login');
  });

  it("keeps the spec's words and delays for events and stories, and can be cancelled", () => {
    // Spec sections 8 and 9: the resources page's words and its 1000 ms delay.
    expect(SIGN_IN_PROMPTS.resources).toEqual({
      title: 'Access Restricted',
      description: 'Please sign in to access Freedom Seeking Resources',
      delayMs: 1000,
    });
    expect(SIGN_IN_PROMPTS.events.title).toBe('Join Sebenza to Continue');
    expect(SIGN_IN_PROMPTS.story).toEqual({
      title: 'Login Required',
      description: 'Please log in to submit your success story.',
      delayMs: 1500,
    });
    const navigate = vi.fn();
    const cancel = promptSignIn(SIGN_IN_PROMPTS.story, '/submit-story', navigate);
    vi.advanceTimersByTime(1499);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(navigate).not.toHaveBeenCalled();
    // A new prompt works after a cancelled one.
    promptSignIn(SIGN_IN_PROMPTS.story, '/submit-story', navigate);
    vi.advanceTimersByTime(1500);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/api/login');
  });
});
