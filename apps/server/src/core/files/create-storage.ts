import { join } from 'node:path';
import type { Config } from '../config/config';
import { LocalDiskStorage } from './local-storage';
import type { FileStorage } from './storage';

/** The configured file storage: local disk under `<DATA_DIR>/files`. */
export function createFileStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return new LocalDiskStorage(join(config.dataDir, 'files'));
}
