import type { QueryClient } from '@tanstack/react-query';
import type { Notification } from '@common/identity.ts';
import { unreadBadgeReducer, type UnreadBadge, type UnreadBadgeAction } from '@common/unread-badge.ts';
import { NOTIFICATION_LISTS_KEY, type NotificationPage, type NotificationQuery } from './fetch-notifications';
import { UNREAD_BADGE_KEY } from './fetch-unread-badge';
import { matchesFilters } from './notification-filters';

function updateBadge(client: QueryClient, action: UnreadBadgeAction): void {
  client.setQueryData<UnreadBadge>(UNREAD_BADGE_KEY, (state) => (state ? unreadBadgeReducer(state, action) : state));
}

function listQueries(client: QueryClient) {
  return client.getQueryCache().findAll({ queryKey: NOTIFICATION_LISTS_KEY });
}

/** A new notification: the badge rises and first pages it belongs to show it on top. */
export function applyNotificationCreated(client: QueryClient, notification: Notification): void {
  updateBadge(client, { type: 'created', id: notification.id });
  for (const query of listQueries(client)) {
    const params = query.queryKey[2] as NotificationQuery;
    const page = query.state.data as NotificationPage | undefined;
    if (!page || !matchesFilters(notification, params)) continue;
    if (page.list.some((item) => item.id === notification.id)) continue;
    const next: NotificationPage = {
      list: params.page === 1 ? [notification, ...page.list].slice(0, params.pageSize) : page.list,
      count: page.count + 1,
      unread: page.unread + (notification.read ? 0 : 1),
    };
    client.setQueryData(query.queryKey, next);
  }
  // Later pages moved by one: load them afresh when next shown.
  void client.invalidateQueries({ queryKey: NOTIFICATION_LISTS_KEY, refetchType: 'none' });
}

/** Notifications turned read: the badge falls and every loaded list shows them read. */
export function applyNotificationsRead(client: QueryClient, ids: readonly string[]): void {
  if (ids.length === 0) return;
  updateBadge(client, { type: 'read', ids });
  const readIds = new Set(ids);
  for (const query of listQueries(client)) {
    const page = query.state.data as NotificationPage | undefined;
    if (!page) continue;
    const fresh = page.list.filter((item) => readIds.has(item.id) && !item.read).length;
    if (fresh === 0) continue;
    client.setQueryData<NotificationPage>(query.queryKey, {
      ...page,
      unread: Math.max(0, page.unread - fresh),
      list: page.list.map((item) => (readIds.has(item.id) ? { ...item, read: true } : item)),
    });
  }
}

/** The server's own count after a change made here. */
export function applyUnreadCount(client: QueryClient, unread: number): void {
  updateBadge(client, { type: 'load', unread });
}
