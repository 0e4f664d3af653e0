/**
 * The WebSocket plumbing the live Durable Objects share (community rooms, coaching conversations): accepting a
 * hibernating socket with its owner attached, sending to one socket or to all, and forwarding an upgrade from the
 * Worker once it has checked who may listen. What a socket carries stays with each object.
 */

export function isWebSocketUpgrade(request: Request): boolean {
  return request.headers.get('Upgrade')?.toLowerCase() === 'websocket';
}

/**
 * Accepts the server end through the Hibernation API (the object may sleep while the socket stays open) and keeps
 * `owner` with it across hibernation; answers the 101 that hands the client end back.
 */
export function acceptSocket(ctx: DurableObjectState, owner: unknown): Response {
  const { 0: client, 1: server } = new WebSocketPair();
  ctx.acceptWebSocket(server);
  server.serializeAttachment(owner);
  return new Response(null, { status: 101, webSocket: client });
}

/** Sends one JSON event to one socket; a socket closed meanwhile misses it (its client catches up over HTTP). */
export function sendEvent(ws: WebSocket, event: unknown): void {
  try {
    ws.send(JSON.stringify(event));
  } catch {
    // closed meanwhile
  }
}

/** Sends one JSON event to every socket the object holds (serialised once). */
export function broadcastEvent(ctx: DurableObjectState, event: unknown): void {
  const text = JSON.stringify(event);
  for (const ws of ctx.getWebSockets()) {
    try {
      ws.send(text);
    } catch {
      // A socket that is closing misses nothing: its client catches up over HTTP when it reconnects.
    }
  }
}

/** The close handshake: answer the client's close (1005/1006 carry no code that may be sent back). */
export function closeSocket(ws: WebSocket, code: number): void {
  ws.close(code === 1005 || code === 1006 ? 1000 : code, 'Closing');
}

/**
 * Hands a browser's upgrade to a Durable Object, adding the headers through which the Worker tells the object
 * who is listening (the object trusts them: only the Worker can reach it).
 */
export function forwardUpgrade(
  stub: { fetch(request: Request): Promise<Response> },
  request: Request,
  trusted: Record<string, string>,
): Promise<Response> {
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(trusted)) headers.set(name, value);
  return stub.fetch(new Request(request.url, { headers }));
}
