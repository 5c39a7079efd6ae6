import { analyse, clausesOf, cleanText, fold, type Analysis, type Term, type TextRole } from './analyse.js';
import { conflictingFact, sameFact } from './fact-conflicts.js';
import { conflictingCount } from './counts.js';
import { extractFacts, factSpans, type Fact, type FactKind } from './facts.js';
import { readNames, type Names } from './names.js';
import { detectBehaviour } from '../persona/behaviour.js';
import {
  askedSecret,
  isAskMustNot,
  isBlameMustNot,
  namesAmount,
  namesSecret,
  passwordLikeWords,
  pronounBreaks,
  requestSentences,
} from './never-say.js';
import { align, antonymClash, compare, DEFAULT_MATCH_WEIGHTS, denial, weightsFor, type MatchWeights } from './similarity.js';

export { DEFAULT_MATCH_WEIGHTS, type MatchWeights } from './similarity.js';
export type { FactKind } from './facts.js';

export interface MatchOptions {
  /** Minimum similarity in [0, 1]; values above 1 are read as percentages (70 → 0.7). Default DEFAULT_MATCH_THRESHOLD. */
  threshold?: number;
  /** BCP 47 code of the roleplay's language (en-US, fr-FR, es-419…). */
  language: string;
  /** The ideas a reply must convey, each judged on its own. */
  keyPoints?: readonly string[];
  /** What fails the step whatever else the reply says. */
  mustNot?: readonly string[];
  /** The tenant's additions to the never-say list, applied like mustNot. */
  neverSay?: readonly string[];
  /**
   * What the customer said or holds (their lines, their facts): values a reply may state besides the
   * answers' own, and against which a stated value must agree.
   */
  context?: readonly string[];
  /**
   * What the advisor was briefed on about the customer's situation. A count in it ("locked after five
   * failed attempts") is the reference for a count a reply gives of the same thing; its other values tell
   * what happened (a charge last month, four days of waiting) and are no reference for what an advisor says.
   */
  situation?: readonly string[];
  /** The customer's name as the advisor knows it: a reply that calls them by another is a wrong name. */
  customerName?: string;
  /** The evaluation's tuning only. */
  weights?: Partial<MatchWeights>;
}

/** Why a reply was refused, for the trainee: what was missing or wrong. */
export type MatchReason =
  | { code: 'missing_point'; point: string }
  | { code: 'wrong_fact'; kind: FactKind; expected: string; given: string }
  | { code: 'prohibited'; what: string; source: 'built-in' | 'step' | 'tenant' }
  | { code: 'contradiction'; point: string }
  | { code: 'off_topic' };
export type MatchReasonCode = MatchReason['code'];

export interface MatchResult {
  matched: boolean;
  /** Similarity to the best recommended answer (or the key points, when they convey more), in [0, 1]. */
  similarity: number;
  /** Index of the best recommended answer, -1 when there is none. */
  best: number;
  /** Empty when the reply matched; otherwise the reasons, most serious first. */
  reasons: MatchReason[];
}

/** The threshold of a roleplay whose author set none. */
export const DEFAULT_MATCH_THRESHOLD = 0.6;

export const normaliseThreshold = (threshold: number | undefined) => {
  if (typeof threshold !== 'number' || !Number.isFinite(threshold)) return DEFAULT_MATCH_THRESHOLD;
  return Math.min(1, Math.max(0, threshold > 1 ? threshold / 100 : threshold));
};

/**
 * A transcript without any sentence punctuation is compared with the answer read without its own, so
 * that a negation's scope ends in the same place in both. A chat reply that ends its sentences with an
 * emoji or a line break is written, not spoken: its sentences end where it shows them.
 */
const SENTENCE_PUNCTUATION = /[;:!?¿¡\n\p{Extended_Pictographic}]|[.,](?!\d)/u;
const unpunctuated = (text: string) => text.replace(/(?:[;:!?¿¡]|[.,](?!\d))+/g, ' ');

