import type { ResultLevel } from '../runner/messages.js';
import type { BandResult, KpiBandConfig, KpiKey, SessionType, Weightage } from './kpi-config.js';

/** Why a KPI has its value: the reply (turn index), the step and the phrase it rests on. */
export interface Evidence {
  /** Index of the advisor reply in the session's turns (scripted) or messages (unscripted). */
  turn: number | null;
  stepId: string | null;
  /** The phrase found, the reply given, or null when the evidence is a measurement. */
  phrase: string | null;
  /** A short English explanation; the numbers are in the KPI itself. */
  note: string;
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
  /** Idle time the advisor may accumulate; default the batch's warning threshold, 60 s (roleplay.md §9). */
  idleTargetMs?: number;
  /** Measured by the server when it has better figures than the turns (the item timer, the idle timer). */
  handleTimeMs?: number;
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

/** The unscripted score list of roleplay.md §3. */
export interface UnscriptedScoreItem {
  label: string;
  score: number;
  description: string;
}

export interface ScoreReport {
  type: SessionType;
  scripted: boolean;
  fields: ScoreFields;
  kpis: KpiResult[];
  overall: { score: number; band: BandResult; level: ResultLevel; line: string };
  /** Unscripted sessions only (empty for scripted ones). */
  unscripted: UnscriptedScoreItem[];
}
