import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** "3 minutes ago", in the current language. */
export function fromNow(iso: string): string {
  return dayjs(iso).fromNow();
}

/** 2025-04-01 10:00:00, in local time. */
export function formatTime(iso: string): string {
  return dayjs(iso).format(TIME_FORMAT);
}

export function formatDate(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD');
}
