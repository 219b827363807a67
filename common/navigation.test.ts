import { describe, expect, it } from 'vitest';
import type { NavItem } from './platform-config.ts';
import { filterNavItems, isNavItemVisible, sessionManagerItems } from './navigation.ts';

const item = (id: string, extra: Partial<NavItem> = {}): NavItem => ({
  id,
  title: id,
  section: 'header',
  ...extra,
});

describe('isNavItemVisible', () => {
  it('shows items without a role to everyone', () => {
    expect(isNavItemVisible(item('a'), [])).toBe(true);
    expect(isNavItemVisible(item('a'), ['owner'])).toBe(true);
  });

  it('shows items whose role list contains one of the user roles', () => {
    expect(isNavItemVisible(item('a', { role: ['admin', 'owner'] }), ['owner'])).toBe(true);
    expect(isNavItemVisible(item('a', { role: 'developer' }), ['guest', 'developer'])).toBe(true);
  });

  it('hides items whose role list does not contain the user role', () => {
    expect(isNavItemVisible(item('a', { role: ['admin', 'owner'] }), ['developer'])).toBe(false);
    expect(isNavItemVisible(item('a', { role: 'owner' }), [])).toBe(false);
  });

  it("shows items whose role list contains 'guest' to anyone", () => {
    expect(isNavItemVisible(item('a', { role: ['guest'] }), [])).toBe(true);
    expect(isNavItemVisible(item('a', { role: ['guest', 'admin'] }), ['developer'])).toBe(true);
  });

  it('treats an empty role list like no role', () => {
    expect(isNavItemVisible(item('a', { role: [] }), [])).toBe(true);
  });
});

describe('filterNavItems', () => {
  const items: NavItem[] = [
    item('home'),
    item('admin', { role: ['admin', 'owner'] }),
    item('docs', { section: ['header', 'footer'] }),
    item('terms', { section: 'bottom' }),
    item('more', {
      items: [item('public'), item('secret', { role: 'owner' })],
    }),
  ];

  it('keeps only the section asked for, in order', () => {
    expect(filterNavItems(items, 'footer', []).map((i) => i.id)).toEqual(['docs']);
    expect(filterNavItems(items, 'bottom', []).map((i) => i.id)).toEqual(['terms']);
  });

  it('filters by role at every level', () => {
    const guest = filterNavItems(items, 'header', []);
    expect(guest.map((i) => i.id)).toEqual(['home', 'docs', 'more']);
    expect(guest[2].items?.map((i) => i.id)).toEqual(['public']);

    const owner = filterNavItems(items, 'header', ['owner']);
    expect(owner.map((i) => i.id)).toEqual(['home', 'admin', 'docs', 'more']);
    expect(owner[3].items?.map((i) => i.id)).toEqual(['public', 'secret']);
  });

  it('does not change the input', () => {
    filterNavItems(items, 'header', []);
    expect(items[4].items).toHaveLength(2);
  });
});

describe('sessionManagerItems', () => {
  const menu = Array.from({ length: 7 }, (_, n) =>
    item(`m${n}`, { section: 'sessionManager', role: n === 0 ? ['owner'] : undefined }),
  );

  it('is empty when signed out', () => {
    expect(sessionManagerItems(menu, [], false)).toEqual([]);
  });

  it('shows at most five items', () => {
    expect(sessionManagerItems(menu, ['owner'], true).map((i) => i.id)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
  });

  it('applies the role rule before the limit', () => {
    expect(sessionManagerItems(menu, ['developer'], true).map((i) => i.id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('ignores other sections', () => {
    expect(sessionManagerItems([item('h')], ['owner'], true)).toEqual([]);
  });
});
