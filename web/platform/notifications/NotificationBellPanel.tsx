import { Box, Button, Center, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Notification } from '@common/identity.ts';
import { formatError } from '../../lib/error-text';
import { formatTime, fromNow } from '../../lib/time';
import { useNotifications } from './fetch-notifications';
import { useMarkNotificationsRead } from './mark-notifications-read';
import { NOTIFICATIONS_PATH, notificationLink } from './paths';
import { SeverityDot } from './SeverityDot';
import classes from './NotificationBellPanel.module.css';

/** How many notifications the bell shows. */
export const BELL_LIST_SIZE = 5;

function BellItem({ notification, onOpen }: { notification: Notification; onOpen(n: Notification): void }) {
  return (
    <UnstyledButton
      className={classes.item}
      onClick={() => onOpen(notification)}
      data-testid="notification-bell-item"
      data-read={notification.read}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box pt={6}>
          <SeverityDot severity={notification.severity} size={8} />
        </Box>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={notification.read ? 400 : 600} lineClamp={1}>
            {notification.title}
          </Text>
          {notification.description ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {notification.description}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" title={formatTime(notification.createdAt)}>
            {fromNow(notification.createdAt)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** The bell's dropdown: the latest notifications, "Mark all read" and a link to the centre. */
export function NotificationBellPanel({ unread, onNavigate }: { unread: number; onNavigate(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending, isError } = useNotifications({ page: 1, pageSize: BELL_LIST_SIZE });
  const markRead = useMarkNotificationsRead();

  const fail = (err: unknown) => toasts.show({ color: 'red', message: formatError(err) });

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate({ ids: [notification.id] }, { onError: fail });
    onNavigate();
    void navigate(notificationLink(notification.id));
  };

  let body;
  if (isPending) {
    body = (
      <Center p="lg">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (isError) {
    body = (
      <Text size="sm" c="red" p="md">
        {t('notifications.loadFailed')}
      </Text>
    );
  } else if (data.list.length === 0) {
    body = (
      <Text size="sm" c="dimmed" p="md" ta="center" data-testid="notification-bell-empty">
        {t('notifications.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack gap={0}>
        {data.list.map((notification) => (
          <BellItem key={notification.id} notification={notification} onOpen={open} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap={0} data-testid="notification-bell-panel">
      <Group justify="space-between" px="md" py="xs" className={classes.header}>
        <Text fw={600} size="sm">
          {t('header.notifications')}
        </Text>
        <Button
          variant="subtle"
          size="compact-xs"
          disabled={unread === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate({ all: true }, { onError: fail })}
          data-testid="notification-bell-mark-all"
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      {body}
      <Box className={classes.footer}>
        <Button component={Link} to={NOTIFICATIONS_PATH} variant="subtle" fullWidth onClick={onNavigate} data-testid="notification-view-all">
          {t('notifications.viewAll')}
        </Button>
      </Box>
    </Stack>
  );
}
