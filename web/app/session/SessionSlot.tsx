import { Button, Group, Image, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { sessionManagerItems } from '@common/navigation.ts';
import { localizeText } from '@common/locale.ts';
import { formatError } from '../../lib/error-text';
import { getPlatformConfig } from '../../lib/platform-config';
import { shortAddress } from '../../lib/short-address';
import { SmartLink } from '../../components/SmartLink';
import { useLocale } from '../shell/use-locale';
import { useSession } from './session-context';
import { userRoles, type SessionUser } from './session-user';

export const PROFILE_PATH = '/profile';

export function displayName(user: SessionUser): string {
  return user.fullName || shortAddress(user.address);
}

function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { logout } = useSession();
  const items = sessionManagerItems(getPlatformConfig().navigation, userRoles(user), true).map((item) => ({
    id: item.id,
    title: localizeText(item.title, locale),
    link: localizeText(item.link, locale) || '/',
  }));
  const hasProfile = items.some((item) => item.link === PROFILE_PATH);

  const signOut = async () => {
    try {
      await logout();
    } catch (err) {
      notifications.show({ color: 'red', title: t('session.logoutFailed'), message: formatError(err) });
    }
  };

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('session.account')} data-testid="session-menu">
          <Group gap={8} wrap="nowrap">
            <Image
              src={user.avatar}
              alt=""
              w={32}
              h={32}
              radius="xl"
              fit="cover"
              data-testid="session-avatar"
            />
            <Text size="sm" fw={500} visibleFrom="sm" maw={140} truncate data-testid="session-name">
              {displayName(user)}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={500} c="var(--mantine-color-text)" truncate>
            {displayName(user)}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace" truncate title={user.address}>
            {shortAddress(user.address)}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {items.map((item) => (
          <Menu.Item key={item.id} component={SmartLink} href={item.link} data-testid="session-menu-item">
            {item.title}
          </Menu.Item>
        ))}
        {hasProfile ? null : (
          <Menu.Item component={SmartLink} href={PROFILE_PATH} data-testid="session-profile">
            {t('session.profile')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void signOut()} data-testid="session-logout">
          {t('session.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Header slot: a connect button when signed out, the user's menu when signed in, and a loader
 * while the session is read or a sign-in is under way.
 */
export function SessionSlot() {
  const { t } = useTranslation();
  const { user, loading, signingIn, openSignIn } = useSession();
  if (loading || signingIn) return <Loader size="xs" aria-label={t('common.loading')} data-testid="session-loading" />;
  if (!user) {
    return (
      <Button size="xs" onClick={() => void openSignIn()} data-testid="session-connect">
        {t('session.connect')}
      </Button>
    );
  }
  return <UserMenu user={user} />;
}
