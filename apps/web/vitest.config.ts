import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contractMessagesPlugin } from './build/contract-messages-plugin.ts';

export default defineConfig({
  plugins: [react(), contractMessagesPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Real API servers for screen tests, which talk to them over HTTP.
    globalSetup: ['./src/test/real-server.global.ts'],
    // One real server per worker (real-server.global.ts); two workers for the two cores.
    maxWorkers: 2,
    // Files share a worker's module graph (the app is imported once per worker, not per file);
    // src/test/file-start.ts puts the app's state back before each file.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    restoreMocks: true,
    // A guard against a hang, not a measure of speed: a busy machine is slower, not wrong. Waits
    // for what a screen shows end only at this limit (asyncUtilTimeout in src/test/setup.ts).
    testTimeout: 60_000,
    // Signing in and preparing rows on the shared server happen in hooks.
    hookTimeout: 60_000,
  },
});
