import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMicrophoneOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useReadySession } from '../../../app/session/session-context';
import { ApiError, NetworkError } from '../../../shared/api/api-error';
import { EmptyState } from '../../../shared/ui/empty-state';
import { historyApi, historyKeys } from '../history-api';
import { AudioPlayer } from './audio-player';

/** The status a failed audio fetch reports (roleplay.md §8: 'Failed to fetch' with the status). */
export const failureStatus = (error: unknown): string =>
  error instanceof ApiError ? String(error.status) : error instanceof NetworkError ? 'network' : 'unknown';

/** The Audio Transcription tab (voice sessions, masking off): the call recording with its waveform. */
export function AudioTab({ sessionId, name, hasRecording }: { sessionId: string; name: string; hasRecording: boolean }) {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const audio = useQuery({
    queryKey: historyKeys.audio(group.groupId, sessionId),
    queryFn: ({ signal }) => historyApi.audio(group.profile.instanceId, sessionId, signal),
    enabled: hasRecording,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    meta: { silent: true },
  });

  if (!hasRecording)
    return (
      <EmptyState
        icon={<IconMicrophoneOff size={28} />}
        title={t('history.audio.noneTitle')}
        description={t('history.audio.noneDescription')}
      />
    );
  if (audio.isError)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={t('history.errors.fetchAudio')}
        data-testid="audio-failed"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('history.audio.failedToFetch', { status: failureStatus(audio.error) })}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void audio.refetch()}>
            {t('actions.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  if (!audio.data)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('history.audio.loading')} />
      </Center>
    );
  return <AudioPlayer blob={audio.data} name={name} />;
}
