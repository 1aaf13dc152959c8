import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDirLock } from './dir-lock';

describe('data directory lock', () => {
  it('refuses a second holder while the first lives, and frees on release', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'lock-')), 'pg.lock');
    writeFileSync(path, String(process.ppid));
    expect(() => acquireDirLock(path)).toThrow(/in use by process/);
  });

  it('takes over a lock left by a dead process', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'lock-')), 'pg.lock');
    writeFileSync(path, '999999');
    const release = acquireDirLock(path);
    expect(existsSync(path)).toBe(true);
    release();
    expect(existsSync(path)).toBe(false);
  });
});
