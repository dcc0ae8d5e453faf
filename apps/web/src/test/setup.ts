import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { patience } from '../../../../tooling/testing/patience';

// findBy and waitFor give up after the same wait as the other projects' polls (patience.ts), not
// Testing Library's 1 s, which a loaded machine exceeds while the page is still on its way.
configure({ asyncUtilTimeout: patience.waitMs });

// jsdom lacks the browser APIs Mantine uses for color scheme, media queries and sizing.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};

// A test fails on an unexpected console.error (React warnings, act() misuse, failed props).
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  // The notifications store lives in its module, which the web project's files share (isolate:
  // false): a toast left by one test would show in the next file's.
  notifications.clean();
  localStorage.clear();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error:\n${messages}`);
  }
});
