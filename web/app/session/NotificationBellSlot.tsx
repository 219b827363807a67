import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../components/icons';
import { useSession } from './session-context';

export const NOTIFICATIONS_PATH = '/.well-known/service/user/notifications';

/** Header slot for the notification centre; signed-out visitors have none. */
export function NotificationBellSlot() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <ActionIcon
      component="a"
      href={NOTIFICATIONS_PATH}
      variant="default"
      size="lg"
      aria-label={t('header.notifications')}
      data-testid="notification-bell"
    >
      <BellIcon />
    </ActionIcon>
  );
}
