import { cleanText, foldWord, profileOf } from './analyse.js';
import { readStreets } from './streets.js';

export interface Names {
  /** Names after a greeting or a title ("Hello Aisha", "Mr Bell"). */
  addressed: string[];
  /** Capitalised words inside a sentence (people, places, brands); none in German, which capitalises every noun. */
  proper: string[];
  /** Every word, folded: a name counts as stated when it appears anywhere. */
  words: Set<string>;
  /** Street names ("trondheimsveien", "oberkampf"). */
  streets: string[];
}

/** The names a text states, read from the unfolded text since case is the only sign of a name. */
export function readNames(text: string, language: string): Names {
  const profile = profileOf(language);
  const cues = profile.nameCues;
  // "Orchard Rd" names the same road as "Orchard Road".
  const spelledOut = (word: string) => profile.nameAbbreviations.get(word) ?? word;
  const source = cleanText(text);
  const words = [...source.matchAll(/[\p{L}][\p{L}'-]*/gu)];
  const addressed: string[] = [];
  const proper: string[] = [];
  words.forEach((word, i) => {
    const before = source.slice(i > 0 ? words[i - 1]!.index! + words[i - 1]![0].length : 0, word.index);
    const folded = spelledOut(foldWord(word[0]));
    if (!/^\p{Lu}/u.test(word[0]) || profile.stop.has(folded) || cues.has(folded) || word[0].length < 2) return;
    const previous = i > 0 ? foldWord(words[i - 1]![0]) : '';
    // Only a word right after the cue ("Hello Aisha", "Hi, Aisha"), not the start of the next sentence.
    if (i > 0 && cues.has(previous) && /^[\s,]+$/.test(before)) addressed.push(folded);
    const startsSentence = i === 0 || /[.!?:;¿¡"«]\s*$/.test(before) || /\n/.test(before);
    if (!startsSentence && profile.base !== 'de') proper.push(folded);
  });
  return {
    addressed,
    proper,
    words: new Set(words.map((w) => spelledOut(foldWord(w[0])))),
    streets: readStreets(source, profile.lexicon, spelledOut),
  };
}
