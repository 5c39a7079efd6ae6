import * as snowballModule from 'snowball-stemmers';
import * as stopwordModule from 'stopword';
import { matchingLexicon, type MatchingLexicon } from '../lexicons/matching/index.js';

/** One meaningful word of a text: its canonical stem, its weight, and whether a negation covers it. */
export interface Term {
  /** Folded surface form (typo tolerance compares these). */
  word: string;
  /** Snowball stem, or the stem of its synonym set's canonical word. */
  stem: string;
  weight: number;
  negated: boolean;
  /** Which negator of its text negates it (they are numbered in reading order). */
  negatedBy?: number;
  /** Its language writes compounds as one word, so a part of it may stand for it. */
  compounding?: boolean;
  /**
   * A negator follows it in the same sentence: "your password, keep it to yourself, don't give it to
   * anyone" negates the password it resumes, which the negator's reach forward cannot see.
   */
  negationFollows?: boolean;
  /**
   * A compound's last part, when the language's vocabulary knows it (its canonical stem), and what comes
   * before it: "rechnungsanschrift" is "rechnung" + the idea of an address.
   */
  head?: string;
  modifier?: string;
  /**
   * For a compounding language, the shortest form of the word that may end a compound: its stem, or the
   * word less an inflection the stemmer leaves ("kortet" is the "kort" that ends "bankkort").
   */
  root?: string;
  /** The word less such an inflection ("gutschreiben" → "gutschreib"). */
  uninflected?: string;
  /** The number word as written ("tre"), when a number was said in words. */
  spelt?: string;
  /** The stem of what the word denies by its prefix: "uventet" (unexpected) denies "vent" as "ikke ventet" does. */
  denies?: string;
}

export interface Analysis {
  terms: Term[];
}

/**
 * Replies are read up to this many characters: a contact-centre turn is far shorter, and the bound keeps
 * a pasted novel from costing more than a normal reply.
 */
export const MAX_READ_LENGTH = 4000;
const STEM_CACHE_LIMIT = 20_000;
/** And up to this many meaningful words: alignment compares every word with every word. */
export const MAX_TERMS = 160;

/** Lower case, accents removed, and the Nordic and German letters NFKD leaves whole written out. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øö]/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe');
}

const foldCache = new Map<string, string>();
/** fold() of one word, remembered: names and never-say checks fold every word of every reply. */
export function foldWord(word: string): string {
  let folded = foldCache.get(word);
  if (folded === undefined) {
    folded = fold(word);
    if (foldCache.size >= STEM_CACHE_LIMIT) foldCache.clear();
    foldCache.set(word, folded);
  }
  return folded;
}

/**
 * Input as the matcher reads it: bounded, compatibility-normalised (full-width digits, ligatures),
 * control and format characters (including bidi marks) replaced by spaces, typographic quotes and
 * dashes made plain.
 */
