import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // A guard against a hang, not a measure of speed: a busy machine is slower, not wrong.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file opens its own database; two workers match the two cores.
    maxWorkers: 2,
    // Files share a worker's module graph: each builds its own app on its own database copy, and
    // no module keeps per-test state, so importing the app once per worker instead of once per
    // file cuts the suite to a third.
    isolate: false,
    // Migrating and seeding happen once; each file copies the result (test/database.ts).
    globalSetup: ['./test/global-setup.ts'],
  },
});
