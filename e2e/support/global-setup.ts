import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeSnapshotFile, sharedSnapshotFile } from '../../apps/server/test/server-process';

/**
 * Migrates and seeds once for the run; each worker's server starts on a copy (support/fixtures.ts).
 * The file's path reaches the workers through the environment, which Playwright hands on.
 */
export default async function globalSetup(): Promise<void> {
  // `npm test` makes the snapshot once for all its suites; run alone, the suite makes its own.
  const shared = sharedSnapshotFile();
  if (shared) {
    process.env.E2E_SNAPSHOT_FILE = shared;
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'beree-e2e-'));
  process.env.E2E_SNAPSHOT_FILE = join(dir, 'seeded.tar');
  await makeSnapshotFile(process.env.E2E_SNAPSHOT_FILE);
}
