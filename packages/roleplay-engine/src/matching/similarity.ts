import { fold, profileOf, type Analysis, type Term } from './analyse.js';

/** How the matcher weighs what it reads; the evaluation chooses these on its tuning half only. */
export interface MatchWeights {
  /**
   * β of the F-score of coverage (how much of the answer the reply says) and focus (how much of the
   * reply is the answer): above 1, saying more than the answer costs little.
   */
  beta: number;
  /** Share of the shared substance on opposite sides of a negation that makes a reply a contradiction. */
  contradictionShare: number;
  /** How much of a must-not a reply has to say to be refused for it. */
  mustNotCoverage: number;
  /** Below this similarity a refused reply is off the topic, not merely incomplete. */
  offTopicBelow: number;
  /** Share of a key point a reply must say for the point to count as conveyed. */
  pointCoverage: number;
  /**
   * Key points a reply close enough to a recommended answer may leave out (0: every point is required):
   * the trainer's points are terse, and an answer's own words sometimes carry one the point's wording misses.
   */
  pointsForgiven: number;
  /** Trigram Dice from which two long words count as one misspelt. */
  fuzzy: number;
  /**
   * Exponent applied to the raw similarity: it places the percentage authors set as a roleplay's
   * threshold on the engine's scale (below 1 raises a partial overlap's percentage).
   */
  calibration: number;
  /**
   * How much of its weight a key point's term loses when every sibling point of the step has it too
   * (0: none). Sibling points often share their frame ("ask whether he can still reach the phone number on
   * the account" / "… the e-mail address on the account"), and what tells them apart is the word they do
   * not share; a language whose synonym sets miss those words is better served without it.
   */
  sharedFrameDiscount: number;
}

/**
 * The values the evaluation chose on its tuning half for most languages (evaluation/run-evaluation.ts);
 * `mustNotCoverage`, `offTopicBelow` and `fuzzy` are set by hand, not tuned.
 */
export const DEFAULT_MATCH_WEIGHTS: MatchWeights = {
  beta: 2,
  contradictionShare: 0.25,
  mustNotCoverage: 0.66,
  offTopicBelow: 0.2,
  fuzzy: 0.72,
  pointCoverage: 0.3,
  pointsForgiven: 1,
  calibration: 0.5,
  sharedFrameDiscount: 0,
};

/** Where the tuning half of a language chose otherwise. */
export const LANGUAGE_WEIGHTS: Readonly<Record<string, Partial<MatchWeights>>> = {
  en: { pointCoverage: 0.25 },
  es: { beta: 4, pointCoverage: 0.25 },
  de: { calibration: 0.6, pointCoverage: 0.2, beta: 4 },
  sv: { pointCoverage: 0.25 },
  fr: { pointCoverage: 0.2 },
  nb: { calibration: 0.6, pointCoverage: 0.4, beta: 4, sharedFrameDiscount: 1 },
  pt: { calibration: 0.8 },
  it: { pointCoverage: 0.3 },
};

export function weightsFor(language: string, overrides?: Partial<MatchWeights>): MatchWeights {
  const base = String(language ?? '')
    .slice(0, 2)
    .toLowerCase();
  return { ...DEFAULT_MATCH_WEIGHTS, ...LANGUAGE_WEIGHTS[base === 'no' || base === 'nn' ? 'nb' : base], ...overrides };
}

const FUZZY_MIN_LENGTH = 5;
const COMPOUND_PART = 0.8;
const gramCache = new Map<string, Set<string>>();
const diceCache = new Map<string, number>();
const CACHE_LIMIT = 100_000;

function trigrams(word: string): Set<string> {
  let grams = gramCache.get(word);
  if (grams) return grams;
  const padded = `  ${word} `;
  grams = new Set<string>();
  for (let i = 0; i < padded.length - 2; i++) grams.add(padded.slice(i, i + 3));
  if (gramCache.size >= CACHE_LIMIT) gramCache.clear();
  gramCache.set(word, grams);
  return grams;
}

function dice(a: string, b: string): number {
  const key = a < b ? `${a}|${b}` : `${b}|${a}`;
  let d = diceCache.get(key);
  if (d === undefined) {
    const ta = trigrams(a);
    const tb = trigrams(b);
    let shared = 0;
    for (const g of ta) if (tb.has(g)) shared++;
    d = (2 * shared) / (ta.size + tb.size);
    if (diceCache.size >= CACHE_LIMIT) diceCache.clear();
    diceCache.set(key, d);
  }
  return d;
}

/** 1 for the same stem (or synonym set), the trigram Dice of a likely typo of a long word, else 0. */
function termSimilarity(x: Term, y: Term, fuzzy: number): number {
  if (x.stem === y.stem || x.word === y.word) return 1;
  const a = x.word;
  const b = y.word;
  if (x.compounding && y.compounding) {
    const part = compoundPart(x, y);
    if (part > 0) return part;
  }
  if (a.length < FUZZY_MIN_LENGTH || b.length < FUZZY_MIN_LENGTH || /^\d/.test(a) || /^\d/.test(b)) return 0;
  // One part of a compound ("adress" in "faktureringsadress", "erstattung" in "ruckerstattung").
  const [short, long] = a.length <= b.length ? [x, y] : [y, x];
  if (long.word.length > short.word.length + 2 && (long.word.startsWith(short.word) || long.word.endsWith(short.word)))
    return COMPOUND_PART;
  if (Math.min(a.length, b.length) * 3 < Math.max(a.length, b.length) * 2) return 0;
  const d = dice(a, b);
  return d >= fuzzy ? d : 0;
}

