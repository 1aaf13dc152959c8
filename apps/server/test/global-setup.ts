import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { sharedSnapshotFile } from './server-process';
import { dropSnapshot, makeSnapshot, upgradeSnapshot } from './snapshot';

/**
 * Migrates and seeds once per run; every test file then opens its own copy (test/database.ts).
 * With TEST_SNAPSHOT_UPGRADE the shared snapshot is first brought up to this checkout's code (the
 * code generator's scratch copy: test/code-generator.scratch.test.ts).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  // `npm test` makes the PGlite snapshot once for all its suites (scripts/test.mjs).
  const shared = sharedSnapshotFile();
  if (!adminUrl && shared && !process.env.TEST_SNAPSHOT_UPGRADE) {
    project.provide('seedSnapshot', { kind: 'pglite', file: shared });
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'beree-snapshot-'));
  const file = join(dir, 'seeded.tar');
  const snapshot = !adminUrl && shared ? await upgradeSnapshot(shared, file) : await makeSnapshot({ adminUrl, file });
  project.provide('seedSnapshot', snapshot);
  return async () => {
    await dropSnapshot(snapshot);
    await rm(dir, { recursive: true, force: true });
  };
}
