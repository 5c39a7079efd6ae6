import type { Locale } from '@switchboard/contracts';

/** Words per passage: long enough to hold an answer with its context, short enough to point at it. */
export const PASSAGE_WORDS = { target: 90, max: 140 } as const;

/**
 * Cuts a source's text into passages at sentence ends, each about PASSAGE_WORDS.target words (a
 * sentence longer than `max` is cut at `max` words). Every word of the text lands in exactly one
 * passage, in order.
 */
export function cutPassages(text: string): string[] {
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?…。！？])\s+/u)
    .filter((s) => s.length > 0);
  const passages: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) passages.push(current.join(' '));
    current = [];
  };
  for (const sentence of sentences) {
    const words = sentence.split(' ');
    for (let i = 0; i < words.length; i += PASSAGE_WORDS.max) {
      const piece = words.slice(i, i + PASSAGE_WORDS.max);
      if (current.length + piece.length > PASSAGE_WORDS.max) flush();
      current.push(...piece);
      if (current.length >= PASSAGE_WORDS.target) flush();
    }
  }
  flush();
  return passages;
}

/** Frequent function words of each language, enough to tell a paragraph's language apart. */
const MARKERS: Record<string, readonly string[]> = {
  'en-US': ['the', 'and', 'is', 'are', 'to', 'of', 'you', 'your', 'with', 'for', 'will', 'this', 'be', 'we'],
  'fr-FR': ['le', 'la', 'les', 'et', 'est', 'des', 'vous', 'votre', 'pour', 'une', 'dans', 'nous', 'sont', 'du'],
  'es-ES': ['el', 'la', 'los', 'las', 'y', 'es', 'de', 'para', 'usted', 'su', 'una', 'con', 'que', 'del'],
  'pt-BR': ['o', 'os', 'as', 'e', 'é', 'do', 'da', 'para', 'você', 'seu', 'sua', 'uma', 'com', 'não'],
  'it-IT': ['il', 'lo', 'gli', 'e', 'è', 'di', 'per', 'una', 'con', 'che', 'sono', 'della', 'non', 'del'],
  'de-DE': ['der', 'die', 'das', 'und', 'ist', 'sie', 'ihr', 'ihre', 'mit', 'für', 'nicht', 'ein', 'eine', 'wir'],
  'sv-SE': ['och', 'är', 'att', 'det', 'en', 'ett', 'för', 'med', 'inte', 'du', 'din', 'vi', 'som', 'på'],
  'nb-NO': ['og', 'er', 'å', 'det', 'en', 'et', 'for', 'med', 'ikke', 'du', 'din', 'vi', 'som', 'på'],
};

/**
 * The product language a text is most likely written in, by its function words; `fallback` when none
 * stands out (short or mixed texts). Announcements carry no language of their own.
 */
export function guessLanguage(text: string, fallback: Locale): Locale {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best: { language: string; hits: number } = { language: fallback, hits: 0 };
  for (const [language, markers] of Object.entries(MARKERS)) {
    const set = new Set(markers);
    const hits = words.filter((w) => set.has(w)).length;
    if (hits > best.hits) best = { language, hits };
  }
  return best.hits >= 2 ? (best.language as Locale) : fallback;
}