interface Expected {
  analysis: Analysis;
  facts: Fact[];
  names: Names;
  /**
   * A text that states an amount, read without its values: what is to be done with the money ("credit …
   * back to the account"), which the amount alone does not say.
   */
  action?: Analysis;
  /** A key point that states values, read without them: the rest of what it asks for. */
  bare?: Analysis;
}

function withoutValues(text: string, language: string): string {
  const folded = fold(cleanText(text));
  const spans = factSpans(text, language).sort((a, b) => b.start - a.start);
  let rest = folded;
  for (const s of spans) rest = `${rest.slice(0, s.start)} ${rest.slice(s.end)}`;
  return rest;
}

/**
 * A matcher for one language that remembers what it read of answers, key points and must-nots, so a
 * step's texts are analysed once however many advisors reply to it.
 */
export function createAnswerMatcher(language: string, cacheSize = 5000) {
  const cache = new Map<string, Expected>();
  const expected = (text: string, role: TextRole = 'said'): Expected => {
    const key = `${role}\u0000${text}`;
    let e = cache.get(key);
    if (!e) {
      const facts = extractFacts(text, language);
      e = { analysis: analyse(text, language, role), facts, names: readNames(text, language) };
      if (role === 'instruction' && facts.length > 0) {
        e.bare = analyse(withoutValues(text, language), language, role);
        if (facts.some((f) => f.kind === 'amount')) e.action = e.bare;
      }
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
      cache.set(key, e);
    }
    return e;
  };

  // A must-not's own terms depend on the step, not on the reply: worked out once per step.
  const owns = new Map<string, Term[]>();
  const ownTerms = (item: string, terms: Term[], answers: string[], context: readonly string[] | undefined, shared: () => Term[][]) => {
    const key = `${item}\u0000${answers.join('\u0001')}\u0000${(context ?? []).join('\u0001')}`;
    let own = owns.get(key);
    if (!own) {
      const texts = shared();
      own = terms.filter((term) => !texts.some((a) => align([term], a, DEFAULT_MATCH_WEIGHTS.fuzzy).coverage > 0));
      if (owns.size >= cacheSize) owns.delete(owns.keys().next().value!);
      owns.set(key, own);
    }
    return own;
  };

  // A key point's terms reweighed by how many sibling points share them (see sharedFrameDiscount).
  const distinct = new Map<string, Term[][]>();
  const distinctiveTerms = (points: string[], read: (text: string) => Expected, discount: number, spoken: boolean): Term[][] => {
    const terms = points.map((point) => read(point).analysis.terms);
    if (terms.length < 2 || discount === 0) return terms;
    const key = `${discount}\u0000${spoken}\u0000${points.join('\u0001')}`;
    let found = distinct.get(key);
    if (!found) {
      found = terms.map((own, i) => {
        const others = terms.filter((_, j) => j !== i);
        const reweighed = own.map((term) => {
          const sharing = others.filter((other) => align([term], other, DEFAULT_MATCH_WEIGHTS.fuzzy).coverage > 0).length;
          return sharing === 0 ? term : { ...term, weight: term.weight * (1 - discount * (sharing / others.length)) };
        });
        // A point made only of words its siblings share (a repeated point) keeps its own weights.
        return reweighed.some((term) => term.weight > 0) ? reweighed : own;
      });
      if (distinct.size >= cacheSize) distinct.delete(distinct.keys().next().value!);
      distinct.set(key, found);
    }
    return found;
  };

  return (
    rawReply: string,
    recommended: readonly string[],
    threshold?: number,
    options: Omit<MatchOptions, 'language' | 'threshold'> = {},
  ): MatchResult => {
    const reply = cleanText(rawReply);
    const answers = Array.isArray(recommended) ? recommended.filter((a): a is string => typeof a === 'string') : [];
    const points = (options.keyPoints ?? []).filter((p) => typeof p === 'string' && p.trim());
    const w = weightsFor(language, options.weights);
    const t = normaliseThreshold(threshold);
    const spoken = !SENTENCE_PUNCTUATION.test(reply);
    const read = (text: string, role: TextRole = 'said') => expected(spoken ? unpunctuated(text) : text, role);
    const mine = explainDenials(analyse(reply, language), [...answers.map((a) => read(a)), ...points.map((p) => read(p, 'instruction'))]);

    let best = -1;
    let bestScore = 0;
    let bestContradicts = false;
    answers.forEach((answer, i) => {
      const c = compare(mine, read(answer).analysis, language, w);
      const score = c.contradicts ? c.score * 0.2 : c.score;
      if (best === -1 || score > bestScore) {
        best = i;
        bestScore = score;
        bestContradicts = c.contradicts;
      }
    });

    // Each key point on its own: how much of it the reply says, and whether it says the opposite.
    // A short point has few words, so one negated word is already a large share of it: a point is
    // contradicted only when most of what the reply shares with it is on the other side of a negation.
    const replyFacts = extractFacts(reply, language);
    const pointTerms = distinctiveTerms(points, (point) => read(point, 'instruction'), w.sharedFrameDiscount, spoken);
    const pointCoverage = points.map((point, i) => {
      const e = read(point, 'instruction');
      const a = align(pointTerms[i]!, mine.terms, w.fuzzy);
      // A point about money is conveyed only with what is done with it: "the $89.99 will be looked at"
      // names the amount and never credits it.
      const action = e.action && e.action.terms.length > 0 ? align(e.action.terms, mine.terms, w.fuzzy).coverage : 1;
      return {
        point,
        coverage: Math.min(Math.max(a.coverage, valuesConveyed(e, mine, replyFacts, w)), action),
        contradicts:
          a.coverage > 0 && (a.opposedShare >= Math.max(0.5, w.contradictionShare) || antonymClash(mine.terms, e.analysis.terms, language)),
        statesValue: e.facts.length > 0,
      };
    });
    const allPoints = pointCoverage.length > 0 && pointCoverage.every((p) => p.coverage >= w.pointCoverage && !p.contradicts);
    // The calibration was chosen on steps with key points, where it only decides when an answer's words
    // may stand in for a point; a step without key points keeps the plain score.
    const answerScore = points.length > 0 ? bestScore ** w.calibration : bestScore;
    // Where the trainer wrote key points, they are what the step asks for: conveying all of them meets
    // the threshold whatever the wording, and leaving one out falls short unless the reply is close to a
    // recommended answer (whose words may carry the point the terse point missed). The share of points
    // conveyed is what coaching reports; a reply that falls short stays below the threshold.
    // A point that states a value (the amount credited, the date it takes effect) is the substance of
    // the step, never one an answer's wording may stand in for.
    const isConveyed = (p: (typeof pointCoverage)[number]) => p.coverage >= w.pointCoverage && !p.contradicts;
    const conveyed = pointCoverage.filter(isConveyed).length;
    const valueMissing = pointCoverage.some((p) => p.statesValue && !isConveyed(p));
    const enough =
      allPoints ||
      (answerScore >= t && !valueMissing && !pointCoverage.some((p) => p.contradicts) && conveyed >= points.length - w.pointsForgiven);
    const similarity = Math.max(
      0,
      Math.min(1, points.length === 0 ? answerScore : enough ? Math.max(answerScore, t) : Math.min(answerScore, t * 0.99)),
    );

    const reasons: MatchReason[] = [];
    const secret = askedSecret(reply, language);
    if (secret) reasons.push({ code: 'prohibited', what: secret, source: 'built-in' });
    let requests: Analysis[] | undefined;
    let blames: boolean | undefined;
    const stated = [...answers, ...points].map((text) => expected(text));
    const readAll = (texts: readonly string[] | undefined) =>
      (texts ?? []).filter((c): c is string => typeof c === 'string').map((c) => expected(c));
    const known = readAll(options.context);
    // An amount nobody in the roleplay states ("you'll get around $3,000") is a promise of money.
    const held = [...stated, ...known].flatMap((e) => e.facts).filter((f) => f.kind === 'amount');
    const strayAmount = replyFacts.some((f) => f.kind === 'amount' && !held.some((h) => h.key === f.key));
    // A password written out that no answer holds ("sign in with Temp4417!", the customer's old one tried);
    // read only for a must-not that names a secret without asking for it.
    let writesPassword: boolean | undefined;
    const forbidden = (items: readonly string[] | undefined, source: 'step' | 'tenant') => {
      for (const item of items ?? []) {
        if (typeof item !== 'string' || !item.trim()) continue;
        const terms = read(item, 'instruction').analysis.terms;
        // What the must-not adds to the answers and to what the customer said is its substance: "promise to
        // refund all future roaming charges" shares the refund, the charge and the roaming with the answer
        // and the customer's complaint, and is broken only by a reply that also speaks of the future.
        const own = ownTerms(item, terms, answers, options.context, () => [
          ...answers.map((answer) => read(answer).analysis.terms),
          ...known.map((k) => k.analysis.terms),
        ]);
        // "Ask for the password" is broken by asking for it, not by "keep your password to yourself".
        const said = isAskMustNot(item, language)
          ? (requests ??= requestSentences(reply, language).map((s) => analyse(s, language)))
          : [mine];
        // "Blame the customer" is broken by blaming them in any words ("that's on you for not reading…").
        const breaks =
          (strayAmount && namesAmount(item, language)) ||
          (namesSecret(item, language) &&
            !isAskMustNot(item, language) &&
            (writesPassword ??= passwordLikeWords(reply).some((word) => !answers.some((answer) => answer.includes(word))))) ||
          (isBlameMustNot(item, language) && (blames ??= detectBehaviour(reply, language).behaviour === 'blame')) ||
          pronounBreaks(reply, item, language, options.context ?? []) ||
          said.some((s) => {
            const a = align(terms, s.terms, w.fuzzy);
            return (
              a.coverage >= w.mustNotCoverage && a.opposedShare < 0.5 && (own.length === 0 || align(own, s.terms, w.fuzzy).coverage > 0)
            );
          });
        if (breaks) {
          reasons.push({ code: 'prohibited', what: item, source });
          return;
        }
      }
    };
    forbidden(options.mustNot, 'step');
    forbidden(options.neverSay, 'tenant');

    const conflict = conflictingFact(
      replyFacts,
      readNames(reply, language),
      stated.flatMap((e) => e.facts),
      stated.map((e) => e.names),
      known.flatMap((e) => e.facts),
      known.map((e) => e.names),
      options.customerName,
    );
    if (conflict) reasons.push({ code: 'wrong_fact', ...conflict });
    else {
      const miscount = conflictingCount(
        mine,
        stated.map((e) => e.analysis),
        [...known, ...readAll(options.situation)].map((e) => e.analysis),
        w.fuzzy,
      );
      if (miscount) reasons.push({ code: 'wrong_fact', kind: 'number', ...miscount });
    }

    const contradicted = pointCoverage.find((p) => p.contradicts);
    if (contradicted) reasons.push({ code: 'contradiction', point: contradicted.point });
    else if (bestContradicts && !allPoints) reasons.push({ code: 'contradiction', point: answers[best] ?? '' });

    const passes = similarity >= t;
    if (!passes && reasons.length === 0) {
      const nearest = Math.max(answerScore, ...pointCoverage.map((p) => p.coverage));
      if (nearest < w.offTopicBelow) reasons.push({ code: 'off_topic' });
      else {
        // Coaching names the first point left out; a point whose value the reply never stated counts as left
        // out ("I have refunded it" lacks the amount).
        const replyKeys = new Set(replyFacts.map((f) => f.key));
        const valueUnsaid = (point: string) => read(point, 'instruction').facts.some((f) => !replyKeys.has(f.key));
        const unsaid = pointCoverage.find((p) => p.coverage < w.pointCoverage || (p.statesValue && valueUnsaid(p.point)));
        reasons.push({ code: 'missing_point', point: unsaid?.point ?? missingPoint(pointCoverage, answers[best], read, mine, w) });
      }
    }
    return { matched: passes && reasons.length === 0, similarity, best, reasons };
  };
}

