import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../index.ts';
import { api, ORIGIN } from '../test/http.ts';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../test/factories.ts';
import { WRONG_CREDENTIALS_MESSAGE } from './accounts.ts';
import { PBKDF2_ITERATIONS } from './password.ts';

/*
 * A failed sign-in must not tell whether the address has an account, by its answer or by its time. Time is not
 * measured here (it varies with the machine): the work is. Every failure hashes the same way and sends the database the
 * same statements, whether the address is unknown, has a password, has none (OpenID Connect) or has one this code
 * cannot read.
 */
/** The PBKDF2 parameters as password.ts passes them to WebCrypto. */
type Pbkdf2 = { name: string; hash: string; iterations: number; salt: ArrayBufferView };

describe('a failed sign-in does the same work for every address', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Signs in through the Worker's entry, recording each PBKDF2 derivation and each SQL statement it sends. */
  async function failedSignIn(email: string) {
    const derivations: string[] = [];
    const deriveBits = crypto.subtle.deriveBits.bind(crypto.subtle);
    vi.spyOn(crypto.subtle, 'deriveBits').mockImplementation((algorithm, key, length) => {
      const { name, hash, iterations, salt } = algorithm as Pbkdf2;
      derivations.push(`${name} ${hash} ${iterations} salt ${salt.byteLength} B, ${length} bits`);
      return deriveBits(algorithm, key, length);
    });
    const statements: string[] = [];
    const DB = new Proxy(env.DB, {
      get(target, property) {
        if (property === 'prepare')
          return (query: string) => {
            statements.push(query);
            return target.prepare(query);
          };
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/api/auth/login`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.29' },
        body: JSON.stringify({ email, password: 'not-the-password' }),
      }),
      { ...env, DB },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(401);
    expect((await res.json<{ message: string }>()).message).toBe(WRONG_CREDENTIALS_MESSAGE);
    vi.restoreAllMocks();
    return { derivations, statements };
  }

  it('hashes once with the usual parameters and sends the same statements for every kind of address', async () => {
    const withPassword = await createUser();
    const withOpenIdOnly = await createUser({ passwordHash: null, oidcSubject: `https://id.example|${uniqueEmail()}` });
    const withUnreadableHash = await createUser({ passwordHash: 'bcrypt$12$imported-from-elsewhere' });
    const known = await failedSignIn(withPassword.email);
    expect(known.derivations).toEqual([`PBKDF2 SHA-256 ${PBKDF2_ITERATIONS} salt 16 B, 256 bits`]);
    // The attempt recorded under the sign-in limits beside the account's read.
    expect(known.statements).toHaveLength(2);
    for (const email of [uniqueEmail('nobody'), withOpenIdOnly.email, withUnreadableHash.email])
      expect(await failedSignIn(email), email).toEqual(known);
    // The right password still gets in.
    const signedIn = await api('/api/auth/login', {
      method: 'POST',
      body: { email: withPassword.email, password: TEST_PASSWORD },
    });
    expect(signedIn.status).toBe(200);
  });
});
