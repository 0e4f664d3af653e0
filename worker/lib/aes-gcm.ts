import { fromBase64Url, toBase64Url } from './base64url.ts';

/**
 * Authenticated encryption of short texts with AES-256-GCM (Web Crypto), sealed as `<iv>.<ciphertext>` in base64url
 * with a fresh random 96-bit IV each time. The associated data ties a sealed text to where it is kept (say a user
 * id): moved to another row, it no longer opens.
 */

const imported = new Map<string, Promise<CryptoKey>>();

/** The key from its base64 text, imported once per isolate. */
function keyOf(base64Key: string): Promise<CryptoKey> {
  let key = imported.get(base64Key);
  if (!key) {
    const raw = Uint8Array.from(atob(base64Key), (ch) => ch.charCodeAt(0));
    key = crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
    imported.set(base64Key, key);
  }
  return key;
}

export async function seal(base64Key: string, plaintext: string, associatedData: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(associatedData) },
    await keyOf(base64Key),
    new TextEncoder().encode(plaintext),
  );
  return `${toBase64Url(iv)}.${toBase64Url(new Uint8Array(ciphertext))}`;
}

/** The text `seal` sealed, or null when it does not open: another key, another place, or altered. */
export async function unseal(base64Key: string, sealed: string, associatedData: string): Promise<string | null> {
  try {
    const [iv, ciphertext] = sealed.split('.').map(fromBase64Url);
    if (!iv || !ciphertext) return null;
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(associatedData) },
      await keyOf(base64Key),
      ciphertext,
    );
    return new TextDecoder().decode(plaintext);
  } catch {
    return null;
  }
}
