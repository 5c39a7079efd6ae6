import { z } from 'zod';
import { objectId } from './common.js';
import { roleplayType, roleplayTypeQuery } from './roleplay-common.js';
import { stepReview } from './roleplay-step-review.js';

/** The kpiName list of roleplay.md §3 (feedback configuration), in the spec's order. */
export const KPI_CONFIG_NAMES = [
  'overall_weighted_score',
  'total_score',
  'disclaimer_score',
  'welcome_score',
  'closing_score',
  'accuracy_score',
  'compliance_score',
  'resolution_score',
  'aht_score',
  'deadair_score',
  'rate_of_speech_score',
  'empathy_score',
  'probing_score',
  'forbidden_words',
  'idle_time',
] as const;
export type KpiConfigName = (typeof KPI_CONFIG_NAMES)[number];
/** The chat score summary also scores typing (roleplay.md §9); these are weighted but have no band row. */
export const TYPING_KPI_NAMES = ['typing_speed_score', 'typing_accuracy_score'] as const;
/** Every KPI that can carry a weight: all but the two totals, plus typing. */
export const WEIGHTED_KPI_NAMES = [
  ...KPI_CONFIG_NAMES.filter((k) => k !== 'overall_weighted_score' && k !== 'total_score'),
  ...TYPING_KPI_NAMES,
] as Exclude<KpiConfigName | (typeof TYPING_KPI_NAMES)[number], 'overall_weighted_score' | 'total_score'>[];
export type WeightedKpiName = (typeof WEIGHTED_KPI_NAMES)[number];
export const kpiKey = z.enum([...KPI_CONFIG_NAMES, ...TYPING_KPI_NAMES]);
export const weightedKpiName = z.enum(WEIGHTED_KPI_NAMES as [WeightedKpiName, ...WeightedKpiName[]]);

/** Score colour bands (roleplay.md §9); forbidden and idle are reversed (low is good). */
export const DEFAULT_SCORE_BANDS = {
  lowScoreOne: { min: 0, max: 35 },
  midScoreOne: { min: 36, max: 70 },
  highScore: { min: 71, max: 100 },
} as const;
export const REVERSED_KPI_NAMES: readonly string[] = ['forbidden_words', 'idle_time'];
/** overAllScoreWeightage at or above this speaks the 'exceptional' result (roleplay.md §9). */
export const EXCEPTIONAL_SCORE_THRESHOLD = 80;

export const bandRange = z.object({ min: z.number().min(0).max(100), max: z.number().min(0).max(100) });
export const bandResult = z.object({ band: z.enum(['low', 'mid', 'high']), tone: z.enum(['good', 'fair', 'poor']) });

/** One row of the KPI band configuration (roleplay.md §3 KPI config); type 1 chat, 2 voice. */
export const kpiBandConfig = z.object({
  kpiName: z.enum(KPI_CONFIG_NAMES),
  type: roleplayType,
  status: z.boolean(),
  lowScoreOne: bandRange,
  midScoreOne: bandRange,
  highScore: bandRange,
});
export type KpiBandConfigRow = z.infer<typeof kpiBandConfig>;
/** GET /apigateway/tbsrvc/feedback/score/configurations?type= */
export const kpiBandConfigQuery = z.object({ type: roleplayTypeQuery.optional() });
export const kpiBandConfigReply = z.array(kpiBandConfig);
/** POST /apigateway/tbsrvc/feedback/score/configurations (guardian and above): replaces the listed rows. */
export const kpiBandConfigBody = z
  .array(kpiBandConfig)
  .min(1)
  .max(KPI_CONFIG_NAMES.length * 2);

