import { describe, expect, it } from 'vitest';
import {
  isSameSitePath,
  loginUrl,
  REDIRECT_AFTER_LOGIN_KEY,
  saveRedirectAfterLogin,
  takeRedirectAfterLogin,
} from './login.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('isSameSitePath', () => {
  it.each([
    '/',
    '/become-mentor',
    '/mentors?journey=creative-hustler',
    '/#stories',
    '/group-sessions?mentor=7#top',
    '/a//b',
  ])('accepts %s', (path) => {
    expect(isSameSitePath(path)).toBe(true);
  });

  it.each([
    '',
    'become-mentor',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    ' /mentors',
    '/\t/evil.example',
    '/\n/evil.example',
    '/mentors page',
    '/\u0000',
    `/${'a'.repeat(2048)}`,
  ])('rejects %j', (path) => {
    expect(isSameSitePath(path)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isSameSitePath(null)).toBe(false);
    expect(isSameSitePath(undefined)).toBe(false);
    expect(isSameSitePath(['/'])).toBe(false);
  });
});

describe('the redirect after login', () => {
  it('saves a same-site path and takes it back once', () => {
    const storage = memoryStorage();
    saveRedirectAfterLogin('/become-mentor', storage);
    expect(storage.map.get(REDIRECT_AFTER_LOGIN_KEY)).toBe('/become-mentor');
    expect(takeRedirectAfterLogin(storage)).toBe('/become-mentor');
    expect(storage.map.has(REDIRECT_AFTER_LOGIN_KEY)).toBe(false);
    expect(takeRedirectAfterLogin(storage)).toBeNull();
  });

  it('does not save another site', () => {
    const storage = memoryStorage();
    saveRedirectAfterLogin('//evil.example', storage);
    expect(storage.map.size).toBe(0);
  });

  it('removes but ignores a saved target that is not a same-site path', () => {
    const storage = memoryStorage({ [REDIRECT_AFTER_LOGIN_KEY]: 'https://evil.example' });
    expect(takeRedirectAfterLogin(storage)).toBeNull();
    expect(storage.map.has(REDIRECT_AFTER_LOGIN_KEY)).toBe(false);
  });

  it('survives storage that is missing or throws', () => {
    expect(takeRedirectAfterLogin(null)).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => saveRedirectAfterLogin('/mentors', throwing)).not.toThrow();
    expect(takeRedirectAfterLogin(throwing)).toBeNull();
  });
});

describe('loginUrl', () => {
  it('is /api/login, or /api/login?mode=signup to join', () => {
    expect(loginUrl()).toBe('/api/login');
    expect(loginUrl({ mode: 'signup' })).toBe('/api/login?mode=signup');
  });
});
