import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';

// happy-dom has no FontFaceSet; Mantine's autosizing textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

beforeEach(() => {
  // Tests never reach a server: one that needs answers stubs `fetch` itself.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('No network in tests');
    }),
  );
});

afterEach(() => {
  act(() => {
    notifications.clean();
  });
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  delete window.mintgate;
});
