import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Notification, NotificationSeverity } from '@common/identity.ts';
import { platformApi } from '../../lib/platform-api';

export type NotificationQuery = {
  page: number;
  pageSize: number;
  read?: boolean;
  severity?: NotificationSeverity;
  componentDid?: string;
  id?: string;
};

export type NotificationPage = {
  list: Notification[];
  count: number;
  /** All unread notifications of the user, whatever the filters. */
  unread: number;
};

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const NOTIFICATION_LISTS_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;

export function notificationListKey(query: NotificationQuery) {
  return [...NOTIFICATION_LISTS_KEY, query] as const;
}

/** The signed-in user's own notifications, newest first. */
export function fetchNotifications(query: NotificationQuery, signal?: AbortSignal): Promise<NotificationPage> {
  return platformApi<NotificationPage>('/user/notifications', { query, signal });
}

export function useNotifications(query: NotificationQuery, enabled = true) {
  return useQuery({
    queryKey: notificationListKey(query),
    queryFn: ({ signal }) => fetchNotifications(query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
