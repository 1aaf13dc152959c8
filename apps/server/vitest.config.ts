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
    // Migrating and seeding happen once; each file copies the result (test/database.ts).
    globalSetup: ['./test/global-setup.ts'],
  },
});
