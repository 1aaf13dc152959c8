import { inject } from 'vitest';
import type { Database } from '../src/core/db/database';
import { openCopy, type Snapshot } from './snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database of this run (see global-setup.ts). */
    seedSnapshot: Snapshot;
  }
}

/**
 * A fresh, migrated and seeded database for one test file: a copy of the run's snapshot, in-memory
 * PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is set (dropped on close).
 */
export function freshDatabase(): Promise<Database> {
  return openCopy(inject('seedSnapshot'));
}
