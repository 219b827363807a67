import type { NavItem, NavSection } from './platform-config.ts';

/** Session manager menus stay short. */
export const SESSION_MANAGER_LIMIT = 5;

function toList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * An item without a role shows to everyone; an item with a role list shows when the list
 * contains one of the user's roles, or contains 'guest' (meaning anyone).
 * `roles` is empty for a signed-out visitor.
 */
export function isNavItemVisible(item: NavItem, roles: readonly string[]): boolean {
  const allowed = toList(item.role);
  if (allowed.length === 0) return true;
  return allowed.some((role) => role === 'guest' || roles.includes(role));
}

export function isInSection(item: NavItem, section: NavSection): boolean {
  return toList(item.section).includes(section);
}

/** Drops hidden items at every level; children keep their parent's section. */
export function filterByRole(items: readonly NavItem[], roles: readonly string[]): NavItem[] {
  return items
    .filter((item) => isNavItemVisible(item, roles))
    .map((item) => (item.items ? { ...item, items: filterByRole(item.items, roles) } : item));
}

/** Items of one navigation section the given roles may see, in their original order. */
export function filterNavItems(
  items: readonly NavItem[],
  section: NavSection,
  roles: readonly string[],
): NavItem[] {
  return filterByRole(
    items.filter((item) => isInSection(item, section)),
    roles,
  );
}

/** Session manager entries: only for a signed-in user, filtered by role, at most five. */
export function sessionManagerItems(
  items: readonly NavItem[],
  roles: readonly string[],
  signedIn: boolean,
): NavItem[] {
  if (!signedIn) return [];
  return filterNavItems(items, 'sessionManager', roles).slice(0, SESSION_MANAGER_LIMIT);
}
