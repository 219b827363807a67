import { useEffect, useRef } from 'react';
import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@common/identity.ts';
import { avatarUrl } from '../../lib/avatar-url';
import { shortDid } from '../../lib/short-address';
import { formatTime, fromNow } from '../../lib/time';
import { SmartLink } from '../../components/SmartLink';
import { SEVERITY_COLORS } from './severity';
import { SeverityDot } from './SeverityDot';

type Props = {
  notification: Notification;
  highlighted: boolean;
  marking: boolean;
  onMarkRead(id: string): void;
};

/** One notification in the centre: severity colour, title, description, who and when. */
export function NotificationCard({ notification, highlighted, marking, onMarkRead }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [highlighted]);
  const color = SEVERITY_COLORS[notification.severity];
  const link = notification.activity?.target.link;
  return (
    <Paper
      ref={ref}
      withBorder
      radius="md"
      p="md"
      style={{
        borderLeft: `4px solid var(--mantine-color-${color}-6)`,
        outline: highlighted ? '2px solid var(--mantine-primary-color-filled)' : undefined,
        background: notification.read ? undefined : 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))',
      }}
      data-testid="notification-item"
      data-id={notification.id}
      data-read={notification.read}
      data-severity={notification.severity}
      data-highlighted={highlighted || undefined}
      aria-current={highlighted ? 'true' : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <SeverityDot severity={notification.severity} />
            <Text fw={notification.read ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
              {notification.title}
            </Text>
            {notification.read ? null : (
              <Badge size="xs" variant="filled" color={color}>
                {t('notifications.new')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" title={formatTime(notification.createdAt)} style={{ whiteSpace: 'nowrap' }}>
            <time dateTime={notification.createdAt}>{fromNow(notification.createdAt)}</time>
          </Text>
        </Group>
        {notification.description ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {notification.description}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          {notification.actorInfo ? (
            <Group gap={6} wrap="nowrap" miw={0} style={{ flex: 1 }} data-testid="notification-actor">
              <Avatar src={avatarUrl(notification.actorInfo.avatar, 48)} size={20} radius="xl" alt="" />
              <Text size="xs" c="dimmed" truncate title={notification.actorInfo.did}>
                {notification.actorInfo.fullName || shortDid(notification.actorInfo.did)}
              </Text>
            </Group>
          ) : (
            <span />
          )}
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            {link ? (
              <Anchor component={SmartLink} href={link} size="sm">
                {t('notifications.open')}
              </Anchor>
            ) : null}
            {notification.read ? null : (
              <Button
                size="compact-sm"
                variant="subtle"
                loading={marking}
                onClick={() => onMarkRead(notification.id)}
                data-testid="notification-mark-read"
              >
                {t('notifications.markRead')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
