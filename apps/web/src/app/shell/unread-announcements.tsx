import { createContext, useContext, type ReactNode } from 'react';
import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Unread-announcement count: 0 until the Announcements feature provides the live value. */
const UnreadAnnouncementsContext = createContext(0);

export function UnreadAnnouncementsProvider({ count, children }: { count: number; children: ReactNode }) {
  return <UnreadAnnouncementsContext.Provider value={Math.max(0, count)}>{children}</UnreadAnnouncementsContext.Provider>;
}

export const useUnreadAnnouncements = (): number => useContext(UnreadAnnouncementsContext);

/** The counter badge; renders nothing at 0 and caps the shown number at 99+. */
export function UnreadBadge({ count: given }: { count?: number }) {
  const { t } = useTranslation();
  const fromContext = useUnreadAnnouncements();
  const count = given ?? fromContext;
  if (count <= 0) return null;
  return (
    <Badge size="sm" circle={count < 10} color="red" variant="filled" data-testid="unread-badge">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{t('notifications.unreadAnnouncements', { count })}</VisuallyHidden>
    </Badge>
  );
}