/**
 * How much of a point a reply conveys that states each of its values, whatever the words ("innen et døgn"
 * for "innen 24 timer", "kvart over ni" for "9:15"): each value counts as one number word said, the rest of
 * the point is judged on its own words. 0 when a value is missing.
 */
function valuesConveyed(e: Expected, reply: Analysis, replyFacts: Fact[], w: MatchWeights): number {
  if (!e.bare || !e.facts.every((f) => replyFacts.some((r) => sameFact(f, r)))) return 0;
  const weightOf = (terms: Term[]) => terms.reduce((sum, t) => sum + t.weight, 0);
  const rest = weightOf(e.bare.terms);
  const values = e.facts.length * VALUE_WEIGHT;
  return (align(e.bare.terms, reply.terms, w.fuzzy).coverage * rest + values) / (rest + values);
}
const VALUE_WEIGHT = 1.5;

/**
 * A reply's negation that says what a step's text says with a negative prefix ("en belastning du ikke
 * ventet deg" for "den uventede belastningen") negates only the word the prefix denies: the charge its
 * clause also holds stays affirmed, against every answer and point of the step.
 */
function explainDenials(reply: Analysis, expected: Expected[]): Analysis {
  const deniers = expected.flatMap((e) => e.analysis.terms.filter((t) => t.denies));
  if (deniers.length === 0) return reply;
  const explained = new Set(
    reply.terms.filter((t) => t.negatedBy !== undefined && deniers.some((d) => denial(d, t))).map((t) => t.negatedBy!),
  );
  if (explained.size === 0) return reply;
  return {
    terms: reply.terms.map((t) =>
      t.negatedBy !== undefined && explained.has(t.negatedBy) && !deniers.some((d) => denial(d, t))
        ? { ...t, negated: false, negatedBy: undefined }
        : t,
    ),
  };
}

