import { notifications } from '@mantine/notifications';
import { formatError } from '../../lib/error-text';

/** An error for the payer: stays until closed (spec §9: error toasts are sticky). */
export function checkoutError(error: unknown): void {
  const message = typeof error === 'string' ? error : formatError(error);
  notifications.show({ color: 'red', message, autoClose: false, 'data-testid': 'checkout-toast-error' });
}

export function checkoutInfo(message: string): void {
  notifications.show({ color: 'teal', message, 'data-testid': 'checkout-toast' });
}
