import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconAt, IconInfoCircle, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../../shared/api/accounts-api';
import { currentLocale } from '../../../shared/i18n/i18n';
import { loginErrorKey, validateLogin } from '../login-error';
import { AuthCard } from './auth-card';

/**
 * "Forgot password?": one e-mail field. The answer never says whether the address has an account; when
 * this server sends no mail, it says to ask an administrator for a link instead.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const ask = useMutation({
    mutationFn: () => accountsApi.forgotPassword(email.trim(), currentLocale()),
    meta: { silent: true },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = validateLogin(email, 'x').email;
    setFieldError(error);
    if (!error) ask.mutate();
  };

  return (
    <AuthCard title={t('accountLinks.forgot.title')} subtitle={t('accountLinks.forgot.subtitle')}>
      <Stack gap="md">
        {ask.data ? (
          <Alert
            color={ask.data.delivery === 'mail' ? 'teal' : 'blue'}
            variant="light"
            icon={ask.data.delivery === 'mail' ? <IconMailCheck size={18} aria-hidden /> : <IconInfoCircle size={18} aria-hidden />}
            role="status"
            data-testid="forgot-answer"
          >
            {ask.data.delivery === 'mail'
              ? t('accountLinks.forgot.sent', { email: email.trim() })
              : t('accountLinks.forgot.askAdministrator')}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate aria-label={t('accountLinks.forgot.title')}>
            <Stack gap="md">
              <TextInput
                label={t('auth.email')}
                placeholder={t('auth.emailPlaceholder')}
                type="email"
                autoComplete="username"
                required
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={fieldError ? t(fieldError) : undefined}
                leftSection={<IconAt size={16} aria-hidden />}
                data-testid="forgot-email"
              />
              {ask.isError && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
                  {t(loginErrorKey(ask.error))}
                </Alert>
              )}
              <Button type="submit" size="md" loading={ask.isPending} fullWidth data-testid="forgot-submit">
                {t('accountLinks.forgot.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to="/" size="sm">
          {t('accountLinks.forgot.backToSignIn')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
