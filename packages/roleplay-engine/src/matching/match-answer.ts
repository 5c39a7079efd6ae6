import { textFeatures, type Term, type TextFeatures } from './text-features.js';

export interface MatchOptions {
  /** Minimum similarity in [0, 1]; values above 1 are read as percentages (70 → 0.7). */
  threshold: number;
  /** BCP 47 code of the use case's language (en-US, fr-FR, es-ES…). */
  language: string;
}

export interface MatchResult {
  matched: boolean;
  /** Similarity to the best recommended answer, in [0, 1]. */
  similarity: number;
  /** Index of the best recommended answer, -1 when there is none. */
  best: number;
}

/**
 * The threshold for a use case whose author set none. With β = 2 it gives precision 0.93 and
 * recall 0.92 on the labelled replies in fixtures/ (which were also used to choose both values).
 */
export const DEFAULT_MATCH_THRESHOLD = 0.5;

/** Coverage of the answer's substance counts more than how focused the reply is (β of an F-score). */
const BETA = 2;
/** A reply that says the opposite of the answer keeps this share of its similarity. */
const CONTRADICTION_FACTOR = 0.2;
/** Share of the shared substance a negated verb must carry to make the reply a contradiction. */
const VERB_CONTRADICTION_SHARE = 0.2;
const FUZZY_MIN_LENGTH = 5;
const FUZZY_MIN_SIMILARITY = 0.8;

/**
 * Trigram sets of words, remembered: building them for every pair of long words was a quarter of the
 * matcher's time, and a contact centre's vocabulary is small enough for the cache to stay warm.
 */
const gramCache = new Map<string, Set<string>>();
const GRAM_CACHE_LIMIT = 50_000;
function trigrams(word: string): Set<string> {
  let grams = gramCache.get(word);
  if (grams) return grams;
  const padded = `  ${word} `;
  grams = new Set<string>();
  for (let i = 0; i < padded.length - 2; i++) grams.add(padded.slice(i, i + 3));
  if (gramCache.size >= GRAM_CACHE_LIMIT) gramCache.clear();
  gramCache.set(word, grams);
  return grams;
}

/**
 * Dice scores of word pairs, remembered: comparing every long reply word with every long answer word
 * was the matcher's largest cost after wink itself, and the same pairs recur across replies.
 */
const diceCache = new Map<string, number>();
const DICE_CACHE_LIMIT = 200_000;

/** 1 for the same word or stem, the trigram Dice coefficient for a likely typo of a long word, else 0. */
function termSimilarity(x: Term, y: Term): number {
  if (x.word === y.word || x.stem === y.stem) return 1;
  const a = x.word;
  const b = y.word;
  if (a.length < FUZZY_MIN_LENGTH || b.length < FUZZY_MIN_LENGTH) return 0;
  // Dice ≥ 0.8 needs the shorter word's trigrams to be at least 2/3 of the longer's: skip the rest.
  if (Math.min(a.length, b.length) * 3 < Math.max(a.length, b.length) * 2) return 0;
  const key = a < b ? `${a}|${b}` : `${b}|${a}`;
  let dice = diceCache.get(key);
  if (dice === undefined) {
    const ta = trigrams(a);
    const tb = trigrams(b);
    let shared = 0;
    for (const g of ta) if (tb.has(g)) shared++;
    dice = (2 * shared) / (ta.size + tb.size);
    if (diceCache.size >= DICE_CACHE_LIMIT) diceCache.clear();
    diceCache.set(key, dice);
  }
  return dice >= FUZZY_MIN_SIMILARITY ? dice : 0;
}

/** For each term of `from`, its best counterpart in `to` (similarity and whether polarity agrees). */
function align(from: Term[], to: Term[]): { covered: number; total: number; opposed: number; opposedVerb: boolean } {
  let covered = 0;
  let total = 0;
  let opposed = 0;
  let opposedVerb = false;
  for (const term of from) {
    total += term.weight;
    let best = 0;
    let bestTerm: Term | undefined;
    for (const candidate of to) {
      const s = termSimilarity(term, candidate);
      if (s > best) {
        best = s;
        bestTerm = candidate;
      }
    }
    if (!bestTerm) continue;
    covered += term.weight * best;
    if (bestTerm.negated !== term.negated) {
      opposed += term.weight * best;
      opposedVerb ||= term.verb || bestTerm.verb;
    }
  }
  return { covered, total, opposed, opposedVerb };
}

