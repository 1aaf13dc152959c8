import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy pages are compiled on first import, which can outlast the default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

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
