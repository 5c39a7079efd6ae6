import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { TOAST_AUTO_CLOSE_MS } from '@switchboard/contracts';
import { i18next } from '../../shared/i18n/i18n';

export type ToastType = 'info' | 'warning' | 'success' | 'error';

export interface ToastOptions {
  type: ToastType;
  /** Already translated text. */
  message: string;
  title?: string;
  /** Same id = one toast: repeated failures of one kind do not stack up. */
  id?: string;
}

const LOOK: Record<ToastType, { color: string; icon: React.ReactNode }> = {
  info: { color: 'blue', icon: <IconInfoCircle size={20} aria-hidden /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={20} aria-hidden /> },
  success: { color: 'teal', icon: <IconCircleCheck size={20} aria-hidden /> },
  error: { color: 'red', icon: <IconX size={20} aria-hidden /> },
};

/** Shows a toast: bottom right, closes itself after TOAST_AUTO_CLOSE_MS (platform.md §9). */
export function showToast({ type, message, title, id }: ToastOptions): void {
  const look = LOOK[type];
  const options = {
    id,
    title,
    message,
    color: look.color,
    icon: look.icon,
    autoClose: TOAST_AUTO_CLOSE_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18next.t('toasts.close') },
  };
  notifications.show(options);
}

export const toast = {
  info: (message: string, title?: string) => showToast({ type: 'info', message, title }),
  warning: (message: string, title?: string) => showToast({ type: 'warning', message, title }),
  success: (message: string, title?: string) => showToast({ type: 'success', message, title }),
  error: (message: string, title?: string) => showToast({ type: 'error', message, title }),
};
