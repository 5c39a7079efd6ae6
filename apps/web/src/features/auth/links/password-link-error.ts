import { ApiError, NetworkError } from '../../../shared/api/api-error';
import { globalToastText } from '../../../app/toasts/global-error-toast';

/** The server's reasons for refusing a password. */
const PASSWORD_PROBLEM_KEYS = {
  too_short: 'accountLinks.password.tooShort',
  too_long: 'accountLinks.password.tooLong',
  common: 'accountLinks.password.common',
} as const;

/** What a choose-password page says about a failure (an i18n key): a dead link, which password rule failed, or the usual. */
export function passwordLinkErrorKey(error: unknown): string {
  if (error instanceof NetworkError) return 'errors.networkError';
  if (error instanceof ApiError) {
    if (error.code === 'link_invalid') return 'accountLinks.linkInvalid';
    if (error.code === 'password_rejected') {
      const reason = (error.details as { reason?: unknown } | undefined)?.reason;
      if (typeof reason === 'string' && reason in PASSWORD_PROBLEM_KEYS)
        return PASSWORD_PROBLEM_KEYS[reason as keyof typeof PASSWORD_PROBLEM_KEYS];
    }
    if (error.status === 403) return 'auth.noActiveGroup';
    if (error.status === 429) return 'auth.tooManyAttempts';
  }
  return globalToastText(error).key;
}

/** The token a link carries in its fragment (`#token=…`), read once; null when there is none. */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}
