import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KBOT_EVENTS, type KbotSyncRequest } from '@switchboard/contracts';
import { showToast } from '../../app/toasts/toast';
import { RECONNECTED } from '../../shared/events/events-socket';
import { useServerEvents } from '../../shared/events/use-server-events';
import { kbotApi, type KbotSyncScope } from './kbot-api';
import { kbotKeys } from './query-keys';

const SYNC_EVENTS: readonly string[] = Object.values(KBOT_EVENTS);

export interface LiveSync {
  job: KbotSyncRequest;
  /** 0–100 while running; 100 once done or failed. */
  percent: number;
}

/** Percent of a job as the server counts it, for a job read from the list rather than an event. */
export function percentOf(job: KbotSyncRequest): number {
  if (job.status === 'queued') return 0;
  if (job.status === 'running') return job.totalSources > 0 ? Math.round((100 * job.processedSources) / job.totalSources) : 0;
  return 100;
}

/**
 * The group's KBot syncs, kept live from the events socket: every change of a job (queued, progress, done,
 * failed) arrives with its counts and percent, so the progress bar moves without polling.
 */
export function useKbotSync(tenantId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = kbotKeys.syncs(tenantId);
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => kbotApi.syncs(signal) });
  const [live, setLive] = useState<LiveSync | null>(null);

  useServerEvents(tenantId, (event) => {
    if (event.type === RECONNECTED) {
      void queryClient.invalidateQueries({ queryKey: key });
      return;
    }
    if (!SYNC_EVENTS.includes(event.type)) return;
    const payload = event.payload as KbotSyncRequest & { percent?: number };
    setLive({ job: payload, percent: payload.percent ?? percentOf(payload) });
    if (event.type !== KBOT_EVENTS.syncProgress) void queryClient.invalidateQueries({ queryKey: key });
  });

  const start = useMutation({
    mutationFn: (scope: KbotSyncScope) => kbotApi.sync(scope),
    onSuccess: (result) => {
      if (result.alreadyQueued) showToast({ type: 'info', message: t('kbot.sync.alreadyRunning') });
      setLive((current) => (current?.job.syncId === result.syncId ? current : { job: result, percent: percentOf(result) }));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const current = newestSync(live, list.data?.[0] ?? null);
  const lastDone = list.data?.find((job) => job.status === 'done') ?? null;
  return { list, current, lastDone, start };
}

const isFinal = (job: KbotSyncRequest) => job.status === 'done' || job.status === 'failed';

/**
 * The newest of what the socket told us and what the list says: an event may be newer than the list, or the list
 * newer than an event heard before a reconnect; for the same job, a finished state wins over a running one.
 */
export function newestSync(live: LiveSync | null, listed: KbotSyncRequest | null): LiveSync | null {
  const fromList = listed ? { job: listed, percent: percentOf(listed) } : null;
  if (!live || !fromList) return live ?? fromList;
  if (live.job.syncId !== fromList.job.syncId) return live.job.requestedAt > fromList.job.requestedAt ? live : fromList;
  return isFinal(fromList.job) && !isFinal(live.job) ? fromList : live;
}
