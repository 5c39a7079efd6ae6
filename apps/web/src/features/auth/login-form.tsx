import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../shared/api/accounts-api';
import { loginErrorKey, validateLogin, type LoginFieldErrors } from './login-error';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const login = useMutation({
    mutationFn: () => accountsApi.login(email.trim(), password),
    // Failures are explained next to the form, not as a toast.
    meta: { silent: true },
    onSuccess: onSignedIn,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateLogin(email, password);
    setFieldErrors(errors);
    if (!errors.email && !errors.password) login.mutate();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.formLabel')}>
      <Stack gap="md">
        <TextInput
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldErrors.email ? t(fieldErrors.email) : undefined}
          leftSection={<IconAt size={16} aria-hidden />}
          data-testid="login-email"
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldErrors.password ? t(fieldErrors.password) : undefined}
          leftSection={<IconLock size={16} aria-hidden />}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          data-testid="login-password"
        />
        {login.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="login-error">
            {t(loginErrorKey(login.error))}
          </Alert>
        )}
        <Button type="submit" size="md" loading={login.isPending} fullWidth data-testid="login-submit">
          {t('auth.signIn')}
        </Button>
        <Group justify="center">
          <Anchor component={Link} to="/forgot-password" size="sm" data-testid="forgot-password-link">
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
