import { GLOBAL_TOAST_BY_STATUS, GLOBAL_TOAST_FALLBACK } from '@switchboard/contracts';
import { ApiError, AppMessageError, NetworkError } from '../../shared/api/api-error';
import { i18next } from '../../shared/i18n/i18n';
import { showToast } from './toast';

export interface ToastText {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * The error catalogue (platform.md §8): a custom error shows its own message, a failed call the
 * text for its status, anything else 'An error occurred'.
 */
export function globalToastText(error: unknown): ToastText {
  if (error instanceof AppMessageError) return { key: error.messageKey, values: error.values };
  if (error instanceof NetworkError) return { key: 'errors.networkError' };
  if (error instanceof ApiError) return { key: GLOBAL_TOAST_BY_STATUS[error.status] ?? GLOBAL_TOAST_FALLBACK };
  return { key: GLOBAL_TOAST_FALLBACK };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The global failed-action toast. A 401 is left to the session, which signs out and says so once.
 * `titleKey` names what failed (e.g. 'Failed to fetch interaction history') above the status text.
 */
export function showGlobalErrorToast(error: unknown, titleKey?: string): void {
  if (isAbort(error) || (error instanceof ApiError && error.status === 401)) return;
  const { key, values } = globalToastText(error);
  const message = i18next.t(key, values);
  const title = titleKey ? i18next.t(titleKey) : undefined;
  showToast({ type: 'error', message, title, id: `error:${title ?? ''}:${message}` });
}
