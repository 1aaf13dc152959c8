import { Readable } from 'node:stream';
import COS from 'cos-nodejs-sdk-v5';
import type { RemoteSettings } from './remote-settings';
import { toStoreError } from './store-error';
import { assertObjectKey, type FileStorage, type StoredObject } from './storage';

interface CosFailure {
  code?: string;
  statusCode?: number;
}

/**
 * Tencent COS through its official SDK. COS names a bucket `<name>-<APPID>`; the APPID is added
 * when the configured name lacks it. An endpoint, when given, is the bucket's own domain.
 */
export class TencentCosStorage implements FileStorage {
  readonly kind = 'tencent';
  private readonly client: COS;
  private readonly bucket: string;
  private readonly region: string;

  constructor(settings: RemoteSettings) {
    const endpoint = settings.endpoint ? new URL(settings.endpoint) : null;
    this.client = new COS({
      SecretId: settings.accessKey,
      SecretKey: settings.secretKey,
      Timeout: 60_000,
      ...(endpoint ? { Domain: endpoint.host, Protocol: endpoint.protocol as 'http:' | 'https:' } : {}),
    });
    const suffix = settings.appId ? `-${settings.appId}` : '';
    this.bucket = settings.bucket.endsWith(suffix) ? settings.bucket : `${settings.bucket}${suffix}`;
    this.region = settings.region ?? '';
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertObjectKey(key);
    await this.call(() => this.client.putObject({ Bucket: this.bucket, Region: this.region, Key: key, Body: body, ContentType: contentType }));
  }

  /** COS answers the object whole (uploads are at most a few megabytes). */
  async get(key: string): Promise<StoredObject | null> {
    assertObjectKey(key);
    try {
      const { Body } = await this.client.getObject({ Bucket: this.bucket, Region: this.region, Key: key });
      return { body: Readable.from([Body]), size: Body.length };
    } catch (error) {
      if ((error as CosFailure).code === 'NoSuchKey') return null;
      throw failure(error);
    }
  }

  async remove(key: string): Promise<void> {
    assertObjectKey(key);
    await this.call(() => this.client.deleteObject({ Bucket: this.bucket, Region: this.region, Key: key }));
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw failure(error);
    }
  }
}

const failure = (error: unknown) => toStoreError(error, { code: (error as CosFailure).code, status: (error as CosFailure).statusCode });
