import { PASSWORD_MESSAGES } from '../../schema/contract/auth.ts';

/**
 * Password hashing with PBKDF2-SHA256 through WebCrypto (available in workerd and in Node, so the seed
 * script hashes demo passwords with this same code).
 *
 * Stored format: `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>`. The parameters travel with the
 * hash, so the iteration count can change later without breaking existing accounts.
 * 100,000 iterations is the most production Workers allow ("iteration counts above 100000 are not supported").
 */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const SCHEME = 'pbkdf2-sha256';

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return [SCHEME, iterations, toBase64(salt), toBase64(hash)].join('$');
}

/**
 * Whether `password` matches the stored hash. Every call does the same work, one PBKDF2 derivation with the parameters
 * every hash is made with, whatever is stored: no account (`null`: an unknown email, an account that signs in through OpenID
 * Connect) or a hash this code cannot read is checked against DUMMY_PASSWORD_HASH and fails, so none of them answers
 * sooner than a wrong password for a real account (which would tell who has one).
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const readable = stored === null ? null : readHash(stored);
  const { salt, iterations, hash } = readable ?? readHash(DUMMY_PASSWORD_HASH)!;
  const matches = constantTimeEqual(await derive(password, salt, iterations), hash);
  return matches && readable !== null;
}

/**
 * Hash of a password nobody has (and that verifyPassword never accepts): verifying against it costs the same as a
 * real check.
 */
const DUMMY_PASSWORD_HASH = `${SCHEME}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

/** The parts of a stored hash, or null when it is not one this code made (another scheme, a damaged value). */
function readHash(stored: string): { salt: Uint8Array; iterations: number; hash: Uint8Array } | null {
  const [scheme, iterationsText, saltText, hashText] = stored.split('$');
  const iterations = Number(iterationsText);
  if (scheme !== SCHEME || !Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS)
    return null;
  if (!saltText || !hashText) return null;
  try {
    return { salt: fromBase64(saltText), iterations, hash: fromBase64(hashText) };
  } catch {
    return null; // not base64
  }
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/**
 * The lowest zxcvbn score a new password may have. 2 ("somewhat guessable", at least 10^6 guesses) refuses the
 * passwords of the common and leaked-password lists and the patterns attackers try first, while a phrase of a few
 * ordinary words passes; sign-in limits (decision 015) stand between an attacker and the rest.
 */
export const MIN_PASSWORD_SCORE = 2;
/** zxcvbn's time grows with length; the first characters decide whether a long password is guessable. */
const STRENGTH_CHECK_LENGTH = 100;

type Zxcvbn = (typeof import('@zxcvbn-ts/core'))['zxcvbn'];
let strengthChecker: Promise<Zxcvbn> | undefined;

/**
 * zxcvbn-ts with its common-password and keyboard data, loaded on the first sign-up rather than with the Worker: the
 * data (about 400 KB) would otherwise be parsed at every cold start.
 */
function loadStrengthChecker(): Promise<Zxcvbn> {
  strengthChecker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ zxcvbn, zxcvbnOptions }, common]) => {
      zxcvbnOptions.setOptions({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
      return zxcvbn;
    },
  );
  return strengthChecker;
}

/** zxcvbn's warning, as the sentence the sign-up form shows. */
const WARNING_MESSAGES: Partial<Record<string, keyof typeof PASSWORD_MESSAGES>> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  userInputs: 'personal',
  simpleRepeat: 'repeated',
  extendedRepeat: 'repeated',
  sequences: 'sequence',
  straightRow: 'keyboard',
  keyPattern: 'keyboard',
  recentYears: 'dates',
  dates: 'dates',
  wordByItself: 'singleWord',
  namesByThemselves: 'singleWord',
  commonNames: 'singleWord',
};

/**
 * Why a new password would be refused, in words, or null when it is good enough. `personal` are the person's own
 * words (names, email), which make a password easy to guess for anyone who knows them.
 */
export async function passwordProblem(password: string, personal: string[]): Promise<string | null> {
  if (password.trim() === '') return PASSWORD_MESSAGES.onlySpaces;
  const zxcvbn = await loadStrengthChecker();
  const result = zxcvbn(password.slice(0, STRENGTH_CHECK_LENGTH), personal);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return PASSWORD_MESSAGES[WARNING_MESSAGES[result.feedback.warning ?? ''] ?? 'weak'];
}
