import type { Readable } from 'node:stream';
import OSS from 'ali-oss';
import type { RemoteSettings } from './remote-settings';
import { toStoreError } from './store-error';
import { assertObjectKey, type FileStorage, type StoredObject } from './storage';

interface AliyunError {
  code?: string;
  status?: number;
}

/** Aliyun OSS through its official SDK (ali-oss), on the endpoint of the bucket's region. */
export class AliyunOssStorage implements FileStorage {
  readonly kind = 'aliyun';
  private readonly client: OSS;

  constructor(settings: RemoteSettings) {
    const endpoint = settings.endpoint ?? '';
    this.client = new OSS({
      endpoint,
      secure: endpoint.startsWith('https://'),
      accessKeyId: settings.accessKey,
      accessKeySecret: settings.secretKey,
      bucket: settings.bucket,
      region: settings.region ?? undefined,
      timeout: 60_000,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertObjectKey(key);
    await this.call(() => this.client.put(key, body, { mime: contentType }));
  }

  async get(key: string): Promise<StoredObject | null> {
    assertObjectKey(key);
    try {
      const { stream, res } = await this.client.getStream(key);
      const length = (res.headers as Record<string, string | undefined>)['content-length'];
      return { body: stream as Readable, size: Number(length ?? 0) };
    } catch (error) {
      if ((error as AliyunError).code === 'NoSuchKey') return null;
      throw failure(error);
    }
  }

  async remove(key: string): Promise<void> {
    assertObjectKey(key);
    await this.call(() => this.client.delete(key));
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw failure(error);
    }
  }
}

const failure = (error: unknown) => toStoreError(error, { code: (error as AliyunError).code, status: (error as AliyunError).status });
