import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bindingsAfterCheck } from './sign-in-claim-bindings.ts';

/** A check the test settles by hand. */
function manualCheck() {
  let settle!: { pass: () => void; fail: (error: Error) => void };
  const promise = new Promise<void>((pass, fail) => (settle = { pass, fail }));
  promise.catch(() => {});
  return { run: () => promise, pass: () => settle.pass(), fail: (error: Error) => settle.fail(error) };
}

/** A chat room's object, as the community routes name it. */
const roomOf = (bindings: typeof env, id: number) =>
  bindings.CHAT_ROOM.get(bindings.CHAT_ROOM.idFromName(`room:${id}`));

const key = () => `held-${crypto.randomUUID()}`;

describe('the bindings of a request on a sign-in claim', () => {
  it('write to KV and R2 only once the check has passed', async () => {
    const check = manualCheck();
    const held = bindingsAfterCheck(env, check.run);
    const [kvKey, r2Key] = [key(), key()];
    const writes = Promise.all([held.CACHE.put(kvKey, 'value'), held.IMAGES.put(r2Key, 'bytes')]);
    expect(await env.CACHE.get(kvKey)).toBeNull();
    expect(await env.IMAGES.head(r2Key)).toBeNull();
    check.pass();
    await writes;
    expect(await env.CACHE.get(kvKey)).toBe('value');
    expect(await env.IMAGES.head(r2Key)).not.toBeNull();
  });

  it('when the check fails, write nothing and answer no read: every call fails with its error', async () => {
    const check = manualCheck();
    const held = bindingsAfterCheck(env, check.run);
    const stored = key();
    await env.CACHE.put(stored, 'secret');
    const written = key();
    const calls = [
      held.CACHE.put(written, 'value'),
      held.CACHE.delete(stored),
      held.CACHE.get(stored),
      held.IMAGES.put(written, 'bytes'),
      roomOf(held, 1).closeSignIn('no-such-sign-in'),
    ];
    check.fail(new Error('refused'));
    for (const call of calls) await expect(call).rejects.toThrow('refused');
    expect(await env.CACHE.get(written)).toBeNull();
    expect(await env.CACHE.get(stored)).toBe('secret');
    expect(await env.IMAGES.head(written)).toBeNull();
  });

  it('name Durable Objects at once and call them once the check has passed; plain values are as they are', async () => {
    const check = manualCheck();
    const held = bindingsAfterCheck(env, check.run);
    const room = roomOf(held, 7);
    expect(room.id.equals(roomOf(env, 7).id)).toBe(true);
    const call = room.closeSignIn('no-such-sign-in');
    check.pass();
    await expect(call).resolves.toBeUndefined();
    expect(held.APP_ENV).toBe(env.APP_ENV);
  });
});
