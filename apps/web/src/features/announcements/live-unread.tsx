import type { ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ANNOUNCEMENT_EVENTS, type AnnouncementDetail, type AnnouncementReceiptReply } from '@switchboard/contracts';
import { useReadySession } from '../../app/session/session-context';
import { UnreadAnnouncementsProvider } from '../../app/shell/unread-announcements';
import { RECONNECTED, type ServerEvent } from '../../shared/events/events-socket';
import { useServerEvents } from '../../shared/events/use-server-events';
import { announcementsApi } from './announcements-api';
import { announcementKeys } from './query-keys';

const UNREAD_REFRESH_MS = 5 * 60_000;

/** A receipt the server confirmed (here or on another device): counter and cached copies follow it. */
export function applyReceipt(queryClient: QueryClient, tenantId: string, receipt: AnnouncementReceiptReply): void {
  queryClient.setQueryData(announcementKeys.unread(tenantId), Math.max(0, receipt.unreadCount));
  queryClient.setQueryData<AnnouncementDetail>(announcementKeys.detail(tenantId, receipt.announcementId), (current) =>
    current ? { ...current, announcementReadAckStatus: receipt.announcementReadAckStatus } : current,
  );
}

const isReceipt = (payload: unknown): payload is AnnouncementReceiptReply =>
  typeof payload === 'object' && payload !== null && 'unreadCount' in payload && 'announcementId' in payload;

/**
 * The live unread-announcement counter for the shell's badge (top bar, menu tab, widget): fetched
 * once, then kept current by the events socket — publications and archives in the group, and this
 * user's reads and acknowledgements on any device.
 */
export function LiveUnreadAnnouncements({ children }: { children: ReactNode }) {
  const { group } = useReadySession();
  const tenantId = group.groupId;
  const queryClient = useQueryClient();
  const unread = useQuery({
    queryKey: announcementKeys.unread(tenantId),
    queryFn: ({ signal }) => announcementsApi.unreadCount(tenantId, signal),
    refetchInterval: UNREAD_REFRESH_MS,
    meta: { silent: true },
  });

  useServerEvents(tenantId, (event: ServerEvent) => {
    if (event.type === ANNOUNCEMENT_EVENTS.receipt && isReceipt(event.payload)) {
      applyReceipt(queryClient, tenantId, event.payload);
      void queryClient.invalidateQueries({ queryKey: announcementKeys.feed(tenantId) });
      return;
    }
    if (event.type.startsWith('announcement.') || event.type === RECONNECTED) {
      void queryClient.invalidateQueries({ queryKey: announcementKeys.all(tenantId) });
    }
  });

  return <UnreadAnnouncementsProvider count={unread.data ?? 0}>{children}</UnreadAnnouncementsProvider>;
}
