import { createDb, type Db } from '../db/client.ts';
import {
  broadcastEvent,
  isWebSocketUpgrade,
  sendEvent,
  signInOfUpgrade,
  SignInSocketsObject,
  type SignInOwner,
} from './sockets.ts';

/** Who holds a chat's socket: the sign-in, and the chat (a room, a coaching connection) the Worker let it into. */
export type ChatSocketOwner = SignInOwner & { chatId: number };

/** The refusal any chat's socket may send; `clientId` names what it refuses when the client wrote one. */
export type ChatSocketError = { type: 'error'; clientId?: string; status: number; message: string };

/** The sign-ins an object asks about, all of one chat (one query for every socket it holds, decision 016). */
export type ChatSignIns = { chatId: number; signInHashes: string[] };

/**
 * Who may write over a chat's socket (decision 028):
 * - `refusal`: nobody. The socket only receives; the Worker stores each message in its own route, then `publish`es
 *   it. What a client writes to the socket is answered 405 with this text, which says where to write instead.
 * - `accept`: the chat's readers. It runs for each message written by a socket whose sign-in may still read the chat
 *   (checked first, so nothing a revoked socket sends is accepted).
 */
export type SocketWrites =
  { refusal: string } | { accept: (ws: WebSocket, owner: ChatSocketOwner, text: string) => Promise<void> };

/**
 * The Durable Object of one chat, of any kind (a community room, a coaching conversation): one object per chat,
 * found by name, holding its readers' sockets through the Hibernation API (a quiet chat costs nothing while its
 * sockets stay open). Each socket lives only as long as its sign-in and its user's right to read the chat
 * (SignInSocketsObject, decision 016). The Worker checks the sign-in and the right to read before it forwards an
 * upgrade (`forwardUpgrade`, naming the chat in `chatIdHeader`); the object trusts that, since only the Worker can
 * reach it.
 *
 * A kind of chat says only who may read (`readers`) and who may write (`writes`); it may add RPC methods for the
 * writes it takes. `publish` is how the Worker announces what it has already stored (`Announcement`: the events no
 * one but the Worker may cause), so nothing is announced that was not stored.
 */
export abstract class ChatObject<
  Event,
  Announcement extends Event = Event,
> extends SignInSocketsObject<ChatSocketOwner> {
  /** The header through which the Worker names the chat on the upgrade it forwards. */
  protected abstract readonly chatIdHeader: string;
  /** The chat's kind, as the refusal of an upgrade that does not name one says it ('room', 'connection'). */
  protected abstract readonly chatKind: string;
  protected abstract readonly writes: SocketWrites;

  /** Who may read: of these sign-ins, the hashes of those still signed in whose user may still read the chat. */
  protected abstract readers(db: Db, signIns: ChatSignIns): Promise<Set<string>>;

  override async fetch(request: Request): Promise<Response> {
    if (!isWebSocketUpgrade(request)) {
      return Response.json({ message: 'Expected a WebSocket upgrade.' }, { status: 426 });
    }
    const signIn = signInOfUpgrade(request);
    const chatId = Number(request.headers.get(this.chatIdHeader));
    if (!signIn || !Number.isInteger(chatId)) {
      return Response.json({ message: `Missing ${this.chatKind} or signIn.` }, { status: 400 });
    }
    return this.accept({ ...signIn, chatId });
  }

  /** Broadcasts an event the Worker has already stored to every open socket of the chat (RPC from the Worker). */
  async publish(event: Announcement): Promise<void> {
    this.broadcast(event);
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const { writes } = this;
    if ('refusal' in writes) {
      this.send(ws, { type: 'error', status: 405, message: writes.refusal });
      return;
    }
    // Signed out, expired, deleted or no longer a reader: the socket is closed and its message dropped.
    const owner = await this.stillAllowed(ws);
    if (!owner) return;
    await writes.accept(ws, owner, typeof raw === 'string' ? raw : new TextDecoder().decode(raw));
  }

  protected override allowedSignIns(owners: ChatSocketOwner[]): Promise<Set<string>> {
    return this.readers(createDb(this.env.DB), {
      chatId: owners[0]!.chatId,
      signInHashes: owners.map((owner) => owner.signInHash),
    });
  }

  protected broadcast(event: Event): void {
    broadcastEvent(this.ctx, event);
  }

  protected send(ws: WebSocket, event: Event | ChatSocketError): void {
    sendEvent(ws, event);
  }
}
