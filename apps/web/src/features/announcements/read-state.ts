import type { AnnouncementItem } from '@switchboard/contracts';

export type ReadState = 'unread' | 'read' | 'acknowledged';

export function readStateOf(item: Pick<AnnouncementItem, 'announcementReadAckStatus'>): ReadState {
  const receipt = item.announcementReadAckStatus;
  if (receipt?.acknowledgementAt) return 'acknowledged';
  if (receipt?.readAt) return 'read';
  return 'unread';
}

/** Still waiting for this reader's acknowledgement (only ever asked of the announcement's audience). */
export const needsAcknowledgement = (
  item: Pick<AnnouncementItem, 'status' | 'requiresAcknowledgement' | 'announcementReadAckStatus' | 'forYou'>,
) => item.status === 'published' && item.forYou && item.requiresAcknowledgement && !item.announcementReadAckStatus?.acknowledgementAt;

/**
 * New to this reader: published, meant for their role and not yet read — the rule of the unread count,
 * so the count and the list agree (an author also lists announcements meant for other roles).
 */
export const isUnreadForMe = (item: Pick<AnnouncementItem, 'status' | 'announcementReadAckStatus' | 'forYou'>) =>
  item.status === 'published' && item.forYou && readStateOf(item) === 'unread';
