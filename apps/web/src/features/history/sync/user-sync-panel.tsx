import { useEffect, useState } from 'react';
import { Alert, Button, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconRefresh, IconUsersGroup } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SyncCounts } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { showToast } from '../../../app/toasts/toast';
import { useServerEvents } from '../../../shared/events/use-server-events';
import { historyApi } from '../history-api';
import { SYNC_POLL_MS, applySyncEvent, jobAsEvent, startedJob, syncButtonDisabled, type SyncState } from './sync-progress';

/** The Roleplay application's key in the catalogue: the sync call accepts it as roleplayAppId. */
export const ROLEPLAY_APP_KEY = 'roleplay';

function Counts({ counts }: { counts: SyncCounts }) {
  const { t } = useTranslation();
  return (
    <List size="sm" spacing={2} data-testid="sync-counts">
      <List.Item>{t('userSync.counts.users', { processed: counts.processedUsers, total: counts.totalUsers })}</List.Item>
      <List.Item>{t('userSync.counts.trainings', { trainings: counts.trainingsCreated, heroes: counts.heroes })}</List.Item>
      <List.Item>{t('userSync.counts.batches', { batches: counts.batchesCreated })}</List.Item>
      <List.Item>{t('userSync.counts.trainers', { trainers: counts.trainersAssigned, without: counts.withoutTrainer })}</List.Item>
    </List>
  );
}

/**
 * The User sync tab (roleplay.md §2, §4, §7): provisions the group's users into Roleplay — trainings in
 * the default batch, trainers from supervisors. Only with a last tenant id; the button stays disabled
 * from the click until the job ends (re-enabled on failure); progress arrives on the events socket.
 */
export function UserSyncPanel() {
  const { t } = useTranslation();
  const { user, group } = useReadySession();
  const groupId = user.lastTenantId;
  const [state, setState] = useState<SyncState>({ step: 'idle' });

  useServerEvents(group.groupId, (event) => setState((current) => applySyncEvent(current, event.type, event.payload)));

  // The job is also read back while it runs (a dropped socket, or a sync someone else started).
  const runningJob = state.step === 'running' ? state.jobId : null;
  useEffect(() => {
    if (!runningJob) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      historyApi
        .syncJob(runningJob, controller.signal)
        .then((job) => {
          const { type, payload } = jobAsEvent(job);
          setState((current) => applySyncEvent(current, type, payload));
        })
        .catch(() => undefined);
    }, SYNC_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [runningJob]);

  const sync = useMutation({
    mutationFn: (id: string) => historyApi.syncUsers({ groupId: id, roleplayAppId: ROLEPLAY_APP_KEY }),
    onMutate: () => setState({ step: 'starting', early: [] }),
    onSuccess: (job) => {
      showToast({ type: 'success', message: t('userSync.started') });
      const { message: _message, alreadyRunning: _running, ...counts } = job;
      setState((current) => startedJob(current, jobAsEvent(counts).payload));
    },
    onError: () => setState({ step: 'failed', progress: null }),
  });

  const progress = state.step === 'running' || state.step === 'finished' || state.step === 'failed' ? state.progress : null;
  const percent = state.step === 'finished' ? 100 : Math.round(progress?.percent ?? 0);

  return (
    <Paper withBorder radius="md" p="lg" maw={760} data-testid="user-sync">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconUsersGroup size={24} aria-hidden />
          <Title order={2} size="h4">
            {t('userSync.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('userSync.explanation', { group: group.account.instanceName })}
        </Text>
        {!groupId && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('userSync.noTenant')}
          </Alert>
        )}
        <Group>
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            disabled={syncButtonDisabled(state, groupId)}
            loading={state.step === 'starting'}
            onClick={() => groupId && sync.mutate(groupId)}
            data-testid="sync-users"
          >
            {t('userSync.button')}
          </Button>
        </Group>
        {(state.step === 'running' || state.step === 'finished') && (
          <Stack gap={6}>
            <Progress value={percent} animated={state.step === 'running'} aria-label={t('userSync.progressLabel')} />
            <Text size="sm" aria-live="polite" data-testid="sync-progress">
              {state.step === 'finished' ? t('userSync.finished') : t('userSync.running', { percent })}
            </Text>
            {progress && <Counts counts={progress} />}
          </Stack>
        )}
        {state.step === 'finished' && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} data-testid="sync-finished">
            {t('userSync.finishedHelp')}
          </Alert>
        )}
        {state.step === 'failed' && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="sync-failed">
            {t('userSync.failed')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
