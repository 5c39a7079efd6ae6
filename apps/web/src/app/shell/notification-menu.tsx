import { useState } from 'react';
import { ActionIcon, Group, Indicator, Popover, Stack, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBell, IconBellOff, IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnreadAnnouncements } from './unread-announcements';
import classes from './app-shell.module.css';

/** Notification menu in the top bar; the dot carries the unread-announcement counter. */
export function NotificationMenu() {
  const { t } = useTranslation();
  const unread = useUnreadAnnouncements();
  const [opened, setOpened] = useState(false);
  return (
    <Popover position="bottom-end" width={320} shadow="md" withinPortal opened={opened} onChange={setOpened}>
      <Indicator disabled={unread === 0} label={unread > 99 ? '99+' : unread} size={16} color="red" offset={6}>
        <Tooltip label={t('notifications.title')}>
          <Popover.Target>
            <ActionIcon
              onClick={() => setOpened((open) => !open)}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={unread > 0 ? t('notifications.openWithUnread', { count: unread }) : t('notifications.title')}
              data-testid="notification-menu"
            >
              <IconBell size={20} aria-hidden />
            </ActionIcon>
          </Popover.Target>
        </Tooltip>
      </Indicator>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb="sm">
          {t('notifications.title')}
        </Text>
        {unread > 0 ? (
          <UnstyledButton
            component={Link}
            to="/dashboard/announcements"
            className={classes.notificationRow}
            onClick={() => setOpened(false)}
          >
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" radius="xl" aria-hidden>
                <IconSpeakerphone size={16} />
              </ThemeIcon>
              <div>
                <Text size="sm" fw={500}>
                  {t('notifications.unreadAnnouncements', { count: unread })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('notifications.openAnnouncements')}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        ) : (
          <Stack align="center" gap={6} py="md" c="dimmed">
            <IconBellOff size={28} aria-hidden />
            <Text size="sm">{t('notifications.empty')}</Text>
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
