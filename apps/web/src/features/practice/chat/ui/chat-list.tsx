import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { listStatus, type ChatItem } from '../logic/chat-state';
import type { IdleStatus } from '../logic/idle';
import { formatDuration } from '../logic/item-timer';
import classes from './chat.module.css';

const STATUS = {
  completed: { key: 'practice.session.status.completed', colour: 'teal' },
  active: { key: 'practice.session.status.active', colour: 'brand' },
  waiting: { key: 'practice.session.status.waiting', colour: 'gray' },
} as const;

const IDLE_KEYS: Readonly<Record<Exclude<IdleStatus, 'normal'>, string>> = {
  warning: 'practice.chat.idle.warning',
  danger: 'practice.chat.idle.danger',
};

interface ChatListProps {
  items: ChatItem[];
  selectedId: string | null;
  idleStatus: IdleStatus;
  durationMs: (id: string) => number;
  onSelect: (id: string) => void;
}

/** The Chat List tab (roleplay.md §2): name, duration and a Completed / Active / Waiting chip per chat. */
export function ChatList({ items, selectedId, idleStatus, durationMs, onSelect }: ChatListProps) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="sm" data-testid="chat-list-empty">
        {t('practice.chat.list.incoming')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="chat-list">
      {items.map((item) => {
        const id = item.assessment.id;
        const status = listStatus(item, selectedId);
        const selected = id === selectedId;
        const idle = selected && status === 'active' ? idleStatus : 'normal';
        return (
          <li key={id}>
            <UnstyledButton
              className={classes.listItem}
              data-selected={selected || undefined}
              data-idle={idle}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(id)}
              data-testid="chat-list-item"
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {item.assessment.additionalCustomerData.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {item.assessment.name}
                  </Text>
                  <Group gap={4} c="dimmed">
                    <IconClock size={12} aria-hidden />
                    <Text size="xs" ff="monospace" data-testid="chat-duration" aria-label={t('practice.chat.list.duration')}>
                      {formatDuration(durationMs(id))}
                    </Text>
                  </Group>
                </Stack>
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  <Badge size="sm" variant="light" color={STATUS[status].colour} data-testid="chat-status">
                    {t(STATUS[status].key)}
                  </Badge>
                  {idle !== 'normal' && (
                    <Badge size="xs" variant="filled" color={idle === 'danger' ? 'pink' : 'yellow'} data-testid="idle-badge">
                      {t(IDLE_KEYS[idle])}
                    </Badge>
                  )}
                </Stack>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
