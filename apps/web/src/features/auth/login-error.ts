import type { SsoError } from '@switchboard/contracts';
import { ApiError, NetworkError } from '../../shared/api/api-error';
import { globalToastText } from '../../app/toasts/global-error-toast';

/** What the login form says about a failed sign-in (an i18n key). Same text for unknown user and wrong password. */
export function loginErrorKey(error: unknown): string {
  if (error instanceof NetworkError) return 'errors.networkError';
  if (error instanceof ApiError) {
    if (error.status === 401) return 'auth.invalidCredentials';
    if (error.status === 429) return 'auth.tooManyAttempts';
    if (error.status === 403) return 'auth.noActiveGroup';
  }
  return globalToastText(error).key;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginFieldErrors {
  email?: string;
  password?: string;
}

/** The first step's check: the e-mail filled and shaped like one. Values are i18n keys. */
export function validateEmail(email: string): LoginFieldErrors {
  if (!email.trim()) return { email: 'auth.emailRequired' };
  if (!EMAIL_PATTERN.test(email.trim())) return { email: 'auth.emailInvalid' };
  return {};
}

/** Checks before sending: both fields filled, the e-mail shaped like one. Values are i18n keys. */
export function validateLogin(email: string, password: string): LoginFieldErrors {
  const errors = validateEmail(email);
  if (!password) errors.password = 'auth.passwordRequired';
  return errors;
}

/** What the sign-in page says when single sign-on sent the browser back with `?sso_error=` (an i18n key). */
export function ssoErrorKey(code: string | null): string | null {
  if (code === null) return null;
  return SSO_ERROR_KEYS[code as SsoError] ?? SSO_ERROR_KEYS.provider_error;
}

const SSO_ERROR_KEYS: Record<SsoError, string> = {
  unknown_user: 'auth.sso.unknown_user',
  provider_error: 'auth.sso.provider_error',
  invalid_state: 'auth.sso.invalid_state',
  wrong_audience: 'auth.sso.wrong_audience',
  not_configured: 'auth.sso.not_configured',
  rate_limited: 'auth.sso.rate_limited',
};
