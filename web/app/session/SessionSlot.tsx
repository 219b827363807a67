import { Avatar, Button, Group, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sessionManagerItems } from '@common/navigation.ts';
import { localizeText } from '@common/locale.ts';
import { getPlatformConfig } from '../../lib/platform-config';
import { SmartLink } from '../../components/SmartLink';
import { useLocale } from '../shell/use-locale';
import { useSession } from './session-context';
import { userRoles, type SessionUser } from './session-user';

function initials(user: SessionUser): string {
  const name = user.fullName || user.email || user.did;
  return name.slice(0, 2).toUpperCase();
}

function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const items = sessionManagerItems(getPlatformConfig().navigation, userRoles(user), true);
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('session.account')} data-testid="session-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar radius="xl" size={32} color="teal">
              {initials(user)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={140} truncate>
              {user.fullName || user.email}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={500} c="var(--mantine-color-text)" truncate>
            {user.fullName}
          </Text>
          {user.email ? (
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          ) : null}
        </Menu.Label>
        {items.length > 0 ? <Menu.Divider /> : null}
        {items.map((item) => {
          const link = localizeText(item.link, locale);
          return (
            <Menu.Item key={item.id} component={SmartLink} href={link || '/'}>
              {localizeText(item.title, locale)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Header slot: a connect button when signed out, the user's menu when signed in. */
export function SessionSlot() {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  if (loading) return <Loader size="xs" aria-label={t('common.loading')} />;
  if (!user) {
    return (
      <Button size="xs" data-testid="session-connect">
        {t('session.connect')}
      </Button>
    );
  }
  return <UserMenu user={user} />;
}
