import { useState } from 'react';
import { ActionIcon, Avatar, Badge, Button, Collapse, Group, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconMicrophone, IconMicrophoneOff, IconPhone, IconPhoneOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../chat/logic/item-timer';
import { CustomerFactList, customerFacts, initials } from '../../chat/ui/customer-details';
import type { CallView } from '../logic/call-view';

interface CallHeaderProps {
  view: CallView;
  durationMs: number;
  onAnswer: () => void;
  onEnd: () => void;
  onToggleMic: () => void;
}

const RINGING_KEYS = { incoming: 'practice.voice.header.ringingIncoming', outgoing: 'practice.voice.header.ringingOutgoing' } as const;

/**
 * The call header (roleplay.md §2): customer name, avatar, call timer and the call controls, or
 * 'Call Ended' once the call is over. It expands to member since, age, address and issue, only when the
 * customer has at least one of them.
 */
export function CallHeader({ view, durationMs, onAnswer, onEnd, onToggleMic }: CallHeaderProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  // Ending a call cannot be undone, so the red button asks first.
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const customer = view.assessment.additionalCustomerData;
  const facts = customerFacts(customer, t);
  const over = view.status === 'completed' || view.status === 'ended' || view.status === 'failed';
  const live = view.mic === 'live' || view.mic === 'connecting';
  const detailsId = `call-details-${view.id}`;

  return (
    <Paper withBorder radius="md" p="sm" data-testid="call-header" data-status={view.status}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar color="brand" radius="xl" size="md" aria-hidden>
            {initials(customer.name)}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} truncate data-testid="call-customer">
              {customer.name}
            </Text>
            <Group gap={6}>
              <Text size="xs" ff="monospace" c="dimmed" aria-label={t('practice.voice.header.timer')} data-testid="call-timer">
                {formatDuration(durationMs)}
              </Text>
              {view.status === 'ringing' && (
                <Text size="xs" c="grape.8" fw={600} data-testid="call-ringing">
                  {t(RINGING_KEYS[view.direction])}
                </Text>
              )}
              {view.status === 'connecting' && (
                <Text size="xs" c="dimmed">
                  {t('practice.voice.header.connecting')}
                </Text>
              )}
            </Group>
          </Stack>
          {facts.length > 0 && (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => setExpanded((open) => !open)}
              aria-expanded={expanded}
              aria-controls={detailsId}
              aria-label={t('practice.voice.header.details')}
              data-testid="call-details-toggle"
            >
              <IconChevronDown
                size={16}
                aria-hidden
                style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            </ActionIcon>
          )}
        </Group>
        {over ? (
          <Badge color="gray" variant="light" size="lg" data-testid="call-ended">
            {t('practice.voice.header.callEnded')}
          </Badge>
        ) : (
          <Group gap="xs" wrap="nowrap" data-testid="call-controls">
            {view.status === 'ringing' && view.direction === 'incoming' && (
              <Button
                color="teal"
                radius="xl"
                leftSection={<IconPhone size={16} aria-hidden />}
                onClick={onAnswer}
                data-testid="call-answer"
              >
                {t('practice.voice.header.answer')}
              </Button>
            )}
            {(view.status === 'started' || view.status === 'connecting') && (
              <Tooltip label={t('practice.voice.mic.hint')} withArrow>
                <Button
                  variant={live ? 'filled' : 'light'}
                  color={live ? 'teal' : 'gray'}
                  radius="xl"
                  leftSection={live ? <IconMicrophone size={16} aria-hidden /> : <IconMicrophoneOff size={16} aria-hidden />}
                  onClick={onToggleMic}
                  disabled={view.micDisabled}
                  aria-pressed={live}
                  data-testid="mic-toggle"
                  data-mic={view.mic}
                >
                  {view.mic === 'connecting'
                    ? t('practice.voice.mic.connecting')
                    : live
                      ? t('practice.voice.mic.mute')
                      : t('practice.voice.mic.unmute')}
                </Button>
              </Tooltip>
            )}
            <Tooltip label={t('practice.voice.header.end')} withArrow>
              <ActionIcon
                color="red"
                variant="filled"
                radius="xl"
                size="lg"
                onClick={() => setConfirmingEnd(true)}
                aria-label={t('practice.voice.header.end')}
                data-testid="call-end"
              >
                <IconPhoneOff size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      <Modal
        opened={confirmingEnd && !over}
        onClose={() => setConfirmingEnd(false)}
        title={t('practice.voice.endDialog.title')}
        centered
        size="sm"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <Text size="sm">{t('practice.voice.endDialog.body')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirmingEnd(false)} data-autofocus data-testid="call-end-cancel">
            {t('practice.voice.endDialog.cancel')}
          </Button>
          <Button
            color="red"
            leftSection={<IconPhoneOff size={16} aria-hidden />}
            onClick={() => {
              setConfirmingEnd(false);
              onEnd();
            }}
            data-testid="call-end-confirm"
          >
            {t('practice.voice.endDialog.confirm')}
          </Button>
        </Group>
      </Modal>
      {facts.length > 0 && (
        <Collapse in={expanded} id={detailsId}>
          <CustomerFactList facts={facts} mt="sm" mb={0} data-testid="call-details" />
        </Collapse>
      )}
    </Paper>
  );
}
