import { z } from 'zod';
import { objectId } from './common.js';

export const KBOT_EVENTS = { syncRequested: 'kbot.sync.requested' } as const;
export const KBOT_SYNC_SCOPES = ['incremental', 'full'] as const;
export const KBOT_SYNC_STATUSES = ['queued'] as const;

/** POST /api/kbot/sync: ask KBot to re-read the group's knowledge sources. */
export const kbotSyncBody = z.object({
  scope: z.enum(KBOT_SYNC_SCOPES).default('incremental'),
  note: z.string().trim().max(500).optional(),
});

const kbotSyncFields = z.object({
  syncId: objectId,
  scope: z.enum(KBOT_SYNC_SCOPES).describe('`incremental` re-reads changed sources, `full` all of them'),
  status: z.enum(KBOT_SYNC_STATUSES).describe('`queued`: recorded and announced on the events socket as `kbot.sync.requested`'),
  note: z.string().nullable(),
  requestedAt: z.string().describe('ISO 8601 time of the request'),
  requestedBy: z.object({ userId: objectId, name: z.string() }),
});
export const kbotSyncRequest = kbotSyncFields.describe('A recorded KBot sync request of the group');
export type KbotSyncRequest = z.infer<typeof kbotSyncRequest>;

/** 202 with the recorded request; `alreadyQueued` when an earlier request of the group was still waiting. */
export const kbotSyncReply = kbotSyncFields
  .extend({
    alreadyQueued: z.boolean().describe('true when a request of the group from the last minute was answered instead of a new one'),
  })
  .describe('The sync request, recorded (202)');
export const kbotSyncListReply = z
  .object({ data: z.array(kbotSyncRequest).describe('newest first') })
  .describe("The group's latest KBot sync requests");
export const kbotSyncParams = z.object({ syncId: objectId });
