import { CloseButton, Group, ScrollArea, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KbotAsk } from './kbot-ask';

/**
 * KBot beside whatever page is open (a practice chat above all): the page stays mounted, so a chat keeps its
 * conversation and draft while the advisor looks something up.
 */
export default function KbotSidePanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" h="100%" p="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4" id="kbot-panel-title">
          {t('kbot.panel.title')}
        </Title>
        <CloseButton onClick={onClose} aria-label={t('kbot.panel.close')} />
      </Group>
      <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
        <KbotAsk compact idPrefix="kbot-panel" />
      </ScrollArea>
    </Stack>
  );
}
