import { foldText } from '../lexicons/phrase-finder.js';

/**
 * Typing accuracy without a dictionary of the whole language: a word is a typo when it is not a word
 * the conversation knows (the script's lines and answers, the customer's words) but is one or two
 * keystrokes away from one ("confrim" → "confirm"). Words far from every known word are not counted:
 * names, numbers and new words are not mistakes.
 */

/** Optimal string alignment distance (Levenshtein plus swapped neighbours), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Short words have too many neighbours to call a near-miss a typo. */
const allowedDistance = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

export interface Typo {
  word: string;
  meant: string;
}

export function vocabularyOf(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const t of texts) for (const w of foldText(t).split(' ')) if (w) words.add(w);
  return words;
}

/**
 * A language's dictionary, when the server has one: a word it knows is never a typo, however close it
 * is to a word of the conversation ("give" is not a slip for "five"). Loading one is I/O, so the
 * server supplies it; without one the known words alone decide.
 */
export interface SpellChecker {
  isWord(word: string): boolean;
}

const tokens = (text: string) =>
  text
    .replace(/['’‘ʼ`]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);

/** The typos of one reply against the known words, and how many words it has. */
export function typosIn(reply: string, vocabulary: ReadonlySet<string>, dictionary?: SpellChecker): { words: number; typos: Typo[] } {
  const words = foldText(reply).split(' ').filter(Boolean);
  const typed = new Map<string, string[]>();
  if (dictionary) for (const t of tokens(reply)) typed.set(foldText(t), [...(typed.get(foldText(t)) ?? []), t]);
  const known = (word: string) => (typed.get(word) ?? []).some((t) => dictionary!.isWord(t) || dictionary!.isWord(t.toLowerCase()));
  const typos: Typo[] = [];
  for (const word of words) {
    const limit = allowedDistance(word);
    if (limit === 0 || vocabulary.has(word) || /\d/.test(word)) continue;
    if (dictionary && known(word)) continue;
    let meant: string | null = null;
    for (const candidate of vocabulary) {
      // "accounts" next to "account" is an inflection, not a slip of the finger.
      if (candidate.length < 4 || candidate.startsWith(word) || word.startsWith(candidate)) continue;
      if (editDistance(word, candidate, limit) <= limit) {
        meant = candidate;
        break;
      }
    }
    if (meant) typos.push({ word, meant });
  }
  return { words: words.length, typos };
}
