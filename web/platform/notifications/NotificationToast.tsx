import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@common/identity.ts';
import { notificationLink } from './paths';
import { toastOptions } from './toast-options';

function NotificationToastContent({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} data-testid="notification-toast" data-severity={notification.severity}>
      <Text size="sm" fw={600} c="var(--mantine-color-text)">
        {notification.title}
      </Text>
      {notification.description ? (
        <Text size="sm" lineClamp={3}>
          {notification.description}
        </Text>
      ) : null}
      <Anchor size="xs" href={notificationLink(notification.id)}>
        {t('notifications.view')}
      </Anchor>
    </Stack>
  );
}

/** Shows a new notification as a toast (sticky for errors, warnings and sticky notifications). */
export function showNotificationToast(notification: Notification): void {
  notifications.show({ ...toastOptions(notification), message: <NotificationToastContent notification={notification} /> });
}
