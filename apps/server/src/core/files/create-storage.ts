import { join, resolve } from 'node:path';
import { OSS_CATEGORY, type OssCategory } from '@beree/contracts';
import type { Config } from '../config/config';
import type { ossConfigs } from '../db/schema';
import { AliyunOssStorage } from './aliyun-storage';
import { LocalDiskStorage } from './local-storage';
import { QiniuStorage } from './qiniu-storage';
import type { RemoteSettings } from './remote-settings';
import { S3Storage } from './s3-storage';
import type { FileStorage } from './storage';
import { TencentCosStorage } from './tencent-storage';

/** The product's own store, used when neither the tenant nor the platform enabled one: local disk under `<DATA_DIR>/files`. */
export function createFileStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return new LocalDiskStorage(join(config.dataDir, 'files'));
}

/** The folder a local-disk configuration writes to: its endpoint (relative to DATA_DIR), else the product's own. */
export function localFolder(folder: string | null | undefined, dataDir: string): string {
  return folder?.trim() ? resolve(dataDir, folder.trim()) : join(dataDir, 'files');
}

type StoreRow = Pick<typeof ossConfigs.$inferSelect, 'category' | 'endpoint' | 'accessKey' | 'bucketName' | 'appId' | 'region'>;

/** The store a configuration (blade_oss) describes, given its unsealed secret. */
export function storageFor(row: StoreRow, secretKey: string, config: Pick<Config, 'dataDir'>): FileStorage {
  const remote: RemoteSettings = { endpoint: row.endpoint, accessKey: row.accessKey ?? '', secretKey, bucket: row.bucketName ?? '', region: row.region, appId: row.appId };
  switch (row.category as OssCategory) {
    case OSS_CATEGORY.S3:
      return new S3Storage({ ...remote, endpoint: row.endpoint ?? '' });
    case OSS_CATEGORY.QINIU:
      return new QiniuStorage(remote);
    case OSS_CATEGORY.ALIYUN:
      return new AliyunOssStorage(remote);
    case OSS_CATEGORY.TENCENT:
      return new TencentCosStorage(remote);
    case OSS_CATEGORY.LOCAL:
      return new LocalDiskStorage(localFolder(row.endpoint, config.dataDir));
    default:
      throw new Error(`Unknown object store category ${row.category}`);
  }
}
