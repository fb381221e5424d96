import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSession } from '../src/lib/session-store';

// findBy*/waitFor wait up to 5 s: a screen behind the session sequence and a lazy route can take more
// than the default 1 s on a busy machine (a test flaked at 1 s).
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads these browser APIs; happy-dom lacks or stubs some of them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
window.HTMLElement.prototype.scrollIntoView ??= () => {};

// happy-dom opens a clicked link's href in the window, a download link's too; a browser saves the
// file and stays put. Files run in one shared window (vitest.config.ts: isolate false), so a saved
// download (lib/save-blob.ts) must not leave the window at a blob: URL for the next file's router.
document.addEventListener(
  'click',
  (event) => {
    if (event.target instanceof HTMLAnchorElement && event.target.hasAttribute('download'))
      event.preventDefault();
  },
  { capture: true },
);

afterEach(() => {
  cleanup();
  // Toasts live in Mantine's global store: one test's must not show in the next.
  notifications.clean();
  clearSession();
  window.localStorage.clear();
  window.location.hash = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
