import { useState } from 'react';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../components/icons';
import { useUnreadCount } from '../../platform/notifications/fetch-unread-badge';
import { NotificationBellPanel } from '../../platform/notifications/NotificationBellPanel';
import { useSession } from './session-context';

/** What the badge reads: the count, capped at 99+. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

function NotificationBell() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount(true);
  return (
    <Indicator
      label={<span data-testid="notification-badge">{badgeText(unread)}</span>}
      disabled={unread === 0}
      color="red"
      size={18}
      offset={5}
      zIndex={2}
    >
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" withinPortal trapFocus returnFocus>
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications')}
            onClick={() => setOpened((value) => !value)}
            data-testid="notification-bell"
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
          <NotificationBellPanel unread={unread} onNavigate={() => setOpened(false)} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

/** Header bell with the unread count; signed-out visitors have none. */
export function NotificationBellSlot() {
  const { user } = useSession();
  if (!user) return null;
  return <NotificationBell />;
}
