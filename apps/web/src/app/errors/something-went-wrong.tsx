import { Button } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../shared/ui/full-page-message';

/** What a crashed screen shows instead of a blank page. */
export function SomethingWentWrong({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <FullPageMessage
        color="red"
        icon={<IconBug size={28} />}
        title={t('errors.crashTitle')}
        description={t('errors.crashHelp')}
        actions={<Button onClick={onRetry}>{t('actions.tryAgain')}</Button>}
      />
    </div>
  );
}
