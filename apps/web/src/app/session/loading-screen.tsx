import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Brand } from '../shell/brand';

/** Shown while the handshake runs ('Loading...', roleplay.md §2). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" bg="gray.0">
      <Stack align="center" gap="lg" role="status" aria-live="polite" data-testid="session-loading">
        <Brand linked={false} />
        <Loader size="md" aria-hidden />
        <Text c="dimmed" size="sm">
          {t('session.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
