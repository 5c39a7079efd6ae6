import { Alert, Badge, Button, Group, Menu, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { roleAtLeast, type KbotSyncStatus } from '@switchboard/contracts';
import { useReadySession } from '../../app/session/session-context';
import { LoadFailed } from '../../shared/ui/load-failed';
import { RelativeTimeLabel } from '../../shared/ui/relative-time-label';
import { useKbotSync } from './use-kbot-sync';

const STATUS_COLOURS: Record<KbotSyncStatus, string> = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red' };
const STATUS_KEYS: Record<KbotSyncStatus, string> = {
  queued: 'kbot.sync.status.queued',
  running: 'kbot.sync.status.running',
  done: 'kbot.sync.status.done',
  failed: 'kbot.sync.status.failed',
};

/**
 * KBot's knowledge sync: the latest job with live progress from the events socket, and (guardians and above)
 * a quick or full sync.
 */
export function KbotSyncPanel({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { user, group } = useReadySession();
  const { list, current, start } = useKbotSync(group.groupId);
  const canSync = roleAtLeast(user.role, 'guardian');
  if (list.isPending) return <Skeleton h={compact ? 40 : 96} />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  const job = current?.job;
  const active = job && (job.status === 'queued' || job.status === 'running');
  return (
    <Stack gap="xs" data-testid="kbot-sync">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          {job ? (
            <>
              <Badge color={STATUS_COLOURS[job.status]} variant="light" data-testid="kbot-sync-status">
                {t(STATUS_KEYS[job.status])}
              </Badge>
              <Text size="xs" c="dimmed">
                {t(job.scope === 'full' ? 'kbot.sync.full' : 'kbot.sync.quick')} · {t('kbot.sync.by', { name: job.requestedBy.name })} ·{' '}
                <RelativeTimeLabel value={job.finishedAt ?? job.startedAt ?? job.requestedAt} />
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('kbot.sync.never')}
            </Text>
          )}
        </Group>
        {canSync && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                loading={start.isPending}
                disabled={!!active}
                data-testid="kbot-sync-button"
              >
                {t('kbot.sync.action')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => start.mutate('incremental')} data-testid="kbot-sync-quick">
                {t('kbot.sync.quickAction')}
              </Menu.Item>
              <Menu.Item onClick={() => start.mutate('full')} data-testid="kbot-sync-full">
                {t('kbot.sync.fullAction')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {job && active && (
        <>
          <Progress
            value={current.percent}
            animated
            aria-label={t('kbot.sync.progressLabel')}
            aria-valuetext={t('kbot.sync.percent', { percent: current.percent })}
          />
          <Text size="xs" c="dimmed" aria-live="polite" data-testid="kbot-sync-progress">
            {job.status === 'queued'
              ? t('kbot.sync.waiting')
              : t('kbot.sync.progress', { percent: current.percent, processed: job.processedSources, total: job.totalSources })}
          </Text>
        </>
      )}
      {job?.status === 'done' && (
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="kbot-sync-done">
          {t('kbot.sync.doneSummary', {
            count: job.processedSources,
            passages: t('kbot.sync.passages', { count: job.passages }),
          })}
          {job.removedSources > 0 && ` ${t('kbot.sync.removed', { count: job.removedSources })}`}
        </Text>
      )}
      {job?.status === 'failed' && !compact && (
        <Alert color="red" variant="light" p="xs" title={t('kbot.sync.failedTitle')}>
          <Text size="xs">{job.error ?? t('kbot.sync.failedDescription')}</Text>
        </Alert>
      )}
      {job?.status === 'failed' && compact && (
        <Text size="xs" c="red.8" role="status">
          {t('kbot.sync.failedTitle')}
        </Text>
      )}
    </Stack>
  );
}
