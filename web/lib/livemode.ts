import { useSyncExternalStore } from 'react';
import { LIVEMODE_STORAGE_KEY, storedLivemode } from './api';
import { writeStorage } from './storage';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab switching modes changes what this one sends too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LIVEMODE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores the mode every payment request will carry, and tells the components that show it. */
export function setLivemode(livemode: boolean): void {
  writeStorage(LIVEMODE_STORAGE_KEY, String(livemode));
  listeners.forEach((listener) => listener());
}

/** The current mode, re-rendering when it changes; live unless switched to test. */
export function useLivemode(): boolean {
  return useSyncExternalStore(subscribe, storedLivemode, () => true);
}
