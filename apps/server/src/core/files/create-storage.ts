import { join, resolve } from 'node:path';
import { OSS_CATEGORY, type OssCategory } from '@beree/contracts';
import type { Config } from '../config/config';
import type { ossConfigs } from '../db/schema';
import { LocalDiskStorage } from './local-storage';
import type { RemoteSettings } from './remote-settings';
import type { FileStorage } from './storage';

/** The product's own store, used when neither the tenant nor the platform enabled one: local disk under `<DATA_DIR>/files`. */
export function createFileStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return new LocalDiskStorage(join(config.dataDir, 'files'));
}

/** The folder a local-disk configuration writes to: its endpoint (relative to DATA_DIR), else the product's own. */
export function localFolder(folder: string | null | undefined, dataDir: string): string {
  return folder?.trim() ? resolve(dataDir, folder.trim()) : join(dataDir, 'files');
}

type StoreRow = Pick<typeof ossConfigs.$inferSelect, 'category' | 'endpoint' | 'accessKey' | 'bucketName' | 'appId' | 'region'>;

/**
 * The store a configuration (blade_oss) describes, given its unsealed secret. Each provider's SDK
 * is loaded the first time a store of its kind is used: together they weigh about 90 MB and half a
 * second at start, and most installations use one kind or none.
 */
export async function storageFor(row: StoreRow, secretKey: string, config: Pick<Config, 'dataDir'>): Promise<FileStorage> {
  const remote: RemoteSettings = { endpoint: row.endpoint, accessKey: row.accessKey ?? '', secretKey, bucket: row.bucketName ?? '', region: row.region, appId: row.appId };
  switch (row.category as OssCategory) {
    case OSS_CATEGORY.S3:
      return new (await import('./s3-storage')).S3Storage({ ...remote, endpoint: row.endpoint ?? '' });
    case OSS_CATEGORY.QINIU:
      return new (await import('./qiniu-storage')).QiniuStorage(remote);
    case OSS_CATEGORY.ALIYUN:
      return new (await import('./aliyun-storage')).AliyunOssStorage(remote);
    case OSS_CATEGORY.TENCENT:
      return new (await import('./tencent-storage')).TencentCosStorage(remote);
    case OSS_CATEGORY.LOCAL:
      return new LocalDiskStorage(localFolder(row.endpoint, config.dataDir));
    default:
      throw new Error(`Unknown object store category ${row.category}`);
  }
}
