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
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.addEventListener('close', (event) => resolve({ code: event.code, reason: event.reason })),
  );
  return {
    ws,
    inbox,
    /** Resolves when the server closes the socket, with its code and reason (bounded by the test's own timeout). */
    closed,
    /** Resolves once the inbox holds at least `n` messages (bounded by the test's own timeout). */
    async waitFor(n: number) {
      while (inbox.length < n) await new Promise<void>((resolve) => waiters.push(resolve));
      return inbox;
    },
  };
}
