import { DATASET_VERSION } from './offline/dataset/version.ts';

/**
 * Answers kept in KV for the rest of the UTC day, so an identical request by the same member is answered again
 * without calling the advisor or spending quota. The key hashes the member, the endpoint, the validated (trimmed,
 * defaulted) body and the day, so nothing a member typed appears in a key and another member never shares it.
 * It also holds the offline dataset's version, so a dataset update is never answered with yesterday's figures.
 */
export async function cacheKeyFor(input: { userId: string; endpoint: string; body: unknown; now: Date }) {
  const day = input.now.toISOString().slice(0, 10);
  const text = JSON.stringify([input.userId, input.endpoint, input.body, day, DATASET_VERSION]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `ai:${input.endpoint}:${hex}`;
}

export async function readCachedAnswer<T>(kv: KVNamespace, key: string): Promise<T | null> {
  return kv.get<T>(key, 'json');
}

export async function cacheAnswer(kv: KVNamespace, input: { key: string; answer: unknown; now: Date }) {
  const { now } = input;
  const endOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  // KV's shortest expiry is 60 s; a key written in the day's last minute lives a little into the next day, where
  // its day-stamped key is never asked for again.
  const expirationTtl = Math.max(60, Math.ceil((endOfDay - now.getTime()) / 1000));
  await kv.put(input.key, JSON.stringify(input.answer), { expirationTtl });
}
