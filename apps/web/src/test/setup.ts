import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { startFile } from './file-start';

// findBy…/waitFor wait for the thing itself: they end when it appears, or at the test's own limit
// (vitest.config.ts), never after a shorter fixed time that a busy machine would outlast.
configure({ asyncUtilTimeout: 55_000 });

// Setup files run again for every test file: each starts from the app's initial state.
await startFile();

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});

// antd reads these browser APIs, which happy-dom leaves out.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
