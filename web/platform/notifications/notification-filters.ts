import { NOTIFICATION_SEVERITIES, type Notification, type NotificationSeverity } from '@common/identity.ts';

/** What the notification centre shows; kept in its URL (spec §2: read, id, severity, componentDid). */
export type NotificationFilters = {
  read?: boolean;
  severity?: NotificationSeverity;
  componentDid?: string;
  id?: string;
  page: number;
};

function isSeverity(value: string | null): value is NotificationSeverity {
  return (NOTIFICATION_SEVERITIES as readonly (string | null)[]).includes(value);
}

function readFlag(value: string | null): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

export function filtersFromSearch(params: URLSearchParams): NotificationFilters {
  const page = Number(params.get('page'));
  const severity = params.get('severity');
  return {
    read: readFlag(params.get('read')),
    severity: isSeverity(severity) ? severity : undefined,
    componentDid: params.get('componentDid') || undefined,
    id: params.get('id') || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** URL query of the filters; unset ones and page 1 are left out. */
export function filtersToSearch(filters: NotificationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.read !== undefined) params.set('read', String(filters.read));
  if (filters.severity) params.set('severity', filters.severity);
  if (filters.componentDid) params.set('componentDid', filters.componentDid);
  if (filters.id) params.set('id', filters.id);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Whether a notification belongs in a list asked for with these filters (page aside). */
export function matchesFilters(notification: Notification, filters: Omit<NotificationFilters, 'page'>): boolean {
  if (filters.read !== undefined && notification.read !== filters.read) return false;
  if (filters.severity && notification.severity !== filters.severity) return false;
  if (filters.componentDid && notification.componentDid !== filters.componentDid) return false;
  if (filters.id && notification.id !== filters.id) return false;
  return true;
}
