import type { MatchingLexicon } from '../lexicons/matching/index.js';
import { fold, foldWord } from './analyse.js';

/**
 * The street names a text states, folded: a word with a street ending ("Trondheimsveien", "Sannergata"),
 * the name before a street word ("Thorvald Meyers gate" → "meyers", "Orchard Road" → "orchard") or after
 * one ("rue Oberkampf" → "oberkampf", skipping "de", "la", "des"). Names are capitalised; where a street
 * word is also a common word ("via e-mail", "Zahlungsweg"), the lexicon asks for a house number nearby.
 */
export function readStreets(source: string, lexicon: MatchingLexicon, spelledOut: (word: string) => string): string[] {
  const streets = lexicon.streets;
  if (!streets || !hintOf(lexicon).test(fold(source))) return [];
  const tokens = [...source.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu)];
  const words = tokens.map((t) => t[0]);
  const folded = words.map((w) => spelledOut(foldWord(w)));
  const capitalised = (i: number) =>
    i >= 0 && i < words.length && /^\p{Lu}/u.test(words[i]!) && !/^\p{Lu}+$/u.test(words[i]!) && words[i]!.length >= 2;
  // Beside a street word, a capital that only starts a sentence ("Er alle uskadde?") names nothing.
  const startsSentence = (i: number) =>
    i === 0 || /[.!?:;\n]\s*$/.test(source.slice(tokens[i - 1]!.index! + words[i - 1]!.length, tokens[i]!.index));
  const named = (i: number) => capitalised(i) && !startsSentence(i);
  const numbered = (i: number) => !streets.numbered || words.slice(Math.max(0, i - 3), i + 4).some((w) => /^\d/.test(w));
  const found = new Set<string>();
  folded.forEach((word, i) => {
    if (streets.suffixes?.some((s) => word.length >= s.length + 3 && word.endsWith(s)) && capitalised(i) && numbered(i)) found.add(word);
    if (streets.after?.includes(word) && named(i - 1) && numbered(i)) found.add(folded[i - 1]!);
    if (streets.before?.includes(word)) {
      let j = i + 1;
      while (j < words.length && STREET_PARTICLES.has(folded[j]!)) j++;
      if (named(j) && numbered(j)) found.add(folded[j]!);
    }
  });
  return [...found];
}

const hints = new WeakMap<MatchingLexicon, RegExp>();
/** A quick test that a text may name a street at all: most replies hold no street word or ending. */
function hintOf(lexicon: MatchingLexicon): RegExp {
  let hint = hints.get(lexicon);
  if (!hint) {
    const { suffixes = [], after = [], before = [] } = lexicon.streets ?? {};
    // "Orchard Rd" names a road by its short form.
    const short = Object.entries(lexicon.nameAbbreviations ?? {})
      .filter(([, word]) => after.includes(word) || before.includes(word))
      .map(([abbreviation]) => abbreviation);
    const words = [...after, ...before, ...short].map((w) => `(?<![\\p{L}\\p{N}])${w}`);
    const endings = suffixes.map((s) => `\\p{L}{3}${s}`);
    hint = new RegExp(`(?:${[...words, ...endings].join('|') || '(?!)'})(?![\\p{L}\\p{N}])`, 'u');
    hints.set(lexicon, hint);
  }
  return hint;
}

/** Small words between a street word and its name ("rue de la Paix", "calle del Carmen"). */
const STREET_PARTICLES = new Set([
  'de',
  'la',
  'le',
  'les',
  'des',
  'du',
  'del',
  'da',
  'do',
  'dos',
  'das',
  'di',
  'della',
  'dei',
  'delle',
  'l',
]);
