/** The notification centre (spec §2: the well-known user service path plus user/notifications). */
export const NOTIFICATIONS_PATH = '/.well-known/service/user/notifications';

/** The centre showing one notification. */
export function notificationLink(id: string): string {
  return `${NOTIFICATIONS_PATH}?id=${encodeURIComponent(id)}`;
}
