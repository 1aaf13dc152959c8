import { resolve } from 'node:path';
import { expect, test as base, type Browser } from '@playwright/test';
import { startTestServer, type TestServerProcess } from '../../apps/server/test/server-process';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

const WEB_DIST = process.env.E2E_WEB_DIST ?? resolve(import.meta.dirname, '../../apps/web/dist');

/** Starts a test server on a copy of the run's seeded snapshot, serving the built web app. */
export function startE2eServer(opts: { env?: Record<string, string>; port?: number } = {}): Promise<TestServerProcess> {
  const snapshotFile = process.env.E2E_SNAPSHOT_FILE;
  if (!snapshotFile) throw new Error('E2E_SNAPSHOT_FILE is not set: run the specs through playwright.config.ts');
  return startTestServer({ snapshotFile, webDist: WEB_DIST, ...opts });
}

/**
 * Every spec's `test`: one real server per worker, reused by all its tests (its own database, so
 * workers never see each other's rows, sessions or lockouts), and `baseURL` pointing at it.
 */
export const test = base.extend<{ cspBlocked: string[] }, { server: TestServerProcess }>({
  server: [
    async ({}, use) => {
      const server = await startE2eServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseUrl),
  // Whatever the Content Security Policy blocks, on any page of a test (its own `page` and those
  // of contexts it opens), fails the test: the app must work under it.
  cspBlocked: [
    async ({ browser }, use) => {
      const blocked: string[] = [];
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext.apply(browser, args);
        context.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
        });
        return context;
      };
      try {
        await use(blocked);
      } finally {
        browser.newContext = newContext;
      }
      expect(blocked, blocked.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
});
