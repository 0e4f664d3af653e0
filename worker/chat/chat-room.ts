import { DurableObject } from 'cloudflare:workers';
import type { AppBindings } from '../env.ts';

/**
 * One Durable Object per community room owns that room's live WebSocket connections.
 * The binding (CHAT_ROOM) is declared from the start so the deployment's Durable Object migration is in
 * place; the Worker does not route to it yet. The room chat issue builds the real behaviour here
 * (WebSocket Hibernation API, authenticated upgrades forwarded by the Worker).
 */
export class ChatRoom extends DurableObject<AppBindings> {
  override async fetch(): Promise<Response> {
    return Response.json({ message: 'Room chat is not available yet.' }, { status: 503 });
  }
}
