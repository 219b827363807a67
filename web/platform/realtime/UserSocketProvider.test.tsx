import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SessionContext } from '../../app/session/session-context';
import { sessionState } from '../../test/render';
import { user } from '../../test/fixtures';
import type { createFakeSocket } from '../../test/fake-socket';
import { UserSocketProvider } from './UserSocketProvider';
import { useUserEvent } from './use-user-event';

const fake = vi.hoisted(() => ({ socket: null as null | ReturnType<typeof createFakeSocket> }));

vi.mock('./user-socket', async () => {
  const { createFakeSocket } = await import('../../test/fake-socket');
  fake.socket = createFakeSocket();
  return { userSocket: () => fake.socket };
});

function Listener({ onEvent }: { onEvent(payload: unknown): void }) {
  useUserEvent('notification.create', onEvent);
  return <p data-testid="listener" />;
}

function renderWith(signedIn: boolean, onEvent: (payload: unknown) => void) {
  return (
    <SessionContext.Provider value={sessionState({ user: signedIn ? user('guest') : null })}>
      <UserSocketProvider>
        <Listener onEvent={onEvent} />
      </UserSocketProvider>
    </SessionContext.Provider>
  );
}

describe('UserSocketProvider', () => {
  it('connects only while signed in and passes events to listeners', () => {
    const onEvent = vi.fn();
    const { rerender } = render(renderWith(false, onEvent));
    expect(screen.getByTestId('listener')).toBeInTheDocument();
    expect(fake.socket!.connected).toBe(false);
    expect(fake.socket!.listenerCount('notification.create')).toBe(0);

    rerender(renderWith(true, onEvent));
    expect(fake.socket!.connected).toBe(true);
    fake.socket!.deliver('notification.create', { id: 'n1' });
    expect(onEvent).toHaveBeenCalledWith({ id: 'n1' });

    rerender(renderWith(false, onEvent));
    expect(fake.socket!.connected).toBe(false);
    expect(fake.socket!.listenerCount('notification.create')).toBe(0);
  });
});
