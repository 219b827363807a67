import { describe, expect, it } from 'vitest';
import { notification } from '../../test/fixtures';
import { filtersFromSearch, filtersToSearch, matchesFilters } from './notification-filters';

describe('filtersFromSearch', () => {
  it('reads every filter from the URL', () => {
    const params = new URLSearchParams('read=false&severity=warning&componentDid=z8iZpay&id=ntf_1&page=3');
    expect(filtersFromSearch(params)).toEqual({
      read: false,
      severity: 'warning',
      componentDid: 'z8iZpay',
      id: 'ntf_1',
      page: 3,
    });
  });

  it('ignores values it does not know', () => {
    const params = new URLSearchParams('read=maybe&severity=loud&page=-2&componentDid=');
    expect(filtersFromSearch(params)).toEqual({ read: undefined, severity: undefined, componentDid: undefined, id: undefined, page: 1 });
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const filters = { read: true, severity: 'error' as const, page: 2 };
    expect(filtersToSearch(filters).toString()).toBe('read=true&severity=error&page=2');
    expect(filtersFromSearch(filtersToSearch(filters))).toMatchObject(filters);
    expect(filtersToSearch({ page: 1 }).toString()).toBe('');
  });
});

describe('matchesFilters', () => {
  const unreadWarning = notification('n1', { severity: 'warning', read: false, componentDid: 'z8iZpay' });

  it('matches when every set filter agrees', () => {
    expect(matchesFilters(unreadWarning, {})).toBe(true);
    expect(matchesFilters(unreadWarning, { read: false, severity: 'warning', componentDid: 'z8iZpay' })).toBe(true);
  });

  it('refuses on any disagreement', () => {
    expect(matchesFilters(unreadWarning, { read: true })).toBe(false);
    expect(matchesFilters(unreadWarning, { severity: 'error' })).toBe(false);
    expect(matchesFilters(unreadWarning, { componentDid: 'other' })).toBe(false);
    expect(matchesFilters(unreadWarning, { id: 'n2' })).toBe(false);
  });
});