export function similarity(reply: TextFeatures, answer: TextFeatures): number {
  if (answer.terms.length === 0 || reply.terms.length === 0) return 0;
  const toAnswer = align(answer.terms, reply.terms);
  const toReply = align(reply.terms, answer.terms);
  const coverage = toAnswer.covered / toAnswer.total;
  const focus = toReply.covered / toReply.total;
  if (coverage === 0 || focus === 0) return 0;
  const f = ((1 + BETA ** 2) * coverage * focus) / (BETA ** 2 * focus + coverage);
  // Most of what both share stands on opposite sides of a negation: the reply contradicts the answer.
  // Or a verb of the answer is negated and a fair share of what they share sits with it: "…and I will
  // not credit the $89.99" refuses the step's action however much of the rest it repeats.
  const opposedShare = toAnswer.covered > 0 ? toAnswer.opposed / toAnswer.covered : 0;
  const contradicts = opposedShare >= 0.5 || (toAnswer.opposedVerb && opposedShare >= VERB_CONTRADICTION_SHARE);
  return Math.min(1, contradicts ? f * CONTRADICTION_FACTOR : f);
}

/** Sentence punctuation (not the point of "$54.99"): it ends a negation's scope, so it decides how far "no" or "not" reaches. */
const SENTENCE_PUNCTUATION = /[;:!?¿¡]|[.,](?!\d)/;

/**
 * A reply without any punctuation (a speech transcript, a hurried chat line) is compared with the answer
 * read without its punctuation too: otherwise "no contract, and your router ships… Do you agree" in the
 * answer and the same words unpunctuated in the reply put "agree" on opposite sides of the negation and
 * the reply reads as a contradiction of the very answer it repeats.
 */
const unpunctuated = (text: string) => text.replace(/(?:[;:!?¿¡]|[.,](?!\d))+/g, ' ');

export const normaliseThreshold = (threshold: number) => Math.min(1, Math.max(0, threshold > 1 ? threshold / 100 : threshold));

/**
 * A matcher for one language that remembers the features of answers it has seen, so a step's
 * recommended answers are analysed once however many advisors reply to it.
 */
export function createAnswerMatcher(language: string, cacheSize = 5000) {
  const cache = new Map<string, TextFeatures>();
  const featuresOf = (answer: string) => {
    let features = cache.get(answer);
    if (!features) {
      features = textFeatures(answer, language);
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
      cache.set(answer, features);
    }
    return features;
  };
  return (reply: string, recommended: readonly string[], threshold: number): MatchResult => {
    const replyFeatures = textFeatures(reply, language);
    const spoken = !SENTENCE_PUNCTUATION.test(reply);
    let best = -1;
    let bestScore = 0;
    recommended.forEach((answer, i) => {
      const score = similarity(replyFeatures, featuresOf(spoken ? unpunctuated(answer) : answer));
      if (score > bestScore || best === -1) {
        best = i;
        bestScore = score;
      }
    });
    return { matched: best >= 0 && bestScore >= normaliseThreshold(threshold), similarity: bestScore, best };
  };
}

const matchers = new Map<string, ReturnType<typeof createAnswerMatcher>>();

/** matchAnswer(reply, recommended, {threshold, language}) → {matched, similarity, best} (DESIGN §7). */
export function matchAnswer(reply: string, recommended: readonly string[], options: MatchOptions): MatchResult {
  const language = options.language.slice(0, 2).toLowerCase();
  let matcher = matchers.get(language);
  if (!matcher) {
    matcher = createAnswerMatcher(language);
    matchers.set(language, matcher);
  }
  return matcher(reply, recommended, options.threshold);
}
