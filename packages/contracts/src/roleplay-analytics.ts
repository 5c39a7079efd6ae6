import { z } from 'zod';
import { objectId } from './common.js';
import { roleplayType } from './roleplay-common.js';
import { employeeFilter, historyInstant, historyTypeFilter, HISTORY_DEFAULTS } from './roleplay-history.js';
import { kpiKey, type KpiConfigName } from './roleplay-scores.js';

/**
 * Scoring analytics beyond the spec's calls (issue 10 "beyond the anchors"): an advisor's progress per
 * KPI over time, and how far reviewers agree with the engine's per-message scores.
 */

const blank = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema);

/**
 * The KPI a per-message score feeds, by the kind of step the message answered: openers, closers,
 * compliance and resolution have their own KPI; any other step counts towards accuracy.
 */
export const STEP_KIND_KPI = {
  welcome: 'welcome_score',
  disclaimer: 'disclaimer_score',
  closing: 'closing_score',
  compliance: 'compliance_score',
  resolution: 'resolution_score',
  probing: 'accuracy_score',
  regular: 'accuracy_score',
  'select-one': 'accuracy_score',
} as const satisfies Record<string, KpiConfigName>;
export const REVIEWED_KPI_NAMES = [
  'welcome_score',
  'disclaimer_score',
  'closing_score',
  'compliance_score',
  'resolution_score',
  'accuracy_score',
] as const;

export const PROGRESS_LIMITS = { maxPoints: 200 } as const;

/**
 * GET /apigateway/tbsrvc/interaction/progress: one advisor's scored sessions in time order (oldest
 * first, the latest `maxPoints`), each with every KPI's 0–100 value. `userId` '000' or absent is the
 * caller; anyone else must be someone the caller may see (DESIGN §4).
 */
export const progressQuery = z.object({
  userId: employeeFilter,
  type: historyTypeFilter,
  useCaseId: blank(z.union([z.literal(HISTORY_DEFAULTS.allUsecases), objectId]).default(HISTORY_DEFAULTS.allUsecases)),
  startDate: blank(historyInstant.optional()),
  endDate: blank(historyInstant.optional()),
});
export type ProgressQuery = z.infer<typeof progressQuery>;
export const progressPoint = z.object({
  userSessionId: objectId,
  sessionStartDateTime: z.string(),
  useCaseId: objectId,
  useCaseName: z.string(),
  type: roleplayType,
  overall: z.number(),
  /** kpiName → the KPI's 0–100 value (as the bands read it); absent when it did not apply to that session. */
  values: z.record(z.string(), z.number()),
});
export const progressTrend = z.object({
  kpiName: z.union([kpiKey, z.literal('overall')]),
  sessions: z.number().int(),
  first: z.number(),
  last: z.number(),
  average: z.number(),
  /** last − first, in points of the 0–100 scale. */
  change: z.number(),
  reversed: z.boolean(),
});
export const progressReply = z.object({
  userId: objectId,
  userName: z.string(),
  /** The KPIs that appear in at least one point, in summary order. */
  kpis: z.array(kpiKey),
  points: z.array(progressPoint),
  trends: z.array(progressTrend),
});
export type ProgressReply = z.infer<typeof progressReply>;

/**
 * GET /apigateway/tbsrvc/interaction/agreement (guardian and above): over the reviewed sessions that
 * started in the range, how many of the engine's per-message scores reviewers changed, how often and
 * by how much — per KPI, per use case and per KPI within each use case.
 */
export const agreementQuery = z.object({
  startDate: blank(historyInstant.optional()),
  endDate: blank(historyInstant.optional()),
  type: historyTypeFilter,
  useCaseId: blank(z.union([z.literal(HISTORY_DEFAULTS.allUsecases), objectId]).default(HISTORY_DEFAULTS.allUsecases)),
});
export type AgreementQuery = z.infer<typeof agreementQuery>;
export const agreementFigures = z.object({
  reviewedSessions: z.number().int(),
  /** Engine-scored messages of reviewed sessions. */
  scoredMessages: z.number().int(),
  /** Of those, how many a reviewer changed. */
  changedMessages: z.number().int(),
  /** changed / scored, 0–100 (null with nothing scored). */
  changeRatePercent: z.number().nullable(),
  /** Mean |reviewer − engine| over the changed messages, in points of 0–5 (null when none changed). */
  meanAbsoluteChange: z.number().nullable(),
  /** Mean (reviewer − engine) over the changed messages: positive when reviewers raise the engine's scores. */
  meanSignedChange: z.number().nullable(),
  raised: z.number().int(),
  lowered: z.number().int(),
});
export type AgreementFigures = z.infer<typeof agreementFigures>;
export const agreementReply = z.object({
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  totals: agreementFigures,
  byKpi: z.array(agreementFigures.extend({ kpiName: z.enum(REVIEWED_KPI_NAMES) })),
  byUsecase: z.array(agreementFigures.extend({ useCaseId: objectId, useCaseName: z.string() })),
  cells: z.array(agreementFigures.extend({ kpiName: z.enum(REVIEWED_KPI_NAMES), useCaseId: objectId })),
});
export type AgreementReply = z.infer<typeof agreementReply>;

// ── User sync (roleplay.md §2 User sync tab, §7 User sync) ──────────────────

export const USER_SYNC_STARTED = 'User Sync Started.';
/** POST /api/tenant/v1/rolePlay/syncRolePlay (guardian and above): groupId must be the active group. */
export const syncRolePlayBody = z.object({
  groupId: objectId,
  /** The Roleplay application: its catalogue id or its key ('roleplay'). */
  roleplayAppId: z.string().trim().min(1).max(64),
});
export const SYNC_STATUSES = ['running', 'finished', 'failed'] as const;
export const syncCounts = z.object({
  /** Active members of the group. */
  totalUsers: z.number().int(),
  processedUsers: z.number().int(),
  /** Hero-role members, who practise and get a training in each default batch. */
  heroes: z.number().int(),
  batchesCreated: z.number().int(),
  trainingsCreated: z.number().int(),
  /** Trainings whose trainer was set or changed from the supervision chain. */
  trainersAssigned: z.number().int(),
  /** Heroes whose supervisors are not mentors (or above) of the group: no trainer. */
  withoutTrainer: z.number().int(),
});
export type SyncCounts = z.infer<typeof syncCounts>;
export const syncJob = syncCounts.extend({
  jobId: objectId,
  groupId: objectId,
  status: z.enum(SYNC_STATUSES),
  startedDateTime: z.string(),
  finishedDateTime: z.string().nullable(),
  startedBy: objectId,
});
export type SyncJob = z.infer<typeof syncJob>;
/** 202: the job started (or the one already running for the group, `alreadyRunning`). */
export const syncRolePlayReply = syncJob.extend({ message: z.literal(USER_SYNC_STARTED), alreadyRunning: z.boolean() });
export const syncJobParams = z.object({ jobId: objectId });
/** Events socket messages of a sync, to the user who started it (the tab whose button started it). */
export const ROLEPLAY_SYNC_EVENTS = {
  started: 'roleplay.sync.started',
  progress: 'roleplay.sync.progress',
  finished: 'roleplay.sync.finished',
  failed: 'roleplay.sync.failed',
} as const;
/** Payload of every sync event: the job with its counts so far and the share done. */
export const syncEventPayload = syncJob.extend({ percent: z.number() });
export type SyncEventPayload = z.infer<typeof syncEventPayload>;
