import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SaveState } from './use-dashboard';

/** "Saving…" / "All changes saved" for the layout, announced politely to screen readers. */
export function SaveIndicator({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" aria-live="polite" data-testid="dashboard-save-state" data-state={state}>
      {state === 'saving' ? t('dashboard.saving') : state === 'saved' ? t('dashboard.saved') : ''}
    </Text>
  );
}