/** GET /apigateway/tbsrvc/weightages?type=&batchId= : the weights that score a session of that type and batch. */
export const weightagesQuery = z.object({ type: roleplayTypeQuery, batchId: objectId.optional() });
export const weightageItem = z.object({ kpiName: weightedKpiName, weightage: z.number().min(0).max(100) });
export const weightagesReply = z.object({
  type: roleplayType,
  batchId: objectId.nullable(),
  /** Where the weights come from: the batch's own, the group's, or the built-in defaults. */
  source: z.enum(['batch', 'tenant', 'default']),
  weightages: z.array(weightageItem),
  total: z.number(),
});
export type WeightagesReply = z.infer<typeof weightagesReply>;
/** POST /apigateway/tbsrvc/weightages (guardian and above): the weights must add up to 100. */
export const weightagesBody = z.object({
  type: roleplayType,
  batchId: objectId.nullable().optional(),
  weightages: z.array(weightageItem).min(1).max(WEIGHTED_KPI_NAMES.length),
});
export type WeightagesBody = z.infer<typeof weightagesBody>;

/** GET /apigateway/tbsrvc/weightageConfiguration: per type, which KPIs carry weight (the flag set per KPI). */
export const weightageConfigurationReply = z.array(
  z.object({
    type: roleplayType,
    kpiName: weightedKpiName,
    isWeightageEnabled: z.boolean(),
    weightage: z.number(),
  }),
);

/**
 * What a piece of evidence says (the engine's EVIDENCE_CODES, kept identical by a type check in the
 * server): the web translates each code, so an advisor reads the evidence in their own language.
 */
