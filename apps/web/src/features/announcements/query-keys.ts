/** React Query keys of the announcements feature; everything of one group shares the prefix. */
export const announcementKeys = {
  all: (tenantId: string) => ['announcements', tenantId] as const,
  feed: (tenantId: string) => ['announcements', tenantId, 'feed'] as const,
  unread: (tenantId: string) => ['announcements', tenantId, 'unread'] as const,
  detail: (tenantId: string, id: string) => ['announcements', tenantId, 'detail', id] as const,
  receipts: (tenantId: string, id: string) => ['announcements', tenantId, 'receipts', id] as const,
};
