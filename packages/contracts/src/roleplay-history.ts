import { z } from 'zod';
import { objectId } from './common.js';
import { PRACTICE_BOT_KEYS, PRACTICE_SYSTEM_CODES } from './roleplay-chat.js';
import { queryBoolean, roleplayPage, roleplayType } from './roleplay-common.js';
import { crmFormDataReply } from './roleplay-crm.js';
import { bandRange, bandResult, kpiKey, scoreFields, sessionTiming } from './roleplay-scores.js';
import { stepReview } from './roleplay-step-review.js';

/**
 * Interaction history and review (roleplay.md §2 Interaction History, §3 history row and chat message,
 * §4 Score editing and Comment panel, §5, §7, §8, §9). Who sees whose sessions: DESIGN §4 — a hero their
 * own; a mentor their own and those of the users they supervise (L1–L3) or train; guardians and above
 * the whole group. Nobody reviews their own session.
 */

/** The texts of roleplay.md §8 for history and review; failures carry them as the error `message`. */
export const HISTORY_MESSAGES = {
  fetchHistoryFailed: 'Failed to fetch interaction history',
  updateCommentsFailed: 'Failed to update comments',
  fetchKpisFailed: 'Failed to fetch KPIs',
  fetchChatScriptFailed: 'Failed to fetch chat script details',
  fetchAudioFailed: 'Failed to fetch audio script details',
  updateScoreFailed: 'Failed to update history score',
  fetchCrmFailed: 'Failed to fetch CRM form data',
  scoreNotSaved: 'Score has not been saved.',
  scoreUpdated: 'Interaction History score updated successfully',
  commentUpdated: 'Interaction History comment updated successfully',
} as const;

/**
 * Why a review call was refused: `details.reason` of the error reply (the `message` is the §8 text).
 * own_session and not_reviewer are 403; session_reviewed, score_not_editable, session_not_complete,
 * comment_read_only and already_reviewed are 409; not_found is 404.
 */
export const REVIEW_REFUSALS = [
  'own_session',
  'not_reviewer',
  'session_reviewed',
  'score_not_editable',
  'session_not_complete',
  'comment_read_only',
  'already_reviewed',
  'not_found',
  'masking_enabled',
  'no_recording',
] as const;
export type ReviewRefusal = (typeof REVIEW_REFUSALS)[number];

/** roleplay.md §9: score range, comment length, history defaults. */
export const REVIEW_LIMITS = { minScore: 0, maxScore: 5, commentMaxLength: 200 } as const;
export const HISTORY_DEFAULTS = {
  /** employeeID meaning every user the caller may see. */
  allEmployees: '000',
  /** useCaseId meaning every use case. */
  allUsecases: '0',
  /** The web's default range: the last 5 days, midnight to 23:59:59. The server applies no default range. */
  defaultDays: 5,
  pageSize: 10,
  /** 'All' in the page-size menu asks for at most this many rows per page. */
  maxPageSize: 1000,
  keywordMaxLength: 100,
  defaultTimezone: 'UTC',
  /** A practice left active without a turn this long counts as abandoned, not in progress. */
  abandonedAfterHours: 12,
} as const;

/**
 * Where a practice stands, as the history shows and filters it: completed (finished and scored), in
 * progress (active and recently used) or abandoned (ended early, never scored, or left active).
 */
export const PRACTICE_STATUSES = ['completed', 'in_progress', 'abandoned'] as const;
export type PracticeStatus = (typeof PRACTICE_STATUSES)[number];

/** A blank query value ('' as a cleared filter sends it) means the parameter is absent. */
const blank = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema);

/** An instant in a query: ISO 8601 (the web sends midnight and 23:59:59 of the browser's days, with the offset). */
export const historyInstant = z
  .string()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO 8601 date-time');

/** An IANA time zone such as Europe/Paris (the browser's), UTC by default. */
export const timeZoneName = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as Europe/Paris');

