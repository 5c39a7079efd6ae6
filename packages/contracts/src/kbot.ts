import { z } from 'zod';
import { objectId } from './common.js';

/** Events-socket message types of a KBot sync, each carrying the job as `KbotSyncRequest`. */
export const KBOT_EVENTS = {
  syncRequested: 'kbot.sync.requested',
  syncProgress: 'kbot.sync.progress',
  syncFinished: 'kbot.sync.finished',
  syncFailed: 'kbot.sync.failed',
} as const;
export const KBOT_SYNC_SCOPES = ['incremental', 'full'] as const;
export const KBOT_SYNC_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type KbotSyncStatus = (typeof KBOT_SYNC_STATUSES)[number];

/** The kinds of group content KBot reads into passages. */
export const KBOT_SOURCE_KINDS = ['article', 'announcement', 'roleplay'] as const;
export type KbotSourceKind = (typeof KBOT_SOURCE_KINDS)[number];

export const KBOT_LIMITS = {
  questionMaxLength: 500,
  /** Passages an answer shows (and an LLM is given). */
  maxPassages: 5,
} as const;

/** POST /api/kbot/sync: ask KBot to re-read the group's knowledge sources. */
export const kbotSyncBody = z.object({
  scope: z.enum(KBOT_SYNC_SCOPES).default('incremental'),
  note: z.string().trim().max(500).optional(),
});

const kbotSyncFields = z.object({
  syncId: objectId,
  scope: z.enum(KBOT_SYNC_SCOPES).describe('`incremental` re-reads changed sources, `full` all of them'),
  status: z
    .enum(KBOT_SYNC_STATUSES)
    .describe(
      '`queued` → `running` → `done` or `failed`; announced on the events socket as `kbot.sync.requested`, then `kbot.sync.progress`, `kbot.sync.finished` or `kbot.sync.failed`',
    ),
  note: z.string().nullable(),
  requestedAt: z.string().describe('ISO 8601 time of the request'),
  requestedBy: z.object({ userId: objectId, name: z.string() }),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  totalSources: z.number().int().describe('sources found when the job started'),
  processedSources: z.number().int(),
  passages: z.number().int().describe('passages written by this job'),
  removedSources: z.number().int().describe('sources no longer published whose passages were removed'),
  error: z.string().nullable(),
});
export const kbotSyncRequest = kbotSyncFields.describe('A KBot sync job of the group');
export type KbotSyncRequest = z.infer<typeof kbotSyncRequest>;

/** 202 with the job; `alreadyQueued` when a job of the group was still waiting or running. */
export const kbotSyncReply = kbotSyncFields
  .extend({
    alreadyQueued: z.boolean().describe('true when a waiting or running job of the group was answered instead of a new one'),
  })
  .describe('The sync job (202)');
export const kbotSyncListReply = z
  .object({ data: z.array(kbotSyncRequest).describe('newest first') })
  .describe("The group's latest KBot syncs");
export const kbotSyncParams = z.object({ syncId: objectId });

/** POST /api/kbot/ask */
export const kbotAskBody = z.object({ question: z.string().trim().min(1).max(KBOT_LIMITS.questionMaxLength) });

export const kbotPassage = z.object({
  sourceKind: z.enum(KBOT_SOURCE_KINDS),
  sourceId: objectId,
  title: z.string(),
  text: z.string().describe('the passage, plain text'),
  /** In-app link to the source (article, announcement or roleplay). */
  link: z.string(),
});
export type KbotPassage = z.infer<typeof kbotPassage>;

export const kbotAnswer = z
  .object({
    question: z.string(),
    passages: z.array(kbotPassage).describe('best first; empty when nothing in the group’s knowledge matches'),
    answer: z
      .string()
      .nullable()
      .describe('a short answer written by the configured LLM from the passages only; null without an LLM or when it failed'),
    /** Passage numbers (1-based) the answer cites. */
    citations: z.array(z.number().int()),
    /** True when the LLM said the passages do not answer the question. */
    unknown: z.boolean(),
    lastSyncedAt: z.string().nullable().describe('when the group’s knowledge was last read in; null before the first sync'),
  })
  .describe('KBot’s answer');
export type KbotAnswer = z.infer<typeof kbotAnswer>;
