import { Anchor, Divider, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KbotAsk } from './kbot-ask';
import { KbotSyncPanel } from './kbot-sync-panel';

/** The KBot card: ask, the three best passages, and the sync state. */
export default function KbotWidget() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <KbotAsk compact idPrefix="kbot-widget" />
      <Divider />
      <KbotSyncPanel compact />
      <Anchor component={Link} to="/dashboard/kbot" size="xs" w="fit-content">
        {t('kbot.openPage')}
      </Anchor>
    </Stack>
  );
}
