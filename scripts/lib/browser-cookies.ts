/** A cookie as the DevTools protocol takes it: the URL it is for decides its domain, path and whether it is secure. */
export interface BrowserCookie {
  name: string;
  value: string;
  url: string;
}

/**
 * Puts `cookies` into the cookie jar of the Chromium whose DevTools port is `port` (its default browser context),
 * through the browser's own DevTools target, before any page is opened: the browser then holds a sign-in as a member's
 * phone does, and nothing else (no HTTP cache, no service worker, no storage). Used by the Lighthouse benchmark, which
 * drives a Chromium that chrome-launcher started.
 */
export async function setBrowserCookies(port: number, cookies: BrowserCookie[]): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error(`No DevTools connection on port ${port}`)), {
        once: true,
      });
    });
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
        if (message.id !== 1) return;
        if (message.error) reject(new Error(`Storage.setCookies failed: ${message.error.message}`));
        else resolve();
      });
      socket.addEventListener('close', () => reject(new Error('The DevTools connection closed early')), {
        once: true,
      });
      socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
    });
  } finally {
    socket.close();
  }
}
