import { useMutation, useQueryClient } from '@tanstack/react-query';
import { platformApi } from '../../lib/platform-api';
import { applyNotificationsRead, applyUnreadCount } from './notification-cache';

export type MarkReadBody = { ids: string[] } | { all: true };
/** `ids`: the notifications this call turned read. */
export type MarkReadAnswer = { ids: string[]; unread: number };

export function markNotificationsRead(body: MarkReadBody): Promise<MarkReadAnswer> {
  return platformApi<MarkReadAnswer>('/user/notifications/read', { method: 'PUT', body });
}

/** Marks some or all of the user's notifications read and shows it at once. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (answer) => {
      applyNotificationsRead(client, answer.ids);
      applyUnreadCount(client, answer.unread);
    },
  });
}
