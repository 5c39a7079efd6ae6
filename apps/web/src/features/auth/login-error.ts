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

/** Checks before sending: both fields filled, the e-mail shaped like one. Values are i18n keys. */
export function validateLogin(email: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!email.trim()) errors.email = 'auth.emailRequired';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'auth.emailInvalid';
  if (!password) errors.password = 'auth.passwordRequired';
  return errors;
}
