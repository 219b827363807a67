import { filterNavItems } from '@common/navigation.ts';
import type { NavItem, NavSection } from '@common/platform-config.ts';
import { getPlatformConfig } from '../../lib/platform-config';
import { useSession } from '../session/session-context';
import { userRoles } from '../session/session-user';

/** Navigation items of a section that the current visitor may see. */
export function useNavItems(section: NavSection): NavItem[] {
  const { user } = useSession();
  return filterNavItems(getPlatformConfig().navigation, section, userRoles(user));
}
