import type { ResultLevel } from '../runner/messages.js';
import type { SpellChecker } from './typing-accuracy.js';
import type { BandResult, KpiBandConfig, KpiKey, SessionType, Weightage } from './kpi-config.js';
import type { SessionTiming } from './session-timing.js';

/**
 * What a piece of evidence says, as a stable code the UI translates (with `values` filled in). The
 * engine never writes sentences: an advisor reads them in their own language.
 */
export const EVIDENCE_CODES = [
  // Scripted steps
  'step_accepted',
  'no_match',
  'not_answered',
  'step_points',
  // Handling time, idle time, dead air, rate of speech
  'aht_measured',
  'idle_total',
  'idle_before_reply',
  'dead_air_pause',
  'no_voice_pauses',
  'no_dead_air',
  'speech_rate',
  'fastest_reply',
  // Typing
  'typing_speed',
  'typo',
  'no_typos',
  'nothing_typed',
  // Phrases found or missing
  'empathy_phrase',
  'no_empathy',
  'probing_phrase',
  'no_probing',
  'forbidden_phrase',
  'no_forbidden',
  // Unscripted openers, closers and checks
  'said_in_place',
  'said_out_of_place',
  'never_said',
  'disclaimer_said',
  'disclaimer_missing',
  'verification_done',
  'verification_missing',
  'resolution_offered',
  'resolution_missing',
  // Read by behaviour in context
  'fact_elicited',
  'offer_accepted',
  'offer_not_accepted',
  'cue_answered',
  'cue_missed',
  'closed_after_resolution',
  'closed_unresolved',
  'aht_unresolved',
  'aht_partly_handled',
  'hostile_question',
  'conduct_critical_error',
  'idle_over_threshold',
  'llm_judgement',
] as const;
export type EvidenceCode = (typeof EVIDENCE_CODES)[number];

/** Why a KPI has its value: the reply (turn index), the step and the phrase it rests on. */
export interface Evidence {
  /** Index of the advisor reply in the session's turns (scripted) or messages (unscripted). */
  turn: number | null;
  stepId: string | null;
  /** The phrase found, the reply given, or null when the evidence is a measurement. */
  phrase: string | null;
  /** What the evidence says; the UI translates it. */
  code: EvidenceCode;
  /**
   * The figures the sentence needs, by name: similarity (a whole percentage), attempt, count, seconds,
   * targets, the recommended answer… Plural-sensitive counts are named `count`.
   */
  values: Record<string, string | number>;
}

/** count: how many replies showed it (empathy, probing); the band uses its share of the target. */
export type KpiUnit = 'points' | 'percent' | 'wpm' | 'count';

export interface KpiResult {
  kpi: KpiKey;
  /** False when the session has nothing to measure (no compliance step, no voice…): weighs nothing. */
  applicable: boolean;
  /** The value as shown: 0–5 points, a percentage or words per minute. */
  value: number;
  unit: KpiUnit;
  /** The value on the 0–100 scale the bands use (points × 20; forbidden and idle: lower is better). */
  percent: number;
  /** What it adds to the overall score, 0–100, higher is better (100 − percent for reversed KPIs). */
  contribution: number;
  /** Weight after spreading the weight of non-applicable KPIs over the others (sums to 100). */
  weight: number;
  band: BandResult | null;
  evidence: Evidence[];
}

/** One advisor message as the KPIs read it, whether from a scripted turn or an unscripted transcript. */
export interface AdvisorUtterance {
  turn: number;
  stepId: string | null;
  text: string;
  at: number | null;
  typingDurationMs: number | null;
  typingSpeedWpm: number | null;
  idleMs: number | null;
  voiceDurationMs: number | null;
  pauseMs: number | null;
}

export interface ScoringOptions {
  type: SessionType;
  language: string;
  /** Target average handling time; default 5 minutes. */
  ahtTargetMs?: number;
  /** Idle time allowed before each reply; default the batch's warning threshold, 60 s (roleplay.md §9). */
  idleTargetMs?: number;
  /** The bot's own time in the conversation (its lines typed or spoken), left out of the handling time. */
  botTimeMs?: number;
  /** The idle total the client's idle timer measured, when it has one (better than the per-reply figures). */
  idleTimeMs?: number;
  /** A voice pause at least this long is dead air; default 5 s. */
  deadAirThresholdMs?: number;
  weightage?: Weightage;
  bands?: readonly KpiBandConfig[];
  /** The tenant's own forbidden words, added to the language's lexicon. */
  forbiddenWords?: readonly string[];
  /** Empathy statements and probing questions expected in a session; defaults 2 and 2. */
  empathyTarget?: number;
  probingTarget?: number;
  /**
   * Unscripted: the LLM judge's 0–100 score per KPI, where it gave one. Each judged KPI becomes the mean
   * of the engine's reading and the judge's, so the tenant's weights count the judgement.
   */
  judged?: Partial<Record<KpiKey, number>>;
  /** The language's dictionary for typing accuracy (the server loads it); without one, known words decide. */
  dictionary?: SpellChecker;
  /** Typing speed that earns the full typing-speed score; default 40 wpm. */
  typingSpeedTargetWpm?: number;
}

/** The score fields of roleplay.md §3 (scripted score and trainingScore) for one session. */
export interface ScoreFields {
  overAllScoreWeightage: number;
  generatedScore: number;
  totalScore: number;
  disclaimerMessageScore: number;
  welcomeMessageScore: number;
  closingMessageScore: number;
  accuracyScore: number;
  accuracyCount: number;
  accuracyPercentage: number;
  complianceScore: number;
  complianceCount: number;
  resolutionScore: number;
  resolutionCount: number;
  ahtPercentage: number;
  ahtScorePercentage: number;
  ahtTargetScore: number;
  averageTime: number;
  pauseDuration: number;
  deadAirScore: number;
  deadAirPercentage: number;
  rateOfSpeech: number;
  rateOfSpeechScore: number;
  typingAccuracyScore: number;
  typingAccuracyCount: number;
  typingSpeedScore: number;
  typingSpeed: number;
  empathyCount: number;
  empathyPercentage: number;
  probingCount: number;
  probingPercentage: number;
  forbiddenCount: number;
  forbiddenPercentage: number;
  idleTime: number;
  idleTimeTarget: number;
  idleTimePercentage: number;
  numberOfSessions: number;
}

/** The items of the unscripted score list, in order; the UI translates the key into a label. */
export const UNSCRIPTED_SCORE_KEYS = [
  'welcome',
  'disclaimer',
  'probing',
  'empathy',
  'compliance',
  'resolution',
  'closing',
  'professional_language',
  'handling_time',
  'responsiveness',
] as const;
export type UnscriptedScoreKey = (typeof UNSCRIPTED_SCORE_KEYS)[number];

/**
 * The unscripted score list of roleplay.md §3, language-neutral: the spec's label is the `key`, its
 * description the first few pieces of the KPI's evidence (translated by the UI like any evidence).
 */
export interface UnscriptedScoreItem {
  key: UnscriptedScoreKey;
  kpi: KpiKey;
  score: number;
  evidence: Evidence[];
}

export interface ScoreReport {
  type: SessionType;
  scripted: boolean;
  fields: ScoreFields;
  kpis: KpiResult[];
  overall: { score: number; band: BandResult; level: ResultLevel; line: string };
  /** Unscripted sessions only (empty for scripted ones). */
  unscripted: UnscriptedScoreItem[];
  /** Duration and handling time (the AHT KPI is measured on the handling time). */
  timing: SessionTiming;
  /** The weights the overall score was computed with, kept so a session scored again keeps them. */
  weightage: Weightage;
}
