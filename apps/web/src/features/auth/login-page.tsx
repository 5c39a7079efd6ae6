import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { Brand } from '../../app/shell/brand';
import { LanguageSelect } from '../../shared/ui/language-picker';
import { LoginForm } from './login-form';
import { ssoErrorKey } from './login-error';
import classes from './login-page.module.css';

/** Where a signed-out user lands ('/'); after sign-in, back to where they were headed. */
export function LoginPage() {
  const { t } = useTranslation();
  const { state, begin } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  // Back from the organisation's provider: the session is in the cookie the callback set; the handshake picks it up.
  const ssoSignedIn = params.get('sso') === 'signed-in';
  const started = useRef(false);
  useEffect(() => {
    if (ssoSignedIn && state.status === 'signedOut' && !started.current) {
      started.current = true;
      begin();
    }
  }, [ssoSignedIn, state.status, begin]);

  if (state.status !== 'signedOut') {
    const from = (location.state as { from?: unknown } | null)?.from;
    return <Navigate to={typeof from === 'string' && from.startsWith('/dashboard') ? from : '/dashboard'} replace />;
  }

  return (
    <Box className={classes.page}>
      <Center component="main" mih="100vh" p="md">
        <Stack gap="lg" w="100%" maw={420}>
          <Center>
            <Brand linked={false} />
          </Center>
          <Paper withBorder shadow="sm" p={32} className={classes.card}>
            <Stack gap={4} mb="lg">
              <Title order={1} size="h3">
                {t('auth.title')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('auth.subtitle')}
              </Text>
            </Stack>
            <LoginForm onSignedIn={begin} ssoErrorKey={ssoErrorKey(params.get('sso_error'))} />
          </Paper>
          <Paper withBorder p="md" className={classes.card}>
            <LanguageSelect />
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
