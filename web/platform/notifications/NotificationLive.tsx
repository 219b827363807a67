import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { USER_EVENTS, type NotificationCreateEvent, type NotificationReadEvent } from '@common/identity.ts';
import { isWalletWebview } from '@common/wallet-webview.ts';
import { useUserEvent } from '../realtime/use-user-event';
import { NOTIFICATIONS_KEY } from './fetch-notifications';
import { applyNotificationCreated, applyNotificationsRead } from './notification-cache';
import { showNotificationToast } from './NotificationToast';

/**
 * Keeps the bell and the notification lists current from the user channel, and shows a toast
 * for each new notification (not inside a wallet app's browser).
 */
export function NotificationLive({ userAgent = window.navigator.userAgent }: { userAgent?: string }) {
  const client = useQueryClient();
  const connectedBefore = useRef(false);
  useUserEvent<NotificationCreateEvent>(USER_EVENTS.notificationCreate, ({ notification }) => {
    applyNotificationCreated(client, notification);
    if (!isWalletWebview(userAgent)) showNotificationToast(notification);
  });
  useUserEvent<NotificationReadEvent>(USER_EVENTS.notificationRead, ({ ids }) => {
    applyNotificationsRead(client, ids);
  });
  // Events sent while the connection was down are lost: reload the counts after a reconnection.
  useUserEvent<void>('connect', () => {
    if (connectedBefore.current) void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    connectedBefore.current = true;
  });
  return null;
}
