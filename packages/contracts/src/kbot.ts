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

export const kbotSyncRequest = z.object({
  syncId: objectId,
  scope: z.enum(KBOT_SYNC_SCOPES),
  status: z.enum(KBOT_SYNC_STATUSES),
  note: z.string().nullable(),
  requestedAt: z.string(),
  requestedBy: z.object({ userId: objectId, name: z.string() }),
});
export type KbotSyncRequest = z.infer<typeof kbotSyncRequest>;

/** 202 with the recorded request; `alreadyQueued` when an earlier request of the group was still waiting. */
export const kbotSyncReply = kbotSyncRequest.extend({ alreadyQueued: z.boolean() });
export const kbotSyncListReply = z.object({ data: z.array(kbotSyncRequest) });
export const kbotSyncParams = z.object({ syncId: objectId });