export const EVIDENCE_CODES = [
  'step_accepted',
  'no_match',
  'not_answered',
  'step_points',
  'aht_measured',
  'idle_total',
  'idle_before_reply',
  'dead_air_pause',
  'no_voice_pauses',
  'no_dead_air',
  'speech_rate',
  'fastest_reply',
  'typing_speed',
  'typo',
  'no_typos',
  'nothing_typed',
  'empathy_phrase',
  'no_empathy',
  'probing_phrase',
  'no_probing',
  'forbidden_phrase',
  'no_forbidden',
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
export const evidenceCode = z.enum(EVIDENCE_CODES);

/**
 * Why a KPI has its value: the turn, the step and the phrase it rests on (the advisor's own words,
 * never translated), and what it says as a code with the values its sentence interpolates.
 */
export const kpiEvidence = z.object({
  turn: z.number().int().nullable(),
  stepId: z.string().nullable(),
  phrase: z.string().nullable(),
  code: evidenceCode,
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type KpiEvidenceRow = z.infer<typeof kpiEvidence>;
export const kpiResult = z.object({
  kpiName: kpiKey,
  applicable: z.boolean(),
  value: z.number(),
  unit: z.enum(['points', 'percent', 'wpm', 'count']),
  percent: z.number(),
  contribution: z.number(),
  weight: z.number(),
  band: bandResult.nullable(),
  evidence: z.array(kpiEvidence),
});
export type KpiResultRow = z.infer<typeof kpiResult>;

/** The engine's unscripted score items (the engine's UNSCRIPTED_SCORE_KEYS), each translated by the web. */
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
 * The unscripted score list of roleplay.md §3: every item is `{label, score, description}` whichever
 * scored it, with `source` saying who. The engine's items also carry their key (the web shows its own
 * translated label) and evidence; the judge's carry the KPI they were mapped onto, if any.
 */
export const engineScoreItem = z.object({
  source: z.literal('engine'),
  key: z.enum(UNSCRIPTED_SCORE_KEYS),
  kpiName: kpiKey,
  label: z.string(),
  score: z.number(),
  description: z.string(),
  evidence: z.array(kpiEvidence),
});
export const llmScoreItem = z.object({
  source: z.literal('llm'),
  label: z.string(),
  score: z.number(),
  description: z.string(),
  /** The tenant's KPI the judge scored (its weight counts it into the overall score); null for a free item. */
  kpiName: kpiKey.nullable().default(null),
});
export const unscriptedScoreItem = z.discriminatedUnion('source', [engineScoreItem, llmScoreItem]);
export type UnscriptedScoreItemRow = z.infer<typeof unscriptedScoreItem>;
export type LlmScoreItemRow = z.infer<typeof llmScoreItem>;

const n = z.number();
/** Every score field of roleplay.md §3 (scripted score and trainingScore). */
export const scoreFields = z.object({
  overAllScoreWeightage: n,
  generatedScore: n,
  totalScore: n,
  disclaimerMessageScore: n,
  welcomeMessageScore: n,
  closingMessageScore: n,
  accuracyScore: n,
  accuracyCount: n,
  accuracyPercentage: n,
  complianceScore: n,
  complianceCount: n,
  resolutionScore: n,
  resolutionCount: n,
  ahtPercentage: n,
  ahtScorePercentage: n,
  ahtTargetScore: n,
  averageTime: n,
  pauseDuration: n,
  deadAirScore: n,
  deadAirPercentage: n,
  rateOfSpeech: n,
  rateOfSpeechScore: n,
  typingAccuracyScore: n,
  typingAccuracyCount: n,
  typingSpeedScore: n,
  typingSpeed: n,
  empathyCount: n,
  empathyPercentage: n,
  probingCount: n,
  probingPercentage: n,
  forbiddenCount: n,
  forbiddenPercentage: n,
  idleTime: n,
  idleTimeTarget: n,
  idleTimePercentage: n,
  numberOfSessions: n,
});
export type ScoreFieldsRow = z.infer<typeof scoreFields>;

/**
 * How long a session took, as every screen shows it: the duration is the conversation from the customer's
 * first line to its end; the handling time (what AHT is measured on) is that less the bot's own time, so it
 * is never longer than the duration. Whole seconds.
 */
export const sessionTiming = z.object({ durationSeconds: z.number().int().min(0), handlingSeconds: z.number().int().min(0) });
export type SessionTimingRow = z.infer<typeof sessionTiming>;

/**
 * GET /apigateway/tbsrvc/scenario/scores/{userSessionId}?botTimeTaken= and POST unscripted/evaluation:
 * the score fields at the top level (as the spec's score object), every KPI with its evidence and band,
 * the overall band and the result the bot speaks.
 */
export const scenarioScoreReply = scoreFields.extend({
  userSessionId: objectId,
  assessmentId: objectId,
  type: roleplayType,
  scripted: z.boolean(),
  kpis: z.array(kpiResult),
  overall: z.object({
    score: n,
    band: bandResult,
    level: z.enum(['exceptional', 'average']),
    /** The closing line the bot speaks (roleplay.md §4 Scored finish). */
    line: z.string(),
  }),
  isExceptional: z.boolean(),
  unscriptedScore: z.array(unscriptedScoreItem),
  weightageSource: z.enum(['batch', 'tenant', 'default']),
  /** The weights the overall score was computed with; a reviewer's edit scores the session again with them. */
  weightage: z.partialRecord(weightedKpiName, z.number()),
  timing: sessionTiming,
  scoredDate: z.string(),
  /**
   * A scripted session's steps that were refused or never answered, with what each lacked. Read from
   * the session each time (never part of the stored report), so older reports gain it too.
   */
  steps: z.array(stepReview).optional(),
});
export type ScenarioScoreReply = z.infer<typeof scenarioScoreReply>;
export const scenarioScoresQuery = z.object({ botTimeTaken: z.coerce.number().int().min(0).max(86_400_000).optional() });

/** GET /apigateway/tbsrvc/usersession/recent: the caller's own latest scored practice sessions. */
export const RECENT_SCORES_LIMITS = { defaultSize: 3, maxSize: 20 } as const;
export const recentScoresQuery = z.object({
  size: z.coerce.number().int().min(1).max(RECENT_SCORES_LIMITS.maxSize).default(RECENT_SCORES_LIMITS.defaultSize),
});
export const recentScore = z.object({
  userSessionId: objectId,
  usecaseId: objectId,
  name: z.string(),
  type: roleplayType,
  overallScore: n,
  level: z.enum(['exceptional', 'average']),
  band: bandResult,
  scoredDate: z.string(),
});
export type RecentScore = z.infer<typeof recentScore>;
export const recentScoresReply = z.array(recentScore);
