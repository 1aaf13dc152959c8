import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropSnapshot, makeSnapshot } from './snapshot';

/** Migrates and seeds once per run; every test file then opens its own copy (test/database.ts). */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'beree-snapshot-'));
  const snapshot = await makeSnapshot({ adminUrl: process.env.TEST_DATABASE_URL || undefined, file: join(dir, 'seeded.tar') });
  project.provide('seedSnapshot', snapshot);
  return async () => {
    await dropSnapshot(snapshot);
    await rm(dir, { recursive: true, force: true });
  };
}
