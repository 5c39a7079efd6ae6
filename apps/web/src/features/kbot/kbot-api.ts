import { kbotAnswer, kbotSyncListReply, kbotSyncReply, type KbotAnswer, type KbotSyncRequest } from '@switchboard/contracts';
import type { z } from 'zod';
import { http } from '../../shared/api/http-client';
import { parseReply } from '../../shared/api/parse-reply';

export type KbotSyncScope = 'incremental' | 'full';
export type KbotSyncResult = z.infer<typeof kbotSyncReply>;

/** The KBot calls, each reply checked against its contract. */
export const kbotApi = {
  syncs: async (signal?: AbortSignal): Promise<KbotSyncRequest[]> =>
    parseReply(kbotSyncListReply, await http.get('/api/kbot/sync', { signal })).data,

  sync: async (scope: KbotSyncScope): Promise<KbotSyncResult> => parseReply(kbotSyncReply, await http.post('/api/kbot/sync', { scope })),

  ask: async (question: string, signal?: AbortSignal): Promise<KbotAnswer> =>
    parseReply(kbotAnswer, await http.post('/api/kbot/ask', { question }, { signal })),
};
