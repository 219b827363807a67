import type { Notification } from '@common/identity.ts';
import { SEVERITY_COLORS } from './severity';

/** Spec §9: toasts hide after 5 s, 400 px wide (300 px on small screens). */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_WIDTH = 400;
export const TOAST_WIDTH_SMALL = 300;
export const SMALL_SCREEN_QUERY = '(max-width: 36em)';

/** Errors, warnings and sticky notifications stay until closed; the rest hide after 5 s. */
export function isStickyToast(notification: Pick<Notification, 'severity' | 'sticky'>): boolean {
  return notification.sticky || notification.severity === 'error' || notification.severity === 'warning';
}

export function toastOptions(notification: Pick<Notification, 'id' | 'severity' | 'sticky'>) {
  return {
    id: `notification-${notification.id}`,
    color: SEVERITY_COLORS[notification.severity],
    autoClose: isStickyToast(notification) ? (false as const) : TOAST_AUTO_CLOSE_MS,
  };
}
