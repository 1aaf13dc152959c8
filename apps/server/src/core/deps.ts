import type { Config } from './config/config';
import type { Executor } from './db/database';
import type { SessionCache } from './auth/session-cache';
import type { RealtimeBus } from './realtime/bus';
import type { JobRunner } from './jobs/runner';
import type { FileStores } from './files/stores';

/** What route modules are given: the database, configuration and shared server state. */
export interface AppDeps {
  db: Executor;
  config: Config;
  signingKey: Uint8Array;
  sessions: SessionCache;
  /** Notices and messages to push to connected browsers. */
  realtime: RealtimeBus;
  /** Durable jobs: modules register their handlers; the server polls (tests run rounds themselves). */
  jobs: JobRunner;
  /** Where uploads are written (the tenant's active store) and read back (the store a row names). */
  files: FileStores;
}
