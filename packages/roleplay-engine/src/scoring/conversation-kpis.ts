import { phrasesIn } from '../lexicons/phrase-finder.js';
import { detectBehaviour } from '../persona/behaviour.js';
import { REVERSED_KPIS, type KpiKey } from './kpi-config.js';
import type { AdvisorUtterance, Evidence, EvidenceCode, KpiResult, KpiUnit, ScoringOptions } from './types.js';
import { typosIn } from './typing-accuracy.js';

/**
 * KPIs measured on what the advisor said and when, the same for scripted and unscripted sessions:
 * AHT, idle time, dead air, rate of speech, typing speed and accuracy, empathy, probing, forbidden words.
 */

export const SCORING_DEFAULTS = {
  ahtTargetMs: 300_000,
  idleTargetMs: 60_000,
  deadAirThresholdMs: 5_000,
  empathyTarget: 2,
  probingTarget: 2,
  typingSpeedTargetWpm: 40,
  /** Words per minute that earn the full rate-of-speech score, and where it falls to 0. */
  speechIdealWpm: [120, 160] as const,
  speechZeroWpm: [60, 220] as const,
  /** Dead air taking this share of the handle time scores 0. */
  deadAirZeroShare: 0.25,
} as const;

export const round = (n: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round((Number.isFinite(n) ? n : 0) * f) / f;
};
export const clamp = (n: number, lo = 0, hi = 100) => Math.min(hi, Math.max(lo, Number.isFinite(n) ? n : lo));

