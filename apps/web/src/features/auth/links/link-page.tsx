import { useLayoutEffect, useState } from 'react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { AuthCard } from './auth-card';
import { ChoosePasswordForm } from './choose-password-form';
import { tokenFromFragment } from './password-link-error';

interface LinkPageProps {
  title: string;
  subtitle: string;
  submitLabel: string;
  send: (token: string, password: string) => Promise<unknown>;
}

/**
 * A page opened from a one-time link (invitation or password reset): reads the token from the fragment,
 * takes it out of the address bar (and so out of the history), asks for a password, signs in.
 */
export function LinkPage({ title, subtitle, submitLabel, send }: LinkPageProps) {
  const { t } = useTranslation();
  const { begin } = useSession();
  const navigate = useNavigate();
  // Read during render, removed after commit: React may discard a render and run it again (a lazy page's
  // first render yields to other updates), and the second run must still find the token.
  const [token] = useState(() => tokenFromFragment(window.location.hash));
  useLayoutEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  return (
    <AuthCard title={title} subtitle={token ? subtitle : undefined}>
      {token ? (
        <ChoosePasswordForm
          submitLabel={submitLabel}
          onSubmit={(password) => send(token, password)}
          onDone={() => {
            begin();
            void navigate('/dashboard', { replace: true });
          }}
        />
      ) : (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {t('accountLinks.linkInvalid')}
          </Alert>
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('auth.forgotPassword')}
          </Anchor>
        </Stack>
      )}
    </AuthCard>
  );
}
