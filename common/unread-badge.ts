/**
 * Unread notification count shown on the bell (spec §4 "Notification badge"): it rises by one
 * for each new notification, falls by the number of notifications a read event turned read,
 * and never goes below 0.
 *
 * The same read can reach the browser twice (the answer to the browser's own "mark read" call
 * and the realtime event the server broadcasts for it), so ids already counted are remembered.
 */
export type UnreadBadge = {
  unread: number;
  /** Ids already counted as created or read, newest last, bounded. */
  createdIds: string[];
  readIds: string[];
};

export type UnreadBadgeAction =
  | { type: 'load'; unread: number }
  | { type: 'created'; id: string }
  | { type: 'read'; ids: readonly string[] };

/** How many ids of each kind are remembered to drop duplicates. */
export const BADGE_MEMORY = 500;

function clamp(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

function remember(list: string[], ids: readonly string[]): string[] {
  const next = [...list, ...ids];
  return next.length > BADGE_MEMORY ? next.slice(next.length - BADGE_MEMORY) : next;
}

export function initialUnreadBadge(unread = 0): UnreadBadge {
  return { unread: clamp(unread), createdIds: [], readIds: [] };
}

export function unreadBadgeReducer(state: UnreadBadge, action: UnreadBadgeAction): UnreadBadge {
  switch (action.type) {
    case 'load':
      return { ...state, unread: clamp(action.unread) };
    case 'created': {
      if (state.createdIds.includes(action.id)) return state;
      return { ...state, unread: state.unread + 1, createdIds: remember(state.createdIds, [action.id]) };
    }
    case 'read': {
      const fresh = [...new Set(action.ids)].filter((id) => !state.readIds.includes(id));
      if (fresh.length === 0) return state;
      return { ...state, unread: clamp(state.unread - fresh.length), readIds: remember(state.readIds, fresh) };
    }
  }
}
