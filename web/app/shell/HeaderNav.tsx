import { Anchor, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { NavItem } from '@common/platform-config.ts';
import { localizeText } from '@common/locale.ts';
import { SmartLink } from '../../components/SmartLink';
import { ChevronDownIcon } from '../../components/icons';
import { useLocale } from './use-locale';

function NavMenu({ item }: { item: NavItem }) {
  const locale = useLocale();
  return (
    <Menu trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton fw={500} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          {localizeText(item.title, locale)}
          <ChevronDownIcon size={14} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {(item.items ?? []).map((child) => {
          const link = localizeText(child.link, locale);
          const title = localizeText(child.title, locale);
          return link ? (
            <Menu.Item key={child.id} component={SmartLink} href={link}>
              {title}
            </Menu.Item>
          ) : (
            <Menu.Label key={child.id}>{title}</Menu.Label>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Desktop navigation; items with children open a menu. */
export function HeaderNav({ items }: { items: NavItem[] }) {
  const locale = useLocale();
  return (
    <Group component="nav" gap="lg" wrap="nowrap" data-testid="header-nav">
      {items.map((item) => {
        if (item.items?.length) return <NavMenu key={item.id} item={item} />;
        const link = localizeText(item.link, locale);
        const title = localizeText(item.title, locale);
        return link ? (
          <Anchor key={item.id} component={SmartLink} href={link} c="var(--mantine-color-text)" fw={500} size="sm">
            {title}
          </Anchor>
        ) : (
          <Text key={item.id} fw={500} size="sm">
            {title}
          </Text>
        );
      })}
    </Group>
  );
}