/** The first key point the reply left out; without key points, the first clause of the closest answer it did. */
function missingPoint(
  points: { point: string; coverage: number }[],
  answer: string | undefined,
  read: (text: string) => Expected,
  reply: Analysis,
  w: MatchWeights,
): string {
  const t = w.pointCoverage;
  const missing = points.find((p) => p.coverage < t);
  if (missing) return missing.point;
  if (!answer) return '';
  const clauses = clausesOf(answer).map((clause) => ({
    clause,
    coverage: align(read(clause).analysis.terms, reply.terms, w.fuzzy).coverage,
  }));
  const gap = clauses.find((c) => c.coverage < t) ?? clauses.reduce((a, b) => (b.coverage < a.coverage ? b : a), clauses[0]!);
  return gap?.clause ?? answer;
}

/** How far around the threshold a reply's similarity may fall for an outside judge (an LLM) to decide it. */
export const JUDGE_BAND = 0.1;

/**
 * Whether an outside judge may decide this result: its similarity is near the threshold and nothing
 * but wording is in doubt (a secret asked for, a wrong value or a must-not is never for a judge to excuse).
 */
export function inJudgeBand(result: MatchResult, threshold?: number, band = JUDGE_BAND): boolean {
  const t = normaliseThreshold(threshold);
  const blocked = result.reasons.some((r) => r.code === 'prohibited' || r.code === 'wrong_fact');
  return !blocked && Math.abs(result.similarity - t) < band;
}

const matchers = new Map<string, ReturnType<typeof createAnswerMatcher>>();

/**
 * matchAnswer(reply, recommended, { language, threshold?, keyPoints?, mustNot?, neverSay? }) →
 * { matched, similarity, best, reasons }. Never throws: any text gives a result.
 */
export function matchAnswer(reply: string, recommended: readonly string[], options: MatchOptions): MatchResult {
  const language = String(options?.language ?? 'en')
    .slice(0, 2)
    .toLowerCase();
  let matcher = matchers.get(language);
  if (!matcher) {
    matcher = createAnswerMatcher(language);
    matchers.set(language, matcher);
  }
  try {
    return matcher(reply, recommended, options?.threshold, options ?? {});
  } catch {
    // A defect in reading must cost the advisor one retry, never the session: refuse, and say nothing specific.
    return {
      matched: false,
      similarity: 0,
      best: Array.isArray(recommended) && recommended.length > 0 ? 0 : -1,
      reasons: [{ code: 'off_topic' }],
    };
  }
}
