import { DE } from './de.js';
import { EN } from './en.js';
import { ES } from './es.js';
import { FR } from './fr.js';
import { IT } from './it.js';
import { NB } from './nb.js';
import { PT } from './pt.js';
import { SV } from './sv.js';
import type { MatchingLexicon } from './types.js';

export type { MatchingLexicon } from './types.js';

const BY_BASE: Record<string, MatchingLexicon> = { en: EN, fr: FR, es: ES, pt: PT, nb: NB, no: NB, nn: NB, it: IT, sv: SV, de: DE };

/** The lexicon of a BCP 47 code's language; English for any language the product does not offer. */
export function matchingLexicon(language: string): { base: string; lexicon: MatchingLexicon } {
  const base = String(language ?? '')
    .slice(0, 2)
    .toLowerCase();
  const lexicon = BY_BASE[base];
  return lexicon ? { base: base === 'no' || base === 'nn' ? 'nb' : base, lexicon } : { base: 'en', lexicon: EN };
}
