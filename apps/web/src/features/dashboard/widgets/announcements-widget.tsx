import { Anchor, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_EVENTS, announcementListReply, unreadCountReply, type AnnouncementItem } from '@switchboard/contracts';
import { http } from '../../../shared/api/http-client';
import { RECONNECTED } from '../../../shared/events/events-socket';
import { useServerEvents } from '../../../shared/events/use-server-events';
import { parseReply } from '../../../shared/api/parse-reply';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { RelativeTimeLabel } from '../../../shared/ui/relative-time-label';
import { isUnreadForMe, needsAcknowledgement } from '../../announcements/read-state';
import { WidgetLoading } from './widget-loading';
import classes from '../dashboard.module.css';

const LATEST = 5;

const CATEGORY_KEYS: Record<AnnouncementItem['category'], string> = {
  'Product Update': 'widgets.announcements.category.productUpdate',
  'Process Change': 'widgets.announcements.category.processChange',
  'New Launch': 'widgets.announcements.category.newLaunch',
  Actions: 'widgets.announcements.category.actions',
};

export const announcementsWidgetKey = (tenantId: string) => ['widget', 'announcements', tenantId] as const;

async function latest(tenantId: string, signal: AbortSignal) {
  const base = `/api/announcement/v1/${tenantId}`;
  const [list, unread] = await Promise.all([
    http.get(`${base}/announcements`, { query: { page: 1, limit: LATEST, status: 'published' }, signal }),
    http.get(`${base}/unread-count`, { signal }),
  ]);
  return { items: parseReply(announcementListReply, list).data, unread: parseReply(unreadCountReply, unread).unreadCount };
}

/** The latest published announcements of the group and the user's unread count. */
export function AnnouncementsWidget({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: announcementsWidgetKey(tenantId), queryFn: ({ signal }) => latest(tenantId, signal) });
  // New, changed or read announcements (on any of the user's devices) update the list and the count.
  useServerEvents(tenantId, (event) => {
    if (event.type === RECONNECTED || (Object.values(ANNOUNCEMENT_EVENTS) as string[]).includes(event.type)) {
      void queryClient.invalidateQueries({ queryKey: announcementsWidgetKey(tenantId) });
    }
  });
  if (query.isPending) return <WidgetLoading />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  const { items, unread } = query.data;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconSpeakerphone size={24} />}
        title={t('widgets.announcements.emptyTitle')}
        description={t('widgets.announcements.emptyDescription')}
        order={4}
      />
    );
  }
  return (
    <Stack gap="xs" className={classes.widgetScroll}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} data-testid="announcements-unread">
          {unread > 0 ? t('widgets.announcements.unread', { count: unread }) : t('widgets.announcements.allRead')}
        </Text>
        <Anchor component={Link} to="/dashboard/announcements" size="sm">
          {t('widgets.announcements.openAll')}
        </Anchor>
      </Group>
      <ul className={classes.plainList}>
        {items.map((item) => {
          const isUnread = isUnreadForMe(item);
          const needsAck = needsAcknowledgement(item);
          return (
            <li key={item._id}>
              <UnstyledButton className={classes.listRow} onClick={() => void navigate(`/dashboard/announcements?id=${item._id}`)}>
                <Group gap={6} wrap="nowrap" mb={2}>
                  {isUnread && <span className={classes.unreadDot} aria-hidden />}
                  <Text size="sm" fw={isUnread ? 700 : 500} lineClamp={1}>
                    {item.title}
                  </Text>
                </Group>
                <Group gap={6} wrap="wrap">
                  <Badge size="xs" variant="light" color="gray">
                    {t(CATEGORY_KEYS[item.category])}
                  </Badge>
                  {isUnread && (
                    <Badge size="xs" variant="light" color="brand">
                      {t('widgets.announcements.new')}
                    </Badge>
                  )}
                  {needsAck && (
                    <Badge size="xs" variant="light" color="orange">
                      {t('widgets.announcements.needsAcknowledgement')}
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed">
                    {item.author} · <RelativeTimeLabel value={item.publishedAt ?? item.createdAt} />
                  </Text>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
