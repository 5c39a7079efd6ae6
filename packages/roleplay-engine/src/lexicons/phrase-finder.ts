import { ENGLISH_LEXICON } from './en.js';
import { FRENCH_LEXICON } from './fr.js';
import { SPANISH_LEXICON } from './es.js';

/**
 * Per-language phrase lexicons for the KPIs a sentiment model misjudges (DESIGN §7): an apology or
 * "I understand how frustrating" is empathy even in a neutral sentence, and a complaint about the
 * courier is negative without being empathic. Phrases are matched on whole words after folding case,
 * accents and apostrophes, so "I’m SORRY" and "desolee" still count.
 */
export const LEXICON_CATEGORIES = [
  'welcome',
  'disclaimer',
  'closing',
  'empathy',
  'probing',
  'question',
  'forbidden',
  'blame',
  'resolution',
  'verification',
] as const;
export type LexiconCategory = (typeof LEXICON_CATEGORIES)[number];
export type Lexicon = Record<LexiconCategory, readonly string[]>;

const LEXICONS: Record<string, Lexicon> = { en: ENGLISH_LEXICON, fr: FRENCH_LEXICON, es: SPANISH_LEXICON };

/** Languages with their own lexicon; any other falls back to English (the spec's fallback locale). */
export const LEXICON_LANGUAGES = Object.keys(LEXICONS);

export const baseLanguage = (language: string) => language.slice(0, 2).toLowerCase();

export function lexiconFor(language: string): Lexicon {
  return LEXICONS[baseLanguage(language)] ?? ENGLISH_LEXICON;
}

/** Lower case, no accents, apostrophes joined ("don't" → "dont"), every other mark a space. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/['’‘ʼ`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface PhraseHit {
  category: LexiconCategory;
  /** The lexicon phrase as written in the lexicon. */
  phrase: string;
}

/** Folded phrases per language, all categories in lexicon order and each category alone, built once: scoring runs on every finished session. */
interface FoldedEntry {
  category: LexiconCategory;
  phrase: string;
  key: string;
}
const folded = new Map<string, { all: FoldedEntry[]; byCategory: Map<LexiconCategory, FoldedEntry[]> }>();
function foldedLexicon(language: string) {
  const base = LEXICONS[baseLanguage(language)] ? baseLanguage(language) : 'en';
  let entry = folded.get(base);
  if (!entry) {
    const lexicon = lexiconFor(base);
    const byCategory = new Map(
      LEXICON_CATEGORIES.map((category) => [
        category,
        lexicon[category].map((phrase) => ({ category, phrase, key: ` ${foldText(phrase)} ` })).filter((e) => e.key.trim() !== ''),
      ]),
    );
    entry = { all: LEXICON_CATEGORIES.flatMap((category) => byCategory.get(category)!), byCategory };
    folded.set(base, entry);
  }
  return entry;
}

/** The phrases of `entries` and of `extra` a folded, space-padded text contains, each once, in order. */
function scan(haystack: string, entries: readonly FoldedEntry[], extra: Partial<Record<LexiconCategory, readonly string[]>>): PhraseHit[] {
  const hits: PhraseHit[] = [];
  const seen = new Set<string>();
  const consider = (category: LexiconCategory, phrase: string, key: string) => {
    // Most phrases are absent: look first, and build the duplicate check's id only for a hit.
    if (!haystack.includes(key) || key.trim() === '') return;
    const id = `${category}|${key}`;
    if (seen.has(id)) return;
    seen.add(id);
    hits.push({ category, phrase });
  };
  for (const entry of entries) consider(entry.category, entry.phrase, entry.key);
  for (const category of LEXICON_CATEGORIES)
    for (const phrase of extra[category] ?? []) consider(category, phrase, ` ${foldText(phrase)} `);
  return hits;
}

/**
 * The lexicon phrases a text contains, each once, in lexicon order. `extra` adds a tenant's own
 * phrases (its forbidden words, say) to a category.
 */
export function findPhrases(text: string, language: string, extra: Partial<Record<LexiconCategory, readonly string[]>> = {}): PhraseHit[] {
  return scan(` ${foldText(text)} `, foldedLexicon(language).all, extra);
}

/** The phrases of one category a text contains: only that category is looked for. */
export const phrasesIn = (text: string, language: string, category: LexiconCategory, extra?: readonly string[]) =>
  scan(` ${foldText(text)} `, foldedLexicon(language).byCategory.get(category) ?? [], extra ? { [category]: extra } : {}).map(
    (h) => h.phrase,
  );