export function cleanText(text: unknown): string {
  const s = typeof text === 'string' ? text : '';
  return s
    .slice(0, MAX_READ_LENGTH)
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/gu, (c) => (c === '\n' ? '\n' : ' '))
    .replace(/[\u2018\u2019\u02bc\u00b4`]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, '-');
}

/** The CommonJS packages as whichever module system loaded this file sees them. */
const newStemmer = snowballModule.newStemmer ?? snowballModule.default!.newStemmer;
const stopwords: Record<string, string[] | undefined> = (stopwordModule.default ?? stopwordModule) as Record<string, string[] | undefined>;

export interface Profile {
  lexicon: MatchingLexicon;
  base: string;
  stem: (word: string) => string;
  stop: Set<string>;
  negators: Set<string>;
  narrowNegators: Set<string>;
  breakers: Set<string>;
  coordinators: Set<string>;
  /** Raw words and stems that only frame a key point ("say that", "ask whether"). */
  instructions: Set<string>;
  nameCues: Set<string>;
  /** Folded abbreviation → the word it stands for in a name ("rd" → "road"). */
  nameAbbreviations: Map<string, string>;
  numberWords: Map<string, number>;
  /** Stem → canonical stem of its synonym set. */
  canon: Map<string, string>;
  /** Folded single words of the synonym sets (four letters or more) → canonical stem: a compound's known heads. */
  heads: Map<string, string>;
  /** Multi-word synonyms, replaced by one canonical token before splitting. */
  phrases: RegExp | null;
  phraseTarget: Map<string, string>;
  /** The language's set phrases that negate nothing ("don't worry"), removed before reading. */
  reassurances: RegExp | null;
  untilWords: Set<string>;
  untilBeforeFigure: Set<string>;
}

/** An ending a stemmer may leave on a word that ends a compound. */
const INFLECTION = /(?:et|en|er|e|n|s)$/;
/** The shortest part of a compound that counts as a word. */
const COMPOUND_MIN_PART = 4;
/** A root shorter than this after a negative prefix is no word it denies ("under" is no "u-nder"). */
const DENIED_MIN = 5;
const profiles = new Map<string, Profile>();
const COMPOUND_HEAD_MIN = 4;

/**
 * The longest known word that ends a compound, with what precedes it less a linking "s" or "e":
 * a decompounder whose dictionary is the language's own synonym vocabulary.
 */
function splitCompound(word: string, heads: Map<string, string>): { head: string; modifier: string } | null {
  for (let i = 3; i + COMPOUND_HEAD_MIN <= word.length; i++) {
    const head = heads.get(word.slice(i));
    if (head) return { head, modifier: word.slice(0, i).replace(/[se]$/, '') };
  }
  return null;
}

/** A synonym set's canonical token: its first entry, spaces and dashes removed. */
const token = (entry: string) => fold(entry).replace(/[\s-]+/g, '');

function buildProfile(language: string): Profile {
  const { base, lexicon } = matchingLexicon(language);
  const stemmer = newStemmer(lexicon.stemmer);
  const cache = new Map<string, string>();
  const stem = (word: string) => {
    let s = cache.get(word);
    if (s === undefined) {
      s = /^\d/.test(word) ? word : fold(stemmer.stem(word));
      if (cache.size >= STEM_CACHE_LIMIT) cache.clear();
      cache.set(word, s);
    }
    return s;
  };
  const negators = new Set(lexicon.negators.map(fold));
  const keep = new Set(lexicon.keep.map(fold));
  const stop = new Set(
    [...(stopwords[lexicon.stopwords] ?? []), ...lexicon.extraStop].map(fold).filter((w) => !keep.has(w) && !negators.has(w)),
  );
  const canon = new Map<string, string>();
  const phraseTarget = new Map<string, string>();
  const groups = lexicon.forever?.length ? [...lexicon.synonyms, lexicon.forever] : lexicon.synonyms;
  for (const group of groups) {
    const canonical = stem(token(group[0]!));
    for (const entry of group) {
      const folded = fold(entry).trim();
      if (/[\s-]/.test(folded)) phraseTarget.set(folded.replace(/-/g, ' '), token(group[0]!));
      const s = stem(token(entry));
      if (!canon.has(s)) canon.set(s, canonical);
    }
  }
  // Rewrites keep their words: "back to your card" reads "refund card", so a must-not about a refund to the
  // card meets it through both of its words.
  for (const [target, ...entries] of lexicon.rewrites ?? []) {
    for (const entry of entries) phraseTarget.set(fold(entry).trim().replace(/-/g, ' '), fold(target!));
  }
  const heads = new Map<string, string>();
  if (lexicon.compounds) {
    for (const group of lexicon.synonyms) {
      for (const entry of group) {
        const folded = fold(entry).trim();
        if (!/[\s-]/.test(folded) && folded.length >= COMPOUND_HEAD_MIN) heads.set(folded, canon.get(stem(folded)) ?? stem(folded));
      }
    }
  }
  // A phrase's words may be joined by a hyphen as well ("e-post", "pin-kode"), as preparedText looks them up.
  const escaped = [...phraseTarget.keys()]
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]'));
  // Not inside a longer hyphenated word: "E-Mail-Adresse" stays one compound.
  const phrases = escaped.length ? new RegExp(`(?<![\\p{L}\\p{N}]|\\p{L}-)(?:${escaped.join('|')})(?![\\p{L}\\p{N}]|-\\p{L})`, 'gu') : null;
  const calm = (lexicon.reassurances ?? []).map((r) =>
    fold(r)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\s+/g, '\\s+'),
  );
  const reassurances = calm.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${calm.join('|')})(?![\\p{L}\\p{N}])`, 'gu') : null;
  const instructions = new Set(lexicon.instructions.flatMap((w) => [fold(w), stem(fold(w))]));
  const numberWords = new Map(Object.entries(lexicon.numberWords).map(([w, n]) => [fold(w), n]));
  return {
    lexicon,
    base,
    stem,
    stop,
    negators,
    narrowNegators: new Set((lexicon.narrowNegators ?? []).map(fold)),
    breakers: new Set(lexicon.clauseBreakers.map(fold)),
    coordinators: new Set((lexicon.coordinators ?? []).map(fold)),
    instructions,
    nameCues: new Set(lexicon.nameCues.map(fold)),
    nameAbbreviations: new Map(Object.entries(lexicon.nameAbbreviations ?? {}).map(([w, full]) => [fold(w), full])),
    numberWords,
    canon,
    heads,
    phrases,
    phraseTarget,
    reassurances,
    untilWords: new Set((lexicon.untilWords ?? []).map(fold)),
    untilBeforeFigure: new Set((lexicon.untilBeforeFigure ?? []).map(fold)),
  };
}

