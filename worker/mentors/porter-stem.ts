/**
 * The Porter stemmer (M.F. Porter, "An algorithm for suffix stripping", 1980), as in the author's reference
 * implementation: English words to their stems ("farming" and "farms" to "farm", "hydroponic" to "hydropon"). Only
 * lower-case a-z words of 3+ letters are stemmed; any other word comes back as it is.
 */
export function porterStem(word: string): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
  let w = step1a(word);
  w = step1b(w);
  w = step1c(w);
  w = replaceSuffix(w, STEP2, 0);
  w = replaceSuffix(w, STEP3, 0);
  w = step4(w);
  return step5(w);
}

/** A consonant is a letter other than a, e, i, o, u, and other than a y after a consonant. */
function isConsonant(w: string, i: number): boolean {
  const c = w[i]!;
  if ('aeiou'.includes(c)) return false;
  return c !== 'y' || i === 0 || !isConsonant(w, i - 1);
}

/** m in [C](VC)^m[V]: how many vowel-consonant sequences the stem has. */
function measure(stem: string): number {
  let m = 0;
  let i = 0;
  while (i < stem.length && isConsonant(stem, i)) i++;
  while (i < stem.length) {
    while (i < stem.length && !isConsonant(stem, i)) i++;
    if (i === stem.length) break;
    while (i < stem.length && isConsonant(stem, i)) i++;
    m++;
  }
  return m;
}

const hasVowel = (stem: string) => [...stem].some((_, i) => !isConsonant(stem, i));

const endsWithDoubleConsonant = (w: string) => w.length >= 2 && w.at(-1) === w.at(-2) && isConsonant(w, w.length - 1);

/** Ends consonant-vowel-consonant, the last not w, x or y (hop, not hoop or snow). */
const endsCvc = (w: string) =>
  w.length >= 3 &&
  isConsonant(w, w.length - 3) &&
  !isConsonant(w, w.length - 2) &&
  isConsonant(w, w.length - 1) &&
  !'wxy'.includes(w.at(-1)!);

function step1a(w: string): string {
  if (w.endsWith('sses') || w.endsWith('ies')) return w.slice(0, -2);
  if (w.endsWith('ss') || !w.endsWith('s')) return w;
  return w.slice(0, -1);
}

function step1b(w: string): string {
  if (w.endsWith('eed')) return measure(w.slice(0, -3)) > 0 ? w.slice(0, -1) : w;
  const suffix = w.endsWith('ed') ? 'ed' : w.endsWith('ing') ? 'ing' : null;
  if (!suffix) return w;
  const stem = w.slice(0, -suffix.length);
  if (!hasVowel(stem)) return w;
  if (stem.endsWith('at') || stem.endsWith('bl') || stem.endsWith('iz')) return `${stem}e`;
  if (endsWithDoubleConsonant(stem) && !'lsz'.includes(stem.at(-1)!)) return stem.slice(0, -1);
  if (measure(stem) === 1 && endsCvc(stem)) return `${stem}e`;
  return stem;
}

const step1c = (w: string) => (w.endsWith('y') && hasVowel(w.slice(0, -1)) ? `${w.slice(0, -1)}i` : w);

/** Suffix rules as [suffix, replacement], longest first: only the longest suffix a word ends with is tried. */
type Rules = readonly (readonly [string, string])[];
const longestFirst = (rules: Rules) => [...rules].sort(([a], [b]) => b.length - a.length);

const STEP2 = longestFirst([
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
]);
const STEP3 = longestFirst([
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
]);
const STEP4_SUFFIXES = 'al ance ence er ic able ible ant ement ment ent ion ou ism ate iti ous ive ize';
const STEP4 = longestFirst(STEP4_SUFFIXES.split(' ').map((suffix) => [suffix, ''] as const));

/** Replaces the longest matching suffix when what is left measures more than `minMeasure`. */
function replaceSuffix(w: string, rules: Rules, minMeasure: number): string {
  const rule = rules.find(([suffix]) => w.endsWith(suffix));
  if (!rule) return w;
  const stem = w.slice(0, -rule[0].length);
  return measure(stem) > minMeasure ? stem + rule[1] : w;
}

function step4(w: string): string {
  // -ion goes only after s or t (adoption, not onion).
  if (w.endsWith('ion') && !/[st]ion$/.test(w)) return w;
  return replaceSuffix(w, STEP4, 1);
}

function step5(w: string): string {
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) w = stem;
  }
  return measure(w) > 1 && endsWithDoubleConsonant(w) && w.endsWith('l') ? w.slice(0, -1) : w;
}
