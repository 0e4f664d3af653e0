import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { ORIGIN } from './http.ts';

/**
 * A WebSocket opened on `path` as the signed-in browser would (through SELF.fetch), with an inbox of the JSON
 * messages the server sends, that the test can await message by message. `T` is the server's message type.
 */
export async function connectSocket<T>(path: string, cookie: string) {
  const res = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Upgrade: 'websocket', Cookie: cookie } });
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  ws.accept();
  const inbox: T[] = [];
  const waiters: (() => void)[] = [];
  ws.addEventListener('message', (event) => {
    inbox.push(JSON.parse(String(event.data)));
    waiters.splice(0).forEach((wake) => wake());
  });
  return {
    ws,
    inbox,
    /** Resolves once the inbox holds at least `n` messages (bounded by the test's own timeout). */
    async waitFor(n: number) {
      while (inbox.length < n) await new Promise<void>((resolve) => waiters.push(resolve));
      return inbox;
    },
  };
}
