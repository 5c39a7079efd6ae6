import { Alert, List } from '@mantine/core';
import { IconVolumeOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { voiceApi } from '../voice-api';

/**
 * Says before a call starts that this server cannot speak the customer's lines or hear the advisor,
 * so a silent call is never the first sign of it.
 */
export function SpeechStatusNotice() {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: ['speech-status'],
    queryFn: ({ signal }) => voiceApi.status(signal),
    staleTime: 60_000,
    meta: { silent: true },
  });
  if (!status.data) return null;
  const { synthesis, recognition } = status.data;
  if (synthesis.available && recognition.available) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconVolumeOff size={18} aria-hidden />}
      title={t('practice.voice.engines.title')}
      data-testid="speech-unavailable"
    >
      <List size="sm" spacing={4}>
        {!synthesis.available && <List.Item>{t('practice.voice.engines.voice')}</List.Item>}
        {!recognition.available && <List.Item>{t('practice.voice.engines.recognition')}</List.Item>}
      </List>
    </Alert>
  );
}
