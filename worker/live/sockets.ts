import { DurableObject } from 'cloudflare:workers';
import type { AppBindings } from '../env.ts';

/**
 * The WebSocket plumbing under every live Durable Object (ChatObject, in chat-object.ts, and the chats on it): accepting
 * a hibernating socket with its owner attached, sending to one socket or to all, forwarding an upgrade from the
 * Worker once it has checked who may listen, and closing the sockets of a sign-in that ended (decision 016). What a
 * socket carries stays with each object.
 */

export function isWebSocketUpgrade(request: Request): boolean {
  return request.headers.get('Upgrade')?.toLowerCase() === 'websocket';
}

/** Who holds a socket: the user and the sign-in (its token's hash) the upgrade was authenticated with. */
export type SignInOwner = { userId: string; signInHash: string };

/** The Worker sets these on the upgrade it forwards (the object trusts them: only the Worker can reach it). */
const USER_ID_HEADER = 'X-Sebenza-User-Id';
const SIGN_IN_HASH_HEADER = 'X-Sebenza-Sign-In-Hash';

/**
 * How often an object with open sockets checks again that each one's sign-in is still signed in and still allowed
 * there. Sign-out closes its sockets at once; this bounds how long any other ending (expiry, a deleted account, a
 * removed membership) can leave a socket listening.
 */
export const SOCKET_RECHECK_MS = 10_000;

/** The close code of a socket whose sign-in ended or lost its place (1008, policy violation). */
export const REVOKED_CLOSE_CODE = 1008;

/**
 * Hands a browser's upgrade to a Durable Object, adding the headers through which the Worker tells the object who is
 * listening, with which sign-in, and (`trusted`) where.
 */
export function forwardUpgrade(
  stub: { fetch(request: Request): Promise<Response> },
  request: Request,
  signIn: SignInOwner,
  trusted: Record<string, string>,
): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set(USER_ID_HEADER, signIn.userId);
  headers.set(SIGN_IN_HASH_HEADER, signIn.signInHash);
  for (const [name, value] of Object.entries(trusted)) headers.set(name, value);
  return stub.fetch(new Request(request.url, { headers }));
}

/** The sign-in an upgrade was forwarded with, or null when the Worker did not say. */
export function signInOfUpgrade(request: Request): SignInOwner | null {
  const userId = request.headers.get(USER_ID_HEADER);
  const signInHash = request.headers.get(SIGN_IN_HASH_HEADER);
  return userId && signInHash ? { userId, signInHash } : null;
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

/**
 * A Durable Object whose sockets live only as long as their sign-ins (decision 016). Each socket keeps its owner
 * (`Owner`, with the sign-in's hash) across hibernation. A socket is closed when its sign-in is signed out (the
 * Worker calls `closeSignIn`), and otherwise at the latest SOCKET_RECHECK_MS after its sign-in expired, its account
 * was deleted or it lost its right to listen: while any socket is open, an alarm asks `allowedSignIns` again.
 * Objects that act on what a socket sends call `stillAllowed` first, so nothing a revoked socket sends is accepted.
 */
export abstract class SignInSocketsObject<Owner extends SignInOwner> extends DurableObject<AppBindings> {
  /** Of these owners' sign-ins, the hashes of those still signed in and still allowed on this object. */
  protected abstract allowedSignIns(owners: Owner[]): Promise<Set<string>>;

  /**
   * Accepts the server end through the Hibernation API (the object may sleep while the socket stays open), keeps
   * `owner` with it, starts the re-checks, and answers the 101 that hands the client end back.
   */
  protected async accept(owner: Owner): Promise<Response> {
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment(owner);
    if ((await this.ctx.storage.getAlarm()) === null) {
      await this.ctx.storage.setAlarm(Date.now() + SOCKET_RECHECK_MS);
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  /** This socket's owner if its sign-in may still act here; otherwise the socket is closed and the answer is null. */
  protected async stillAllowed(ws: WebSocket): Promise<Owner | null> {
    const owner = ownerOf<Owner>(ws);
    if ((await this.allowedSignIns([owner])).has(owner.signInHash)) return owner;
    revoke(ws);
    return null;
  }

  /** Sign-out (RPC from the Worker): that sign-in's sockets close now. */
  async closeSignIn(signInHash: string): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) {
      if (ownerOf<Owner>(ws).signInHash === signInHash) revoke(ws);
    }
  }

  /** The re-check: closes the sockets whose sign-ins ended, and comes back while any socket is still open. */
  override async alarm(): Promise<void> {
    const sockets = this.ctx.getWebSockets();
    if (sockets.length === 0) return;
    const owners = sockets.map((ws) => ownerOf<Owner>(ws));
    const allowed = await this.allowedSignIns(owners);
    sockets.forEach((ws, i) => {
      if (!allowed.has(owners[i]!.signInHash)) revoke(ws);
    });
    if (this.ctx.getWebSockets().length > 0) await this.ctx.storage.setAlarm(Date.now() + SOCKET_RECHECK_MS);
  }

  /** The close handshake: answer the client's close (1005/1006 carry no code that may be sent back). */
  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    ws.close(code === 1005 || code === 1006 ? 1000 : code, 'Closing');
  }
}

function ownerOf<Owner>(ws: WebSocket): Owner {
  return ws.deserializeAttachment() as Owner;
}

function revoke(ws: WebSocket): void {
  try {
    ws.close(REVOKED_CLOSE_CODE, 'Your sign-in has ended here. Sign in again to reconnect.');
  } catch {
    // already closed
  }
}
