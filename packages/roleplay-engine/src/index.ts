/**
 * @switchboard/roleplay-engine — the pure roleplay engine (DESIGN §7): answer matching, the scripted
 * dialogue runner, KPI scoring with evidence and the built-in customer persona. No I/O: the server
 * stores the JSON states and supplies the clock.
 */

// Answer matching
export {
  matchAnswer,
  createAnswerMatcher,
  normaliseThreshold,
  DEFAULT_MATCH_THRESHOLD,
  DEFAULT_MATCH_WEIGHTS,
  JUDGE_BAND,
  inJudgeBand,
  type FactKind,
  type MatchOptions,
  type MatchReason,
  type MatchReasonCode,
  type MatchResult,
  type MatchWeights,
} from './matching/match-answer.js';

// Scripted dialogue runner
export { coachingHint, modelAnswerLine, modelAnswerOf, type HintOptions } from './runner/coaching.js';
export { maskValues } from './runner/mask-values.js';
export { HINTS, hintTexts, type HintTexts } from './lexicons/hints.js';
export {
  createRunner,
  advance,
  currentStep,
  stepMatchOptions,
  parseRunnerState,
  RunnerError,
  DEFAULT_MAX_RETRY_COUNT,
  STEP_MAX_SCORE,
  type RunnerErrorCode,
} from './runner/script-runner.js';
export type {
  BotMessage,
  EngineScript,
  EngineStep,
  ReplyTiming,
  RunnerConfig,
  RunnerEvent,
  RunnerResult,
  RunnerState,
  RunnerStatus,
  StepKind,
  StepResult,
  StepStatus,
  TurnOutcome,
  TurnRecord,
} from './runner/types.js';
export {
  BOT_MESSAGES,
  BOT_MESSAGE_KEYS,
  NON_MATCHING_RESPONSE_MESSAGE,
  SYSTEM_CODES,
  RESULT_LINES,
  EXCEPTIONAL_SCORE,
  resultLevel,
  type BotMessageKey,
  type SystemCode,
  type ResultLevel,
} from './runner/messages.js';

// Scoring
export {
  KPI_NAMES,
  TYPING_KPIS,
  WEIGHTED_KPIS,
  REVERSED_KPIS,
  DEFAULT_WEIGHTAGE,
  DEFAULT_BANDS,
  defaultBandConfig,
  validateWeightage,
  validateBandConfig,
  bandOf,
  type KpiName,
  type KpiKey,
  type TypingKpi,
  type WeightedKpi,
  type Weightage,
  type WeightageCheck,
  type KpiBandConfig,
  type BandRange,
  type Band,
  type Tone,
  type BandResult,
  type SessionType,
} from './scoring/kpi-config.js';
export { scoreScriptedSession } from './scoring/score-scripted.js';
export { sessionTiming, type SessionTiming } from './scoring/session-timing.js';
export { weightageOfScored, withStepScore } from './scoring/reviewer-edits.js';
export { scoreUnscriptedSession, unscriptedScoreList, type TranscriptMessage } from './scoring/score-unscripted.js';
export type { SpellChecker } from './scoring/typing-accuracy.js';
export { SCORING_DEFAULTS } from './scoring/conversation-kpis.js';
export { ScoringError } from './scoring/report.js';
export { messageInsights, type MessageInsights } from './scoring/message-insights.js';
export type {
  Evidence,
  EvidenceCode,
  KpiResult,
  KpiUnit,
  ScoreFields,
  ScoreReport,
  ScoringOptions,
  UnscriptedScoreItem,
  UnscriptedScoreKey,
} from './scoring/types.js';
export { EVIDENCE_CODES, UNSCRIPTED_SCORE_KEYS } from './scoring/types.js';

// Phrase lexicons (en, fr, es; others fall back to English)
export {
  findPhrases,
  foldText,
  LEXICON_CATEGORIES,
  LEXICON_LANGUAGES,
  type LexiconCategory,
  type PhraseHit,
} from './lexicons/phrase-finder.js';

// Built-in customer persona
export {
  createPersona,
  personaReply,
  readAdvisor,
  replayConversation,
  upgradePersonaState,
  PERSONA_LIMITS,
  PERSONA_THRESHOLDS,
  type PersonaFacts,
  type PersonaFact,
  type PersonaMood,
  type PersonaState,
  type PersonaTurn,
  type PersonaSignals,
  type PersonaEnding,
  type PersonaEvent,
} from './persona/persona-simulator.js';
export { companyValues, customerFactsOf, companyFactsOf } from './persona/persona-brief.js';
export { detectBehaviour, behaviourLine, type Behaviour, type BehaviourReading } from './persona/behaviour.js';
export { PERSONA_LANGUAGES, personaLanguage, type PersonaLanguage } from './persona/persona-cues.js';
