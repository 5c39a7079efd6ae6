import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@switchboard/contracts';
import { passwordLinkErrorKey } from './password-link-error';

interface ChoosePasswordFormProps {
  submitLabel: string;
  /** Sends the password; resolves once the user is signed in. */
  onSubmit: (password: string) => Promise<unknown>;
  onDone: () => void;
}

/**
 * New password twice. Only the length is checked here; the server also refuses common and breached
 * passwords and says so. No composition rules: a long phrase is the advice.
 */
export function ChoosePasswordForm({ submitLabel, onSubmit, onDone }: ChoosePasswordFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldError, setFieldError] = useState<{ password?: string; confirm?: string }>({});
  const save = useMutation({
    mutationFn: () => onSubmit(password),
    meta: { silent: true },
    onSuccess: onDone,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: typeof fieldError = {};
    if ([...password].length < PASSWORD_MIN_LENGTH) errors.password = 'accountLinks.password.tooShort';
    else if (password !== confirm) errors.confirm = 'accountLinks.password.mismatch';
    setFieldError(errors);
    if (!errors.password && !errors.confirm) save.mutate();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        <Text size="sm">{t('accountLinks.password.advice', { min: PASSWORD_MIN_LENGTH })}</Text>
        <PasswordInput
          label={t('accountLinks.password.new')}
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldError.password ? t(fieldError.password, { min: PASSWORD_MIN_LENGTH }) : undefined}
          leftSection={<IconLock size={16} aria-hidden />}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          data-testid="new-password"
        />
        <PasswordInput
          label={t('accountLinks.password.confirm')}
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
          error={fieldError.confirm ? t(fieldError.confirm) : undefined}
          leftSection={<IconLock size={16} aria-hidden />}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          data-testid="confirm-password"
        />
        {save.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="password-error">
            {t(passwordLinkErrorKey(save.error), { min: PASSWORD_MIN_LENGTH })}
          </Alert>
        )}
        <Button type="submit" size="md" loading={save.isPending} fullWidth data-testid="password-submit">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
