import { Anchor, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getPlatformConfig } from '../../lib/platform-config';
import { NotificationBellSlot } from '../session/NotificationBellSlot';
import { SessionSlot } from '../session/SessionSlot';
import { HeaderNav } from './HeaderNav';
import { LivemodeSwitch } from './LivemodeSwitch';
import { LocaleSelect } from './LocaleSelect';
import { MobileNav } from './MobileNav';
import { ThemeToggle } from './ThemeToggle';
import { useNavItems } from './use-nav-items';

export function Header() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const items = useNavItems('header');
  // Test and live data only matter on payment pages.
  const onPaymentPage = useLocation().pathname.startsWith('/payment');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="md" wrap="nowrap" miw={0}>
        {items.length > 0 ? (
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t(opened ? 'header.closeMenu' : 'header.openMenu')}
          />
        ) : null}
        <Anchor component={Link} to="/" fw={700} size="lg" underline="never" c="var(--mantine-color-text)" truncate>
          {getPlatformConfig().appName}
        </Anchor>
        <Group visibleFrom="sm" wrap="nowrap">
          <HeaderNav items={items} />
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {onPaymentPage ? <LivemodeSwitch /> : null}
        <LocaleSelect />
        <ThemeToggle />
        <NotificationBellSlot />
        <SessionSlot />
      </Group>
      <MobileNav items={items} opened={opened} onClose={close} />
    </Group>
  );
}
