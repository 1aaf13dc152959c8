import { defineConfig } from 'vitest/config';

/** One run over every unit and integration suite (contracts, server on PGlite, web components). */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
