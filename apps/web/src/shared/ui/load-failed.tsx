import { Button } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

/** In place of a list that could not be loaded (the toast already said why): the way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconCloudOff size={28} />}
      title={t('table.loadFailedTitle')}
      description={t('table.loadFailedDescription')}
      action={
        <Button variant="light" onClick={onRetry}>
          {t('actions.tryAgain')}
        </Button>
      }
    />
  );
}
