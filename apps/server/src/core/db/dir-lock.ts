import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite does not lock its data directory, and two processes writing one directory corrupt it.
 * Takes an exclusive lock file holding our pid; a lock left by a dead process is taken over.
 */
export function acquireDirLock(path: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(path);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && alive(owner) && owner !== process.pid) {
        throw new Error(`The data directory is in use by process ${owner} (lock file ${path}).`);
      }
      unlinkSync(path);
    }
  }
  throw new Error(`Could not lock ${path}`);
}
