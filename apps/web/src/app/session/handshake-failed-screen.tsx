import { Button, Center } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../shared/ui/full-page-message';
import { HANDSHAKE_FAILURE_KEYS } from './handshake';
import type { SessionState } from './session-context';

interface HandshakeFailedScreenProps {
  failure: Extract<SessionState, { status: 'failed' }>['failure'];
  onRetry: () => void;
  onSignOut: () => void;
}

/** The handshake's own failures, with the spec's message and a way forward. */
export function HandshakeFailedScreen({ failure, onRetry, onSignOut }: HandshakeFailedScreenProps) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" bg="gray.0">
      <FullPageMessage
        color="red"
        icon={<IconPlugConnectedX size={28} />}
        title={t(HANDSHAKE_FAILURE_KEYS[failure])}
        description={t('handshake.help')}
        actions={
          <>
            <Button onClick={onRetry} data-testid="handshake-retry">
              {t('actions.tryAgain')}
            </Button>
            <Button variant="default" onClick={onSignOut}>
              {t('user.signOut')}
            </Button>
          </>
        }
      />
    </Center>
  );
}
