import { Button, Center } from '@mantine/core';
import { IconCompassOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../shared/ui/full-page-message';

/** Any unknown view or route (roleplay.md §2: 'Page Not Found'). `standalone` fills the window, outside the shell. */
export function PageNotFound({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const message = (
    <div data-testid="page-not-found">
      <FullPageMessage
        icon={<IconCompassOff size={28} />}
        title={t('errors.pageNotFound')}
        description={t('errors.pageNotFoundHelp')}
        actions={
          <Button component={Link} to={standalone ? '/' : '/dashboard'}>
            {t('actions.goHome')}
          </Button>
        }
      />
    </div>
  );
  return standalone ? (
    <Center mih="100vh" bg="gray.0">
      {message}
    </Center>
  ) : (
    message
  );
}
