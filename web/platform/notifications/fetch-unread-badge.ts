import { useQuery } from '@tanstack/react-query';
import { initialUnreadBadge, unreadBadgeReducer, type UnreadBadge } from '@common/unread-badge.ts';
import { fetchNotifications, NOTIFICATIONS_KEY } from './fetch-notifications';

export const UNREAD_BADGE_KEY = [...NOTIFICATIONS_KEY, 'badge'] as const;

/**
 * The unread count for the bell, from the `unread` of a one-item page. A reload keeps the ids
 * already counted so a late realtime event is not counted twice.
 */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useQuery({
    queryKey: UNREAD_BADGE_KEY,
    queryFn: async ({ client, signal }): Promise<UnreadBadge> => {
      const { unread } = await fetchNotifications({ page: 1, pageSize: 1 }, signal);
      const previous = client.getQueryData<UnreadBadge>(UNREAD_BADGE_KEY);
      return previous ? unreadBadgeReducer(previous, { type: 'load', unread }) : initialUnreadBadge(unread);
    },
    enabled,
    staleTime: 60_000,
  });
  return enabled ? (data?.unread ?? 0) : 0;
}
