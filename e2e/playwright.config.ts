import { defineConfig } from '@playwright/test';

/** Debian's Chromium, headless, with no background networking (the machine has no outside network). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './specs',
  // The seeded database, made once; each worker starts its own server on a copy (support/fixtures.ts).
  globalSetup: './support/global-setup.ts',
  // A guard against a hang, not a measure of speed. Expectations wait for the thing itself until
  // the test's own limit, never for a shorter fixed time that a busy machine would outlast.
  timeout: 60_000,
  expect: { timeout: 60_000 },
  // One browser and one server per worker. On two cores one worker is the most the machine allows:
  // two Chromiums starve each other (docs/testing.md has the figures).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: true,
  retries: 0,
  reporter: [['list']],
  use: {
    locale: 'zh-CN',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // Recording a trace costs about as much CPU as the test itself (the same 17 tests: 5.0 min with
    // traces, 3.0 without); E2E_TRACE=1 records them, kept for the tests that fail.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
});