export function profileOf(language: string): Profile {
  const key = String(language ?? '')
    .slice(0, 2)
    .toLowerCase();
  let profile = profiles.get(key);
  if (!profile) {
    profile = buildProfile(key);
    profiles.set(key, profile);
  }
  return profile;
}

/**
 * Sentence punctuation and a spaced dash end a negation's scope; a point or comma inside a number
 * ("$54.99") and a hyphen inside a word do not.
 */
const CLAUSE_SPLIT = /[;:!?¿¡()\n"]+|[.,](?!\d)|(?<!\d)[.,]|\s-+\s/;
// An emoji ends a chat sentence as a full stop does ("Ingen binding 👍 Etter 12 måneder…").
const SENTENCE_SPLIT = /[;!?¿¡\n\p{Extended_Pictographic}]+|[.](?!\d)|(?<!\d)[.]/u;
const NEGATION_REACH = 4;
/** A preposition's object with one modifier: "sin plazo forzoso", "without any fee". */
const NARROW_REACH = 2;
const WORD = /\d+(?:[.,]\d+)*|[\p{L}\p{N}]+/gu;

/** Canonical spelling of a number token: "1,234.50" and "1.234,50" both read 1234.5. */
export function numberKey(raw: string): string {
  const m = /^(\d+(?:[.,]\d{3})*)(?:[.,](\d{1,2}))?$/.exec(raw);
  if (!m) return raw.replace(/[.,]/g, '');
  const whole = m[1]!.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '');
  const cents = m[2] ? m[2].replace(/0+$/, '') : '';
  return cents ? `${whole}.${cents}` : whole;
}

/**
 * Folded text. English contractions lose their apostrophe ("don't" → "dont", a negator); elsewhere it
 * separates an elided article or pronoun ("l'adresse", "n'avez").
 */
export function foldedWords(text: string, profile: Profile): string {
  const folded = fold(text);
  const words = profile.base === 'en' ? folded.replace(/(\p{L})'(\p{L})/gu, '$1$2') : folded.replace(/'/g, ' ');
  // "Don't worry, I'll help you" helps; "no problem, what's your password?" still asks.
  return profile.reassurances ? words.replace(profile.reassurances, ' ') : words;
}

/** Folded text with multi-word synonyms replaced by their set's token ("money back" → "refund"). */
export function preparedText(text: string, profile: Profile): string {
  const folded = foldedWords(text, profile);
  if (!profile.phrases) return folded;
  return folded.replace(profile.phrases, (p) => profile.phraseTarget.get(p.replace(/-/g, ' ')) ?? p);
}

/** A reply or answer is read as said; a key point or must-not as a trainer's instruction. */
export type TextRole = 'said' | 'instruction';