/** Type filter: 0 (or absent) all, 1 chat, 2 voice. */
export const historyTypeFilter = blank(z.coerce.number().int().min(0).max(2).default(0));
/** Practice-area role ids (roleplay.md §6): 6 hero, 5 mentor, 8 guardian, 10 commander and architect; 0 all. */
export const PRACTICE_ROLE_ID_VALUES = [0, 5, 6, 8, 10] as const;
export const historyRoleFilter = blank(
  z.coerce
    .number()
    .int()
    .refine((v) => (PRACTICE_ROLE_ID_VALUES as readonly number[]).includes(v), 'must be 0, 5, 6, 8 or 10')
    .optional(),
);
/** employeeID: '000' (all) or a user id. */
export const employeeFilter = blank(z.union([z.literal(HISTORY_DEFAULTS.allEmployees), objectId]).default(HISTORY_DEFAULTS.allEmployees));

/** GET /apigateway/tbsrvc/interaction/history (roleplay.md §7). */
export const historyQuery = z.object({
  page: blank(z.coerce.number().int().min(0).default(0)),
  size: blank(z.coerce.number().int().min(1).max(HISTORY_DEFAULTS.maxPageSize).default(HISTORY_DEFAULTS.pageSize)),
  type: historyTypeFilter,
  order: blank(z.enum(['desc', 'asc']).default('desc')),
  sort: blank(z.enum(['sessionStartDateTime']).default('sessionStartDateTime')),
  startDate: blank(historyInstant.optional()),
  endDate: blank(historyInstant.optional()),
  employeeID: employeeFilter,
  useCaseId: blank(z.union([z.literal(HISTORY_DEFAULTS.allUsecases), objectId]).default(HISTORY_DEFAULTS.allUsecases)),
  isReviewed: blank(queryBoolean.optional()),
  roleId: historyRoleFilter,
  keyword: blank(z.string().trim().max(HISTORY_DEFAULTS.keywordMaxLength).optional()),
  /** Absent: every status. */
  practiceStatus: blank(z.enum(PRACTICE_STATUSES).optional()),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

/** Someone named in a row: a reviewer or commenter. */
export const personRef = z.object({ userId: objectId, name: z.string() });

/**
 * One row of the history (roleplay.md §3 Interaction history row). `score` is the overall weighted score
 * (Overall Score %), `ahtPercentage` the AHT % column; both null until the session is scored.
 * `trainingScore` carries the score fields of §3; `canReview` says whether the caller may comment, mark
 * reviewed and edit editable scores on it now.
 */
export const historyRow = z.object({
  id: objectId,
  userSessionId: objectId,
  assessmentId: objectId,
  useCaseId: objectId,
  useCaseName: z.string(),
  userId: objectId,
  userName: z.string(),
  email: z.string(),
  batchId: objectId.nullable(),
  batchName: z.string().nullable(),
  sessionStartDateTime: z.string(),
  completedDateTime: z.string().nullable(),
  type: roleplayType,
  scripted: z.boolean(),
  status: z.enum(['active', 'completed']),
  practiceStatus: z.enum(PRACTICE_STATUSES),
  /**
   * hh:mm:ss: once scored, the conversation's duration (the score's timing, the same the Score Summary
   * shows beside the handling time); before that, the item timer's.
   */
  duration: z.string(),
  durationSeconds: z.number().int(),
  generatedScore: z.number().nullable(),
  totalScore: z.number().nullable(),
  score: z.number().nullable(),
  /** The AHT KPI's 0–100 score, as the Score Summary shows it (not the handling time's share of its target). */
  ahtPercentage: z.number().nullable(),
  trainingScore: scoreFields.nullable(),
  comment: z.string().nullable(),
  commentedBy: personRef.nullable(),
  isReviewed: z.boolean(),
  reviewedBy: personRef.nullable(),
  reviewedDateTime: z.string().nullable(),
  isOwn: z.boolean(),
  canReview: z.boolean(),
});
export type HistoryRow = z.infer<typeof historyRow>;
/** Reply: `{content, totalElements, totalPages, number, size}`, newest first by default. */
export const historyPage = roleplayPage(historyRow);
export type HistoryPage = z.infer<typeof historyPage>;

/** GET /apigateway/tbsrvc/trainerspanusecase: the use cases of the sessions the caller may see (the use-case filter). */
export const trainerUsecasesQuery = z.object({
  startDate: blank(historyInstant.optional()),
  endDate: blank(historyInstant.optional()),
  type: historyTypeFilter,
  userId: employeeFilter,
  roleId: historyRoleFilter,
});
export const trainerUsecase = z.object({
  useCaseId: objectId,
  id: objectId,
  name: z.string(),
  type: roleplayType,
  /** Sessions of this use case within the filter that the caller may see. */
  sessionCount: z.number().int(),
});
export const trainerUsecasesReply = z.array(trainerUsecase);
export type TrainerUsecase = z.infer<typeof trainerUsecase>;

// ── Detail: chat transcription, score summary, CRM ───────────────────────────

export const historySessionParams = z.object({ id: objectId });
/** GET …/interaction/chatscript/{id}: `isCsvEnable=true` downloads the conversation as CSV (text/csv). */
export const chatScriptQuery = z.object({
  timezone: blank(timeZoneName.default(HISTORY_DEFAULTS.defaultTimezone)),
  isCsvEnable: blank(queryBoolean.default(false)),
});

/** A message of the conversation (roleplay.md §3 Chat message (history)). */
export const historyMessage = z.object({
  id: objectId,
  seq: z.number().int(),
  /** 'user' is the advisor, 'system' the customer bot or a system line. */
  sender: z.enum(['user', 'system']),
  chatScript: z.string(),
  createdDate: z.string(),
  isBotResponded: z.boolean(),
  /** 0–5 on the advisor reply that settled a step; null elsewhere. */
  score: z.number().int().min(0).max(5).nullable(),
  /** The score the engine gave before any reviewer edit. */
  engineScore: z.number().int().min(0).max(5).nullable(),
  isScoreEditable: z.boolean(),
  isReviewed: z.boolean(),
  probings: z.number().int(),
  empathies: z.number().int(),
  comment: z.string().nullable(),
  questionId: z.string().nullable(),
  /** The KPI a reviewer's edit of this score moves (see STEP_KIND_KPI); null on unscored messages. */
  kpiName: kpiKey.nullable(),
  systemCode: z.enum(PRACTICE_SYSTEM_CODES).nullable(),
  botMessageKey: z.enum(PRACTICE_BOT_KEYS).nullable(),
});
export type HistoryMessage = z.infer<typeof historyMessage>;

/**
 * Score Summary rows (roleplay.md §9): voice adds disclaimer, welcome, closing, dead air and rate of
 * speech; chat adds typing accuracy and typing speed; both have accuracy, compliance, resolution, AHT,
 * empathy, probing, forbidden words and idle time.
 */
export const SCORE_SUMMARY_ROWS = {
  common: [
    'accuracy_score',
    'compliance_score',
    'resolution_score',
    'aht_score',
    'empathy_score',
    'probing_score',
    'forbidden_words',
    'idle_time',
  ],
  1: ['typing_accuracy_score', 'typing_speed_score'],
  2: ['disclaimer_score', 'welcome_score', 'closing_score', 'deadair_score', 'rate_of_speech_score'],
} as const;

/**
 * One KPI row: `percent` is the 0–100 value the bands colour (reversed KPIs: low is good), `value` the
 * figure as scored in `unit`; `seconds` is set for AHT, idle (shown HH:MM:SS) and dead air (seconds);
 * rate of speech and typing speed are words per minute. `bands` are the group's configured ranges
 * for this KPI and type (the defaults for typing, which has no band row).
 */
export const scoreSummaryRow = z.object({
  kpiName: kpiKey,
  applicable: z.boolean(),
  value: z.number(),
  unit: z.enum(['points', 'percent', 'wpm', 'count']),
  seconds: z.number().nullable(),
  percent: z.number(),
  weight: z.number(),
  reversed: z.boolean(),
  band: bandResult.nullable(),
  bands: z.object({ lowScoreOne: bandRange, midScoreOne: bandRange, highScore: bandRange }),
});
export type ScoreSummaryRow = z.infer<typeof scoreSummaryRow>;
export const scoreSummary = z.object({
  type: roleplayType,
  overall: z.object({ score: z.number(), band: bandResult }),
  /** Response score: step points earned out of the points on offer. */
  response: z.object({ generatedScore: z.number(), totalScore: z.number(), percent: z.number(), band: bandResult.nullable() }),
  averageResponseSeconds: z.number(),
  timing: sessionTiming,
  rows: z.array(scoreSummaryRow),
  scoredDate: z.string(),
});
export type ScoreSummary = z.infer<typeof scoreSummary>;

export const reviewPermissions = z.object({
  /** The caller may edit the scores of editable messages (not their own session, not reviewed, completed). */
  canEditScores: z.boolean(),
  /** The caller may write the comment (none yet) and tick reviewed. */
  canComment: z.boolean(),
  canMarkReviewed: z.boolean(),
});

/**
 * GET …/interaction/chatscript/{id} (JSON): the session's row, its conversation, the score summary
 * (scripted and scored only), the CRM data (when the group requires CRM and the roleplay has a form),
 * whether the Audio Transcription tab applies (voice, masking off) and has a recording.
 */
export const chatScriptReply = z.object({
  session: historyRow,
  timezone: z.string(),
  messages: z.array(historyMessage),
  scoreSummary: scoreSummary.nullable(),
  /** A scored scripted session's refused or unanswered steps and what each lacked; empty otherwise. */
  steps: z.array(stepReview),
  crm: crmFormDataReply.nullable(),
  isCrmRequired: z.boolean(),
  maskingEnabled: z.boolean(),
  hasRecording: z.boolean(),
  permissions: reviewPermissions,
});
export type ChatScriptReply = z.infer<typeof chatScriptReply>;

/**
 * GET …/interaction/histories/audio/{instance}/{id}: the call recording (audio/wav). `instance` is the
 * client's instance name (accepted, not used); 404 when there is none or masking is on.
 */
export const historyAudioParams = z.object({ instance: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/), id: objectId });
export const historyAudioQuery = chatScriptQuery;
/** Call recordings (DESIGN §7): 16 kHz mono 16-bit PCM WAV, advisor audio and bot audio appended in order. */
export const CALL_RECORDING = {
  mimeType: 'audio/wav',
  sampleRate: 16_000,
  channels: 1,
  bitsPerSample: 16,
  maxBytes: 64 * 1024 * 1024,
} as const;

// ── Review ──────────────────────────────────────────────────────────────────

/** PATCH /apigateway/tbsrvc/interaction/histories: a per-message score edit (`id` is the chat message id). */
export const scoreEditBody = z.object({
  id: objectId,
  score: z.number().int().min(REVIEW_LIMITS.minScore).max(REVIEW_LIMITS.maxScore),
});
export type ScoreEditBody = z.infer<typeof scoreEditBody>;
export const scoreEditReply = z.object({
  message: z.literal(HISTORY_MESSAGES.scoreUpdated),
  userSessionId: objectId,
  chatMessage: historyMessage,
  previousScore: z.number().int().nullable(),
  /** The session's recomputed scores (null while it has not been scored yet). */
  score: z.number().nullable(),
  trainingScore: scoreFields.nullable(),
  scoreSummary: scoreSummary.nullable(),
});
export type ScoreEditReply = z.infer<typeof scoreEditReply>;

/**
 * PATCH /apigateway/tbsrvc/usersession: the reviewer's comment and the reviewed flag (`id` is the
 * session). Reviewed must be ticked to submit (§5); the comment is optional, at most 200 characters,
 * and read-only once one exists; a reviewed session stays reviewed.
 */
export const commentBody = z.object({
  id: objectId,
  comment: z.string().trim().max(REVIEW_LIMITS.commentMaxLength).nullable().optional(),
  isReviewed: z.literal(true, { error: 'Tick reviewed to submit' }),
});
export type CommentBody = z.infer<typeof commentBody>;
export const commentReply = z.object({
  message: z.literal(HISTORY_MESSAGES.commentUpdated),
  id: objectId,
  comment: z.string().nullable(),
  commentedBy: personRef.nullable(),
  isReviewed: z.boolean(),
  reviewedBy: personRef.nullable(),
  reviewedDateTime: z.string().nullable(),
});
export type CommentReply = z.infer<typeof commentReply>;

/** A history timestamp as roleplay.md §9 shows it: `dd/mm/yyyy - HH:mm` in the given time zone (UTC by default). */
export function formatHistoryTimestamp(at: Date | string, timeZone: string = HISTORY_DEFAULTS.defaultTimezone): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(typeof at === 'string' ? new Date(at) : at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} - ${part('hour')}:${part('minute')}`;
}
