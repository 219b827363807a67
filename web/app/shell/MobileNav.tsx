import { Drawer, NavLink, Stack } from '@mantine/core';
import type { NavItem } from '@common/platform-config.ts';
import { localizeText } from '@common/locale.ts';
import { SmartLink } from '../../components/SmartLink';
import { getPlatformConfig } from '../../lib/platform-config';
import { useLocale } from './use-locale';

type Props = { items: NavItem[]; opened: boolean; onClose: () => void };

function MobileNavItem({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const locale = useLocale();
  const label = localizeText(item.title, locale);
  const link = localizeText(item.link, locale);
  if (item.items?.length) {
    return (
      <NavLink label={label} childrenOffset="md">
        {item.items.map((child) => (
          <MobileNavItem key={child.id} item={child} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  return link ? <NavLink label={label} component={SmartLink} href={link} onClick={onNavigate} /> : <NavLink label={label} disabled />;
}

/** Navigation drawer for small screens. */
export function MobileNav({ items, opened, onClose }: Props) {
  return (
    <Drawer opened={opened} onClose={onClose} size="xs" title={getPlatformConfig().appName} hiddenFrom="sm" data-testid="mobile-nav">
      <Stack component="nav" gap={0}>
        {items.map((item) => (
          <MobileNavItem key={item.id} item={item} onNavigate={onClose} />
        ))}
      </Stack>
    </Drawer>
  );
}