const COMPOUND_MIN_PART = 4;
/**
 * Where a language writes compounds as one word, a shorter word of four letters or more is a part of a
 * longer one when it begins it ("mail" in "mailadresse") or its stem ends it ("nummer" in "kundenummeret",
 * whose inflection follows the head).
 */
function compoundPart(x: Term, y: Term): number {
  // Two compounds with the same first part and synonymous last parts ("rechnungsadresse", "rechnungsanschrift").
  if (x.head && x.head === y.head && x.modifier === y.modifier) return 1;
  const [short, long] = x.word.length <= y.word.length ? [x, y] : [y, x];
  if (short.word.length < COMPOUND_MIN_PART || /^\d/.test(short.word)) return 0;
  const root = short.root ?? short.word;
  if (long.word.length < root.length + 3) return 0;
  // The head's own inflection ends the compound: "gutschreiben" ends with the "schreib" of "schreibe".
  const uninflected = long.uninflected ?? long.word;
  if (long.word.startsWith(short.word) || long.word.endsWith(short.word) || long.stem.endsWith(root) || uninflected.endsWith(root))
    return COMPOUND_PART;
  return 0;
}

export interface Alignment {
  /** Weighted share of `from` found in `to`, in [0, 1]. */
  coverage: number;
  /** Weighted share of what was found whose negation differs. */
  opposedShare: number;
}

/**
 * "Du ikke ventet deg" says the "uventede" of the answer: a negated root and a word that denies it by its
 * prefix are the same idea with the same polarity.
 */
export const denial = (a: Term, b: Term) =>
  (a.denies !== undefined && b.negated && a.denies === b.stem) || (b.denies !== undefined && a.negated && b.denies === a.stem);

export function align(from: Term[], to: Term[], fuzzy: number): Alignment {
  let covered = 0;
  let total = 0;
  let opposed = 0;
  for (const term of from) {
    total += term.weight;
    const mine = term.negated;
    let best = 0;
    let bestTerm: Term | undefined;
    let theirs = false;
    for (const candidate of to) {
      if (denial(term, candidate)) {
        best = 1;
        bestTerm = candidate;
        theirs = mine;
        break;
      }
      const s = termSimilarity(term, candidate, fuzzy);
      const other = candidate.negated;
      // Prefer a counterpart of the same polarity when the reply has both ("not now, but today").
      if (s > best || (s === best && s > 0 && bestTerm && theirs !== mine && other === mine)) {
        best = s;
        bestTerm = candidate;
        theirs = other;
      }
    }
    if (!bestTerm) continue;
    covered += term.weight * best;
    if (theirs !== mine && !(term.negated ? bestTerm : term).negationFollows) opposed += term.weight * best;
  }
  return { coverage: total > 0 ? covered / total : 0, opposedShare: covered > 0 ? opposed / covered : 0 };
}

const antonymCache = new Map<string, Map<string, Set<string>>>();

function antonyms(language: string): Map<string, Set<string>> {
  const key = String(language ?? '')
    .slice(0, 2)
    .toLowerCase();
  let map = antonymCache.get(key);
  if (!map) {
    const profile = profileOf(key);
    const stemOf = (w: string) => {
      const s = profile.stem(fold(w).replace(/[\s-]+/g, ''));
      return profile.canon.get(s) ?? s;
    };
    map = new Map();
    for (const [a, b] of profile.lexicon.antonyms) {
      const sa = stemOf(a);
      const sb = stemOf(b);
      if (sa === sb) continue;
      if (!map.has(sa)) map.set(sa, new Set());
      if (!map.has(sb)) map.set(sb, new Set());
      map.get(sa)!.add(sb);
      map.get(sb)!.add(sa);
    }
    antonymCache.set(key, map);
  }
  return map;
}

/**
 * The reply says the opposite of the answer without a plain negation: it affirms a word whose opposite
 * the answer affirms ("we'll charge the fee" where the answer waives it), and not the answer's word.
 */
export function antonymClash(reply: Term[], answer: Term[], language: string): boolean {
  const map = antonyms(language);
  const answerStems = new Set(answer.filter((t) => !t.negated).map((t) => t.stem));
  const replyStems = new Set(reply.filter((t) => !t.negated).map((t) => t.stem));
  for (const stem of answerStems) {
    const opposite = map.get(stem);
    if (!opposite || replyStems.has(stem)) continue;
    for (const o of opposite) if (replyStems.has(o) && !answerStems.has(o)) return true;
  }
  return false;
}

export interface Comparison {
  score: number;
  coverage: number;
  contradicts: boolean;
}

export function compare(reply: Analysis, answer: Analysis, language: string, w: MatchWeights): Comparison {
  if (answer.terms.length === 0 || reply.terms.length === 0) return { score: 0, coverage: 0, contradicts: false };
  const toAnswer = align(answer.terms, reply.terms, w.fuzzy);
  const toReply = align(reply.terms, answer.terms, w.fuzzy);
  const coverage = toAnswer.coverage;
  const focus = toReply.coverage;
  if (coverage === 0 || focus === 0) return { score: 0, coverage, contradicts: false };
  const b2 = w.beta ** 2;
  const f = ((1 + b2) * coverage * focus) / (b2 * focus + coverage);
  const contradicts = toAnswer.opposedShare >= w.contradictionShare || antonymClash(reply.terms, answer.terms, language);
  return { score: Math.min(1, f), coverage, contradicts };
}
