import type { NotificationSeverity } from '@common/identity.ts';

/** Mantine colour of each severity. */
export const SEVERITY_COLORS: Record<NotificationSeverity, string> = {
  normal: 'gray',
  success: 'teal',
  info: 'blue',
  warning: 'orange',
  error: 'red',
};
