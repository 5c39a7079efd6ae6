import { Badge, Group, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheck, IconClockExclamation, IconPaperclip } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnnouncementItem } from '@switchboard/contracts';
import { RelativeTimeLabel } from '../../shared/ui/relative-time-label';
import { formatTimestamp } from '../../shared/ui/format-timestamp';
import { CATEGORY_COLORS, CATEGORY_KEYS, STATUS_KEYS, isOpenable, isUnreadForMe, needsAcknowledgement, readStateOf } from './feed-logic';
import classes from './announcements.module.css';

/** One feed row: unread dot, title, category, status and receipt badges, author, time, excerpt, picture. */
export function AnnouncementRow({ item, compact = false }: { item: AnnouncementItem; compact?: boolean }) {
  const { t } = useTranslation();
  const openable = isOpenable(item);
  const state = readStateOf(item);
  const unread = isUnreadForMe(item);
  const image = item.media.find((m) => m.kind === 'image');
  const when = item.publishedAt ?? item.createdAt;

  const content = (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <span className={classes.dot} data-unread={unread || undefined} aria-hidden />
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Badge size="sm" variant="light" color={item.status ? CATEGORY_COLORS[item.category] : 'gray'}>
            {t(CATEGORY_KEYS[item.category])}
          </Badge>
          {item.status !== 'published' && (
            <Badge size="sm" variant="outline" color="gray">
              {item.status ? t(STATUS_KEYS[item.status]) : t('announcements.status.unknown')}
            </Badge>
          )}
          {needsAcknowledgement(item) && (
            <Badge size="sm" variant="light" color="red" leftSection={<IconClockExclamation size={12} aria-hidden />}>
              {t('announcements.feed.ackRequired')}
            </Badge>
          )}
          {state === 'acknowledged' && (
            <Badge size="sm" variant="light" color="teal" leftSection={<IconCircleCheck size={12} aria-hidden />}>
              {t('announcements.feed.acknowledged')}
            </Badge>
          )}
          {unread && <span className={classes.srOnly}>{t('announcements.feed.unread')}</span>}
        </Group>
        <Text fw={unread ? 700 : 600} size={compact ? 'sm' : 'md'} lineClamp={2} className={classes.title}>
          {item.title}
        </Text>
        {!compact && item.excerpt && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {item.excerpt}
          </Text>
        )}
        <Group gap={6} wrap="wrap">
          <Text size="xs" c="dimmed">
            {item.author}
          </Text>
          <Text size="xs" c="dimmed" aria-hidden>
            ·
          </Text>
          <Text size="xs" c="dimmed">
            <RelativeTimeLabel value={when} />
          </Text>
          {needsAcknowledgement(item) && item.dueAt && (
            <>
              <Text size="xs" c="dimmed" aria-hidden>
                ·
              </Text>
              <Text size="xs" c="red.8">
                {t('announcements.feed.due', { date: formatTimestamp(item.dueAt) })}
              </Text>
            </>
          )}
          {item.media.length > 0 && (
            <Group gap={2} c="dimmed">
              <IconPaperclip size={12} aria-hidden />
              <Text size="xs">{t('announcements.feed.mediaCount', { count: item.media.length })}</Text>
            </Group>
          )}
        </Group>
      </Stack>
      {!compact && image && <Image src={image.url} alt="" w={96} h={64} radius="sm" fit="cover" className={classes.thumb} />}
    </Group>
  );

  if (!openable) {
    return (
      <Paper withBorder p="md" className={classes.row} data-disabled aria-disabled="true" data-testid="announcement-row" data-id={item._id}>
        {content}
      </Paper>
    );
  }
  return (
    <Paper withBorder className={classes.row} data-testid="announcement-row" data-id={item._id} data-unread={unread || undefined}>
      <UnstyledButton component={Link} to={`/dashboard/announcements/${item._id}`} p="md" className={classes.rowLink}>
        {content}
      </UnstyledButton>
    </Paper>
  );
}
