import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/page-header';
import { AppIcon } from '../dashboard/app-icon';
import { KbotAsk } from './kbot-ask';
import { KbotSyncPanel } from './kbot-sync-panel';

/** /dashboard/kbot: ask KBot, and the state of its knowledge sync. */
export function KbotPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('kbot.title')} description={t('kbot.description')} eyebrow={<AppIcon icon="bot" accent="#3b5bdb" size={32} />} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="lg">
            <KbotAsk idPrefix="kbot-page" />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="lg">
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('kbot.sync.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('kbot.sync.description')}
              </Text>
              <KbotSyncPanel />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
