import { useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../shared/api/accounts-api';
import { ssoApi } from '../../shared/api/sso-api';
import { loginErrorKey, validateEmail, validateLogin, type LoginFieldErrors } from './login-error';

/** Leaves the app for the organisation's provider (a full page load: the provider is another site). */
const goTo = (url: string) => window.location.assign(url);

/**
 * Sign-in asks for the e-mail first: an address whose domain signs in through its organisation's provider goes
 * there; any other gets the password field.
 */
export function LoginForm({ onSignedIn, ssoErrorKey }: { onSignedIn: () => void; ssoErrorKey: string | null }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'email' | 'password'>('email');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const discover = useMutation({
    mutationFn: () => ssoApi.discover(email.trim()),
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.method === 'sso' && answer.redirectUrl) goTo(answer.redirectUrl);
      else {
        setStep('password');
        requestAnimationFrame(() => passwordRef.current?.focus());
      }
    },
  });
  const login = useMutation({
    mutationFn: () => accountsApi.login(email.trim(), password),
    // Failures are explained next to the form, not as a toast.
    meta: { silent: true },
    onSuccess: onSignedIn,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'email') {
      const errors = validateEmail(email);
      setFieldErrors(errors);
      if (!errors.email) discover.mutate();
      return;
    }
    const errors = validateLogin(email, password);
    setFieldErrors(errors);
    if (!errors.email && !errors.password) login.mutate();
  };
  const changeEmail = () => {
    setStep('email');
    setPassword('');
    login.reset();
  };
  const failure = step === 'email' ? discover.error : login.error;
  const redirecting = discover.isSuccess && discover.data.method === 'sso';

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.formLabel')}>
      <Stack gap="md">
        {ssoErrorKey && !failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="sso-error">
            {t(ssoErrorKey)}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="username"
          required
          readOnly={step === 'password'}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldErrors.email ? t(fieldErrors.email) : undefined}
          leftSection={<IconAt size={16} aria-hidden />}
          data-testid="login-email"
        />
        {step === 'password' && (
          <PasswordInput
            ref={passwordRef}
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
        )}
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="login-error">
            {t(loginErrorKey(failure))}
          </Alert>
        )}
        {redirecting && (
          <Alert color="blue" variant="light" role="status" data-testid="sso-redirecting">
            {t('auth.ssoRedirecting')}
          </Alert>
        )}
        <Button type="submit" size="md" loading={discover.isPending || login.isPending || redirecting} fullWidth data-testid="login-submit">
          {step === 'email' ? t('auth.continue') : t('auth.signIn')}
        </Button>
        <Group justify="space-between">
          {step === 'password' ? (
            <Anchor component="button" type="button" size="sm" onClick={changeEmail} data-testid="login-change-email">
              {t('auth.changeEmail')}
            </Anchor>
          ) : (
            <span />
          )}
          <Anchor component={Link} to="/forgot-password" size="sm" data-testid="forgot-password-link">
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