/** A KPI before weights and bands are known (the report adds them). */
export function kpi(key: KpiKey, applicable: boolean, value: number, unit: KpiUnit, percent: number, evidence: Evidence[]): KpiResult {
  const p = round(clamp(percent));
  return {
    kpi: key,
    applicable,
    value: round(value),
    unit,
    percent: p,
    contribution: REVERSED_KPIS.includes(key) ? round(100 - p) : p,
    weight: 0,
    band: null,
    evidence,
  };
}

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const seconds = (ms: number) => round(ms / 1000, 1);
const clock = (ms: number) => {
  const s = Math.round(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
};
const measure = (code: EvidenceCode, values: Evidence['values'] = {}): Evidence => ({
  turn: null,
  stepId: null,
  phrase: null,
  code,
  values,
});

/** Handled within the target: 100; slower falls linearly to 0 at twice the target. */
export function ahtKpi(handleTimeMs: number, options: ScoringOptions): KpiResult {
  const target = options.ahtTargetMs ?? SCORING_DEFAULTS.ahtTargetMs;
  const ratio = target > 0 ? handleTimeMs / target : 0;
  const score = ratio <= 1 ? 100 : 100 * (2 - ratio);
  const result = kpi('aht_score', true, ratio * 100, 'percent', score, [
    measure('aht_measured', { duration: clock(handleTimeMs), target: clock(target) }),
  ]);
  return result;
}

const idleBeforeReply = (u: AdvisorUtterance): Evidence => ({
  turn: u.turn,
  stepId: u.stepId,
  phrase: null,
  code: 'idle_before_reply',
  values: { seconds: seconds(u.idleMs ?? 0) },
});

/**
 * Idle time per reply, against the batch's threshold (reversed: lower is better): the share of replies
 * the advisor was idle longer than the threshold before sending. One long pause in a long chat is one
 * slow reply, not a whole session over its allowance. A server-measured total without per-reply
 * figures is held against the threshold once per reply.
 */
export function idleKpi(
  utterances: readonly AdvisorUtterance[],
  options: ScoringOptions,
): { result: KpiResult; idleMs: number; targetMs: number } {
  const targetMs = options.idleTargetMs ?? SCORING_DEFAULTS.idleTargetMs;
  const timed = utterances.filter((u) => u.idleMs !== null);
  const idleMs = options.idleTimeMs ?? timed.reduce((sum, u) => sum + (u.idleMs ?? 0), 0);
  const over = timed.filter((u) => (u.idleMs ?? 0) > targetMs);
  let percent: number;
  if (timed.length > 0) percent = (100 * over.length) / timed.length;
  else {
    const allowance = targetMs * Math.max(1, utterances.length);
    percent = allowance > 0 ? (100 * idleMs) / allowance : idleMs > 0 ? 100 : 0;
  }
  const evidence = [
    measure('idle_total', { seconds: seconds(idleMs), allowed: seconds(targetMs) }),
    ...over.slice(0, 3).map((u) => ({
      ...idleBeforeReply(u),
      code: 'idle_over_threshold' as const,
      values: { seconds: seconds(u.idleMs ?? 0), allowed: seconds(targetMs) },
    })),
  ];
  // Without any idle figure (an old client, a test) idleness was not measured: it must not earn full marks.
  const measured = options.idleTimeMs !== undefined || timed.length > 0;
  return { result: kpi('idle_time', measured, clamp(percent), 'percent', percent, evidence), idleMs, targetMs };
}

/** Voice only: pauses of at least the threshold are dead air; 25% of the handle time in dead air scores 0. */
export function deadAirKpi(utterances: readonly AdvisorUtterance[], handleTimeMs: number, options: ScoringOptions) {
  const threshold = options.deadAirThresholdMs ?? SCORING_DEFAULTS.deadAirThresholdMs;
  const paused = utterances.filter((u) => u.pauseMs !== null);
  const pauseMs = paused.reduce((sum, u) => sum + (u.pauseMs ?? 0), 0);
  const dead = paused.filter((u) => (u.pauseMs ?? 0) >= threshold);
  const deadMs = dead.reduce((sum, u) => sum + (u.pauseMs ?? 0), 0);
  const share = handleTimeMs > 0 ? deadMs / handleTimeMs : 0;
  const points = 5 * Math.max(0, 1 - share / SCORING_DEFAULTS.deadAirZeroShare);
  const evidence: Evidence[] = dead.map((u) => ({
    turn: u.turn,
    stepId: u.stepId,
    phrase: null,
    code: 'dead_air_pause',
    values: { seconds: seconds(u.pauseMs ?? 0) },
  }));
  if (paused.length === 0) evidence.push(measure('no_voice_pauses'));
  else if (dead.length === 0) evidence.push(measure('no_dead_air', { seconds: seconds(threshold) }));
  const result = kpi('deadair_score', options.type === 2 && paused.length > 0, points, 'points', points * 20, evidence);
  return { result, pauseMs, deadAirPercentage: round(share * 100) };
}

/** Voice only: full points between 120 and 160 wpm, falling to 0 at 60 and 220. */
export function rateOfSpeechKpi(utterances: readonly AdvisorUtterance[], options: ScoringOptions) {
  const spoken = utterances.filter((u) => (u.voiceDurationMs ?? 0) > 0);
  const words = spoken.reduce((sum, u) => sum + wordCount(u.text), 0);
  const minutes = spoken.reduce((sum, u) => sum + (u.voiceDurationMs ?? 0), 0) / 60_000;
  const wpm = minutes > 0 ? words / minutes : 0;
  const [lo, hi] = SCORING_DEFAULTS.speechIdealWpm;
  const [zeroLo, zeroHi] = SCORING_DEFAULTS.speechZeroWpm;
  const points =
    wpm >= lo && wpm <= hi
      ? 5
      : wpm < lo
        ? (5 * Math.max(0, wpm - zeroLo)) / (lo - zeroLo)
        : (5 * Math.max(0, zeroHi - wpm)) / (zeroHi - hi);
  const fastest = [...spoken].sort(
    (a, b) => wordCount(b.text) / (b.voiceDurationMs ?? 1) - wordCount(a.text) / (a.voiceDurationMs ?? 1),
  )[0];
  const evidence = [measure('speech_rate', { words, seconds: round(minutes * 60, 1), wpm: Math.round(wpm), idealMin: lo, idealMax: hi })];
  if (fastest)
    evidence.push({
      turn: fastest.turn,
      stepId: fastest.stepId,
      phrase: fastest.text,
      code: 'fastest_reply',
      values: { wpm: Math.round((wordCount(fastest.text) * 60_000) / (fastest.voiceDurationMs ?? 1)) },
    });
  return {
    result: kpi('rate_of_speech_score', options.type === 2 && spoken.length > 0, points, 'points', points * 20, evidence),
    wpm: round(wpm),
  };
}

/** Chat only: words per minute over the typing time measured by the client (or its own wpm figures). */
export function typingSpeedKpi(utterances: readonly AdvisorUtterance[], options: ScoringOptions) {
  const target = options.typingSpeedTargetWpm ?? SCORING_DEFAULTS.typingSpeedTargetWpm;
  const timed = utterances.filter((u) => (u.typingDurationMs ?? 0) > 0);
  let wpm = 0;
  if (timed.length > 0) {
    const words = timed.reduce((sum, u) => sum + wordCount(u.text), 0);
    wpm = words / (timed.reduce((sum, u) => sum + (u.typingDurationMs ?? 0), 0) / 60_000);
  } else {
    const reported = utterances.filter((u) => (u.typingSpeedWpm ?? 0) > 0);
    if (reported.length > 0) wpm = reported.reduce((sum, u) => sum + (u.typingSpeedWpm ?? 0), 0) / reported.length;
  }
  const measured = timed.length > 0 || utterances.some((u) => (u.typingSpeedWpm ?? 0) > 0);
  const evidence = [measure('typing_speed', { wpm: Math.round(wpm), target })];
  return { result: kpi('typing_speed_score', options.type === 1 && measured, wpm, 'wpm', (100 * wpm) / target, evidence), wpm: round(wpm) };
}

/** Chat only: share of typed words without a slip, against the words the conversation uses. */
export function typingAccuracyKpi(utterances: readonly AdvisorUtterance[], vocabulary: ReadonlySet<string>, options: ScoringOptions) {
  let words = 0;
  const evidence: Evidence[] = [];
  for (const u of utterances) {
    const r = typosIn(u.text, vocabulary, options.dictionary);
    words += r.words;
    for (const t of r.typos)
      evidence.push({ turn: u.turn, stepId: u.stepId, phrase: t.word, code: 'typo', values: { word: t.word, meant: t.meant } });
  }
  const percent = words > 0 ? 100 * (1 - evidence.length / words) : 0;
  if (evidence.length === 0) evidence.push(words > 0 ? measure('no_typos', { count: words }) : measure('nothing_typed'));
  return {
    result: kpi('typing_accuracy_score', options.type === 1 && words > 0, percent, 'percent', percent, evidence),
    typos: evidence.filter((e) => e.turn !== null).length,
  };
}

/** Messages with at least one phrase of a category, each with the phrases as evidence. */
function phraseEvidence(utterances: readonly AdvisorUtterance[], find: (u: AdvisorUtterance) => string[], code: EvidenceCode) {
  const evidence: Evidence[] = [];
  let messages = 0;
  let hits = 0;
  for (const u of utterances) {
    const found = find(u);
    if (found.length === 0) continue;
    messages++;
    hits += found.length;
    for (const phrase of found) evidence.push({ turn: u.turn, stepId: u.stepId, phrase, code, values: {} });
  }
  return { evidence, messages, hits };
}

/**
 * Empathy per opportunity: messages with an empathy statement against the moments that called for one
 * (`opportunities`: the scripted steps whose model answers show empathy; else the option or 2).
 */
export function empathyKpi(utterances: readonly AdvisorUtterance[], options: ScoringOptions, opportunities?: number) {
  const target = Math.max(1, opportunities ?? options.empathyTarget ?? SCORING_DEFAULTS.empathyTarget);
  const { evidence, messages } = phraseEvidence(utterances, (u) => phrasesIn(u.text, options.language, 'empathy'), 'empathy_phrase');
  if (messages === 0) evidence.push(measure('no_empathy'));
  return { result: kpi('empathy_score', utterances.length > 0, messages, 'count', (100 * messages) / target, evidence), count: messages };
}

/** Probing: a request for information ("could you tell me"), or a question word inside a question. */
export function probingPhrases(text: string, language: string): string[] {
  const requests = phrasesIn(text, language, 'probing');
  const asks = /[?？]/.test(text) ? phrasesIn(text, language, 'question') : [];
  return [...requests, ...asks.slice(0, requests.length > 0 ? 0 : 1)];
}

/**
 * A rude or hostile question seeks nothing from the customer: "Why do you care?" is not probing. With
 * `answered` (a scripted session: the turns the customer took as the step's answer), a question counts
 * only where it moved the conversation on.
 */
export function probingKpi(
  utterances: readonly AdvisorUtterance[],
  options: ScoringOptions,
  expected?: number,
  answered?: ReadonlySet<number>,
) {
  const target = Math.max(1, options.probingTarget ?? expected ?? SCORING_DEFAULTS.probingTarget);
  const hostile = (u: AdvisorUtterance) => detectBehaviour(u.text, options.language, options.forbiddenWords).behaviour !== null;
  const { evidence, messages } = phraseEvidence(
    utterances,
    (u) => (hostile(u) || (answered && !answered.has(u.turn)) ? [] : probingPhrases(u.text, options.language)),
    'probing_phrase',
  );
  for (const u of utterances)
    if (hostile(u) && probingPhrases(u.text, options.language).length > 0)
      evidence.push({ turn: u.turn, stepId: u.stepId, phrase: u.text, code: 'hostile_question', values: {} });
  if (messages === 0) evidence.push(measure('no_probing'));
  return { result: kpi('probing_score', utterances.length > 0, messages, 'count', (100 * messages) / target, evidence), count: messages };
}

/** Forbidden words: share of messages containing one, or rude or blaming (reversed: lower is better). */
export function forbiddenKpi(utterances: readonly AdvisorUtterance[], options: ScoringOptions) {
  const { evidence, messages, hits } = phraseEvidence(
    utterances,
    (u) => {
      const words = phrasesIn(u.text, options.language, 'forbidden', options.forbiddenWords);
      if (words.length > 0) return words;
      // Rudeness and blame are unprofessional whether or not a listed word carries them.
      const { cue } = detectBehaviour(u.text, options.language, options.forbiddenWords);
      return cue ? [cue] : [];
    },
    'forbidden_phrase',
  );
  const percent = utterances.length > 0 ? (100 * messages) / utterances.length : 0;
  if (hits === 0) evidence.push(measure('no_forbidden', { count: utterances.length }));
  return { result: kpi('forbidden_words', utterances.length > 0, percent, 'percent', percent, evidence), count: hits };
}
