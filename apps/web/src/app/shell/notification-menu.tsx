import { ActionIcon, Indicator, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUnreadAnnouncements } from './unread-announcements';

/** Notification menu in the top bar; the dot carries the unread-announcement counter. */
export function NotificationMenu() {
  const { t } = useTranslation();
  const unread = useUnreadAnnouncements();
  return (
    <Popover position="bottom-end" width={320} shadow="md" withinPortal>
      <Tooltip label={t('notifications.title')}>
        <Popover.Target>
          <Indicator disabled={unread === 0} label={unread > 99 ? '99+' : unread} size={16} color="red" offset={6}>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('notifications.open', { count: unread })} data-testid="notification-menu">
              <IconBell size={20} aria-hidden />
            </ActionIcon>
          </Indicator>
        </Popover.Target>
      </Tooltip>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb="sm">
          {t('notifications.title')}
        </Text>
        <Stack align="center" gap={6} py="md" c="dimmed">
          <IconBellOff size={28} aria-hidden />
          <Text size="sm">{t('notifications.empty')}</Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
