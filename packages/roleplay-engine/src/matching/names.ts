import { cleanText, foldWord, profileOf } from './analyse.js';
import { readStreets } from './streets.js';

export interface Names {
  /** Names after a greeting or a title ("Hello Aisha", "Mr Bell"). */
  addressed: string[];
  /** Capitalised words inside a sentence (people, places, brands); none in German, which capitalises every noun. */
  proper: string[];
  /**
   * Names the text calls someone by outside a greeting: one capitalised word between a comma and the end
   * of a sentence ("Sorry to hear that, Kari.", "Bare hyggelig, Henrik!"). None in German.
   */
  vocative: string[];
  /** Two capitalised words in a row, a first name and a surname ("Mona Berg"); none in German. */
  fullNames: [string, string][];
  /** How each folded name was written ("hakon" → "Håkon"), to show it back as it was. */
  spelling: Map<string, string>;
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
  const vocative: string[] = [];
  const fullNames: [string, string][] = [];
  let previousName = -1;
  words.forEach((word, i) => {
    const before = source.slice(i > 0 ? words[i - 1]!.index! + words[i - 1]![0].length : 0, word.index);
    const folded = spelledOut(foldWord(word[0]));
    if (!/^\p{Lu}/u.test(word[0]) || cues.has(folded) || word[0].length < 2) return;
    const startsSentence = i === 0 || /[.!?:;¿¡"«]\s*$/.test(before) || /\n/.test(before);
    const after = source.slice(word.index! + word[0].length, i + 1 < words.length ? words[i + 1]!.index : undefined);
    // Capitalised between a comma and the end of a clause is a name even where the word is also a common one
    // ("Bare hyggelig, Hans!"); a word in capitals is not ("I'll fix it, OK?").
    const closesClause = /^\s*,\s*$/.test(before) && /^\s*([.!?…–—:;-]|$)/u.test(after);
    if (!startsSentence && profile.base !== 'de' && closesClause && /^\p{Lu}\p{Ll}/u.test(word[0])) vocative.push(folded);
    if (profile.stop.has(folded)) return;
    const previous = i > 0 ? foldWord(words[i - 1]![0]) : '';
    // Only a word right after the cue ("Hello Aisha", "Hi, Aisha"), not the start of the next sentence.
    if (i > 0 && cues.has(previous) && /^[\s,]+$/.test(before)) addressed.push(folded);
    if (!startsSentence && profile.base !== 'de') proper.push(folded);
    // A first name may start the sentence ("Mona Berg signed it"); the surname follows it after one space.
    if (profile.base !== 'de' && previousName === i - 1 && /^ $/.test(before))
      fullNames.push([spelledOut(foldWord(words[i - 1]![0])), folded]);
    previousName = i;
  });
  return {
    addressed,
    proper,
    vocative,
    fullNames,
    spelling: new Map(words.map((w) => [spelledOut(foldWord(w[0])), w[0]])),
    words: new Set(words.map((w) => spelledOut(foldWord(w[0])))),
    streets: readStreets(source, profile.lexicon, spelledOut),
  };
}
