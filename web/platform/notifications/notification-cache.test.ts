import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { initialUnreadBadge, type UnreadBadge } from '@common/unread-badge.ts';
import { notification } from '../../test/fixtures';
import { notificationListKey, type NotificationPage, type NotificationQuery } from './fetch-notifications';
import { UNREAD_BADGE_KEY } from './fetch-unread-badge';
import { applyNotificationCreated, applyNotificationsRead } from './notification-cache';

function setup() {
  const client = new QueryClient();
  client.setQueryData<UnreadBadge>(UNREAD_BADGE_KEY, initialUnreadBadge(2));
  const first: NotificationQuery = { page: 1, pageSize: 2 };
  const second: NotificationQuery = { page: 2, pageSize: 2 };
  const errors: NotificationQuery = { page: 1, pageSize: 2, severity: 'error' };
  client.setQueryData<NotificationPage>(notificationListKey(first), { list: [notification('a'), notification('b', { read: true })], count: 3, unread: 2 });
  client.setQueryData<NotificationPage>(notificationListKey(second), { list: [notification('c')], count: 3, unread: 2 });
  client.setQueryData<NotificationPage>(notificationListKey(errors), { list: [], count: 0, unread: 2 });
  const page = (query: NotificationQuery) => client.getQueryData<NotificationPage>(notificationListKey(query))!;
  const unread = () => client.getQueryData<UnreadBadge>(UNREAD_BADGE_KEY)!.unread;
  return { client, page, unread, first, second, errors };
}

describe('notification cache', () => {
  it('puts a new notification on top of first pages it matches', () => {
    const { client, page, unread, first, second, errors } = setup();
    applyNotificationCreated(client, notification('new'));
    expect(page(first).list.map((n) => n.id)).toEqual(['new', 'a']);
    expect(page(first).count).toBe(4);
    expect(page(second).list.map((n) => n.id)).toEqual(['c']);
    expect(page(second).count).toBe(4);
    expect(page(errors).list).toEqual([]);
    expect(unread()).toBe(3);
  });

  it('counts a repeated event once', () => {
    const { client, page, unread, first } = setup();
    applyNotificationCreated(client, notification('new'));
    applyNotificationCreated(client, notification('new'));
    expect(page(first).list.filter((n) => n.id === 'new')).toHaveLength(1);
    expect(unread()).toBe(3);
  });

  it('shows read notifications read and lowers the counts', () => {
    const { client, page, unread, first, second } = setup();
    applyNotificationsRead(client, ['a', 'c']);
    expect(page(first).list.map((n) => n.read)).toEqual([true, true]);
    expect(page(second).list[0].read).toBe(true);
    expect(unread()).toBe(0);
    applyNotificationsRead(client, ['a', 'c']);
    expect(unread()).toBe(0);
  });
});
