import { fromBase64Url, toBase64Url } from '../lib/base64url.ts';

/**
 * The one-tap "can't make it" link in a session reminder: `/api/cant-make-it/{token}`, where the token names one seat
 * (one registration: a row of `session_participants`, by its id) in one session and is signed (HMAC-SHA256 with
 * REMINDER_LINK_KEY) for that purpose only, so it cannot be forged, pointed at another seat or used for anything else.
 * It needs no sign-in (the reminder may be opened on a phone that is not signed in). It dies with the registration it
 * was issued for: giving the seat up (with the link or in the app) deletes that row, and ids are never reused
 * (AUTOINCREMENT), so a used link, or an old one after the member joins again, names a seat that no longer exists. It
 * also stops working when the session starts, when a seat can no longer be given up.
 */
export const CANT_MAKE_IT_PATH = '/api/cant-make-it';
// v1 named the member instead of the registration, so it outlived the seat; its links are no longer honoured.
const PURPOSE = 'sebenza:cant-make-it:v2';
const TOKEN = /^(\d{1,15})\.(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export type SeatToken = { sessionId: number; seatId: number };

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

const signedText = (body: string) => new TextEncoder().encode(`${PURPOSE}:${body}`);

/** The token for a seat, valid until `expiresAt` (the session's start). */
export async function cantMakeItToken(secret: string, seat: SeatToken & { expiresAt: Date }): Promise<string> {
  const body = `${seat.sessionId}.${seat.seatId}.${Math.floor(seat.expiresAt.getTime() / 1000)}`;
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), signedText(body));
  return `${body}.${toBase64Url(new Uint8Array(signature))}`;
}

/**
 * The seat a token names, or why not: 'invalid' (not a token of ours, or altered) or 'expired' (the session has
 * started). The signature is checked in constant time by Web Crypto. Whether the seat still exists is the caller's
 * question.
 */
export async function readCantMakeItToken(
  secret: string,
  token: string,
  now: Date,
): Promise<SeatToken | 'invalid' | 'expired'> {
  const match = TOKEN.exec(token);
  if (!match) return 'invalid';
  const [, sessionId, seatId, expires, signature] = match;
  const body = `${sessionId}.${seatId}.${expires}`;
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), fromBase64Url(signature!), signedText(body));
  if (!valid) return 'invalid';
  if (Number(expires) * 1000 <= now.getTime()) return 'expired';
  return { sessionId: Number(sessionId), seatId: Number(seatId) };
}
