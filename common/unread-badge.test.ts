import { describe, expect, it } from 'vitest';
import { BADGE_MEMORY, initialUnreadBadge, unreadBadgeReducer, type UnreadBadge } from './unread-badge';

const count = (state: UnreadBadge) => state.unread;

describe('unreadBadgeReducer', () => {
  it('starts from the loaded count, never negative', () => {
    expect(count(initialUnreadBadge(3))).toBe(3);
    expect(count(initialUnreadBadge(-2))).toBe(0);
    expect(count(unreadBadgeReducer(initialUnreadBadge(), { type: 'load', unread: -1 }))).toBe(0);
    expect(count(unreadBadgeReducer(initialUnreadBadge(), { type: 'load', unread: Number.NaN }))).toBe(0);
  });

  it('rises by one for each new notification', () => {
    let state = initialUnreadBadge(1);
    state = unreadBadgeReducer(state, { type: 'created', id: 'a' });
    state = unreadBadgeReducer(state, { type: 'created', id: 'b' });
    expect(count(state)).toBe(3);
  });

  it('falls by the number of ids read', () => {
    const state = unreadBadgeReducer(initialUnreadBadge(5), { type: 'read', ids: ['a', 'b', 'c'] });
    expect(count(state)).toBe(2);
  });

  it('never goes below zero', () => {
    let state = unreadBadgeReducer(initialUnreadBadge(1), { type: 'read', ids: ['a', 'b', 'c'] });
    expect(count(state)).toBe(0);
    state = unreadBadgeReducer(state, { type: 'read', ids: ['d'] });
    expect(count(state)).toBe(0);
  });

  it('counts the same read or creation once', () => {
    let state = initialUnreadBadge(4);
    state = unreadBadgeReducer(state, { type: 'read', ids: ['a', 'a'] });
    state = unreadBadgeReducer(state, { type: 'read', ids: ['a', 'b'] });
    expect(count(state)).toBe(2);
    state = unreadBadgeReducer(state, { type: 'created', id: 'n' });
    state = unreadBadgeReducer(state, { type: 'created', id: 'n' });
    expect(count(state)).toBe(3);
  });

  it('ignores an empty read', () => {
    const state = initialUnreadBadge(2);
    expect(unreadBadgeReducer(state, { type: 'read', ids: [] })).toBe(state);
  });

  it('keeps its memory of ids bounded', () => {
    let state = initialUnreadBadge(0);
    for (let n = 0; n < BADGE_MEMORY + 10; n += 1) state = unreadBadgeReducer(state, { type: 'created', id: `n${n}` });
    expect(state.createdIds).toHaveLength(BADGE_MEMORY);
    expect(count(state)).toBe(BADGE_MEMORY + 10);
  });

  it('stays at or above zero for any sequence of events', () => {
    let state = initialUnreadBadge(0);
    let seed = 7;
    for (let n = 0; n < 500; n += 1) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const roll = seed % 3;
      if (roll === 0) state = unreadBadgeReducer(state, { type: 'created', id: `c${n}` });
      else if (roll === 1) state = unreadBadgeReducer(state, { type: 'read', ids: [`r${n}`, `r${n + 1}`] });
      else state = unreadBadgeReducer(state, { type: 'load', unread: (seed % 5) - 2 });
      expect(state.unread).toBeGreaterThanOrEqual(0);
    }
  });
});
