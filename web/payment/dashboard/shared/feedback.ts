import { notifications } from '@mantine/notifications';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { formatError } from '../../../lib/error-text';

export function toastSuccess(message: string): void {
  notifications.show({ color: 'teal', message, 'data-testid': 'dashboard-toast' });
}

export function toastError(error: unknown): void {
  notifications.show({ color: 'red', message: formatError(error), autoClose: false, 'data-testid': 'dashboard-toast-error' });
}

type ConfirmOptions = {
  title: ReactNode;
  message: ReactNode;
  confirm: string;
  cancel: string;
  danger?: boolean;
  onConfirm(): void;
};

/** Asks before a change that cannot be undone. */
export function confirmAction({ title, message, confirm, cancel, danger, onConfirm }: ConfirmOptions): void {
  modals.openConfirmModal({
    title,
    children: message,
    centered: true,
    labels: { confirm, cancel },
    confirmProps: { color: danger ? 'red' : undefined, 'data-testid': 'confirm-action' } as Record<string, unknown>,
    onConfirm,
  });
}
