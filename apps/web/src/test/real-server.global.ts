import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeSnapshotFile, sharedSnapshotFile, startTestServer } from '../../../server/test/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One real API server per worker (index VITEST_POOL_ID - 1): its API base and control address. */
    testServers: { apiBaseURL: string; controlUrl: string }[];
  }
}

/**
 * Seeds one database for the run and starts one real API server per worker on copies of it, so
 * screen tests talk to the same code the browser does. Each test file that uses the server gets a
 * fresh copy (the file's first call renews its worker's server: freshServer in server-api.ts).
 */
export default async function startRealServers(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'beree-web-test-'));
  // `npm test` makes the snapshot once for all its suites; run alone, the suite makes its own.
  const snapshotFile = sharedSnapshotFile() ?? join(dir, 'seeded.tar');
  if (!sharedSnapshotFile()) await makeSnapshotFile(snapshotFile);
  const workers = Number(project.config.maxWorkers);
  const servers = await Promise.all(Array.from({ length: workers }, () => startTestServer({ snapshotFile })));
  project.provide(
    'testServers',
    servers.map((s) => ({ apiBaseURL: `${s.baseUrl}/api`, controlUrl: s.controlUrl })),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await rm(dir, { recursive: true, force: true });
  };
}