export function analyse(text: string, language: string, role: TextRole = 'said'): Analysis {
  const profile = profileOf(language);
  const terms: Term[] = [];
  let negator = 0;
  for (const sentence of preparedText(cleanText(text), profile).split(SENTENCE_SPLIT)) {
    const sentenceStart = terms.length;
    for (const clause of sentence.split(CLAUSE_SPLIT)) {
      if (!clause) continue;
      // Where the negator precedes what it negates, it reaches a few content words, not a long clause:
      // "I can't refund the fee today, I can give a credit" negates refund and fee, not credit.
      let negatedLeft = 0;
      const clauseTerms: Term[] = [];
      let clauseNegated = false;
      const words = [...clause.matchAll(WORD)].map((m) => m[0]);
      for (let at = 0; at < words.length; at++) {
        const raw = words[at]!;
        // "Einen Mietwagen übernimmt Ihr Vertrag allerdings nicht": a breaker before the clause's last word,
        // a negator, is an adverb in the clause it would end.
        const adverb = () => at + 2 === words.length && profile.negators.has(words[at + 1]!);
        // "Mobilnummer og e-post er uten betydning": two nouns joined, one clause.
        const joinsNouns = () => profile.coordinators.has(raw) && clauseTerms.length === 1 && !clauseNegated && negatedLeft === 0;
        if (profile.breakers.has(raw) && !adverb() && !joinsNouns()) {
          if (clauseNegated && profile.lexicon.negatesWholeClause) for (const t of clauseTerms) negate(t, negator);
          terms.push(...clauseTerms);
          clauseTerms.length = 0;
          negatedLeft = 0;
          clauseNegated = false;
          continue;
        }
        if (profile.narrowNegators.has(raw)) {
          negatedLeft = Math.max(negatedLeft, NARROW_REACH);
          negator++;
          continue;
        }
        if (profile.negators.has(raw)) {
          // "It didn't activate until March 4" says when it did.
          const reach = words.slice(at + 1, at + 2 + NEGATION_REACH);
          const saysWhen = (w: string, i: number) =>
            profile.untilWords.has(w) ||
            (profile.untilBeforeFigure.has(w) && words.slice(at + 2 + i, at + 4 + i).some((x) => /^\d/.test(x)));
          if (reach.some(saysWhen)) continue;
          negatedLeft = NEGATION_REACH;
          clauseNegated = true;
          negator++;
          for (let i = sentenceStart; i < terms.length; i++) terms[i]!.negationFollows = true;
          for (const t of clauseTerms) t.negationFollows = true;
          continue;
        }
        if (profile.stop.has(raw)) continue;
        const spelt = profile.numberWords.get(raw);
        const isNumber = spelt !== undefined || /^\d/.test(raw);
        const word = spelt !== undefined ? String(spelt) : isNumber ? numberKey(raw) : raw;
        const stem = isNumber ? word : profile.stem(word);
        if (role === 'instruction' && (profile.instructions.has(raw) || profile.instructions.has(stem))) continue;
        // A synonym's base form may itself end in a suffix the stemmer strips ("mobilnummer" → "mobilnumm"),
        // so an inflected form ("mobilnummeret" → "mobilnummer") is looked up once more, stemmed again.
        const canonical = profile.canon.get(stem) ?? profile.canon.get(profile.stem(stem)) ?? stem;
        const term: Term = { word, stem: canonical, weight: isNumber ? 1.5 : word.length <= 2 ? 0.5 : 1, negated: false };
        if (spelt !== undefined) term.spelt = raw;
        if (negatedLeft > 0) negate(term, negator);
        if (profile.lexicon.compounds && !isNumber) {
          term.compounding = true;
          term.uninflected = word.replace(INFLECTION, '');
          term.root = [term.uninflected, canonical].reduce(
            (a, r) => (r.length >= COMPOUND_MIN_PART && r.length < a.length && word.startsWith(r) ? r : a),
            word,
          );
          const parts = word.length >= 8 ? splitCompound(word, profile.heads) : null;
          if (parts) Object.assign(term, parts);
        }
        const prefix = profile.lexicon.negativePrefixes?.find((p) => word.startsWith(p) && word.length - p.length >= DENIED_MIN);
        if (prefix && !isNumber)
          term.denies = profile.canon.get(profile.stem(word.slice(prefix.length))) ?? profile.stem(word.slice(prefix.length));
        clauseTerms.push(term);
        if (negatedLeft > 0) negatedLeft--;
      }
      if (clauseNegated && profile.lexicon.negatesWholeClause) for (const t of clauseTerms) negate(t, negator);
      terms.push(...clauseTerms);
      if (terms.length >= MAX_TERMS) break;
    }
    if (terms.length >= MAX_TERMS) break;
  }
  return { terms: terms.slice(0, MAX_TERMS) };
}

function negate(term: Term, negator: number) {
  if (term.negated) return;
  term.negated = true;
  term.negatedBy = negator;
}

/** The clauses of an answer, each its own small idea: coaching names the first one a reply left out. */
export function clausesOf(text: string): string[] {
  return cleanText(text)
    .split(/(?<=[.!?;])\s+|,\s+(?=\p{L})/u)
    .map((c) => c.trim())
    .filter((c) => /[\p{L}\p{N}]/u.test(c));
}
