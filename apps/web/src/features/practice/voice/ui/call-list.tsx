import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { IdleStatus } from '../../chat/logic/idle';
import { formatDuration } from '../../chat/logic/item-timer';
import classes from '../../chat/ui/chat.module.css';
import type { CallActor } from '../logic/call-machine';
import { callChip, callClickable, callView, sameView, type CallChip } from '../logic/call-view';

const CHIPS: Readonly<Record<CallChip, { key: string; colour: string }>> = {
  completed: { key: 'practice.voice.chip.completed', colour: 'teal' },
  active: { key: 'practice.voice.chip.active', colour: 'brand' },
  incoming: { key: 'practice.voice.chip.incoming', colour: 'grape' },
  outgoing: { key: 'practice.voice.chip.outgoing', colour: 'indigo' },
  pending: { key: 'practice.voice.chip.pending', colour: 'gray' },
};

const IDLE_KEYS: Readonly<Record<Exclude<IdleStatus, 'normal'>, string>> = {
  warning: 'practice.chat.idle.warning',
  danger: 'practice.chat.idle.danger',
};

interface CallListProps {
  calls: { id: string; ref: CallActor }[];
  selectedId: string | null;
  idleStatus: IdleStatus;
  durationMs: (id: string) => number;
  onSelect: (id: string) => void;
  /** Every call is over: any of them can be opened to read it again. */
  reviewing?: boolean;
}

/**
 * The call list (roleplay.md §2): name, duration and a chip per call — completed, active call, incoming
 * or outgoing while ringing, pending. Only started or ringing calls can be clicked; the active call turns
 * yellow on an idle warning and pink past the danger threshold.
 */
export function CallList({ calls, selectedId, idleStatus, durationMs, onSelect, reviewing = false }: CallListProps) {
  const { t } = useTranslation();
  if (calls.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="sm" data-testid="call-list-empty">
        {t('practice.voice.list.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="call-list">
      {calls.map((call) => (
        <li key={call.id}>
          <CallRow
            call={call.ref}
            selected={call.id === selectedId}
            idleStatus={idleStatus}
            durationMs={durationMs(call.id)}
            onSelect={() => onSelect(call.id)}
            reviewing={reviewing}
          />
        </li>
      ))}
    </Stack>
  );
}

function CallRow({
  call,
  selected,
  idleStatus,
  durationMs,
  onSelect,
  reviewing,
}: {
  call: CallActor;
  selected: boolean;
  idleStatus: IdleStatus;
  durationMs: number;
  onSelect: () => void;
  reviewing: boolean;
}) {
  const { t } = useTranslation();
  const view = useSelector(call, callView, sameView);
  const chip = callChip(view);
  const idle = selected && view.status === 'started' ? idleStatus : 'normal';
  const clickable = callClickable(view) || (reviewing && view.status === 'completed');
  const content = (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {view.assessment.additionalCustomerData.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {view.assessment.name}
        </Text>
        <Group gap={4} c="dimmed">
          <IconClock size={12} aria-hidden />
          <Text size="xs" ff="monospace" data-testid="call-duration" aria-label={t('practice.chat.list.duration')}>
            {formatDuration(durationMs)}
          </Text>
        </Group>
      </Stack>
      <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
        <Badge size="sm" variant="light" color={CHIPS[chip].colour} data-testid="call-status" data-chip={chip}>
          {t(CHIPS[chip].key)}
        </Badge>
        {idle !== 'normal' && (
          <Badge
            size="xs"
            variant="filled"
            color={idle === 'danger' ? 'pink' : 'yellow'}
            c={idle === 'danger' ? undefined : 'dark'}
            data-testid="idle-badge"
          >
            {t(IDLE_KEYS[idle])}
          </Badge>
        )}
      </Stack>
    </Group>
  );
  const common = {
    className: classes.listItem,
    'data-selected': selected || undefined,
    'data-idle': idle,
    'data-clickable': clickable || undefined,
    'data-testid': 'call-list-item',
  };
  return clickable ? (
    <UnstyledButton {...common} aria-current={selected ? 'true' : undefined} onClick={onSelect}>
      {content}
    </UnstyledButton>
  ) : (
    <div {...common} style={{ cursor: 'default' }}>
      {content}
    </div>
  );
}
