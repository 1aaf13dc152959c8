import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { StoreError, toStoreError } from './store-error';
import { assertObjectKey, type FileStorage, type StoredObject } from './storage';

export interface S3Settings {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region?: string | null;
}

/**
 * MinIO or any S3-compatible store through the AWS SDK. Buckets are addressed by path
 * (endpoint/bucket/key), which MinIO and self-hosted servers need; checksums only where the
 * operation demands one, as older S3-compatible servers reject the newer checksum headers.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region || 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertObjectKey(key);
    await this.call(() => this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length })));
  }

  async get(key: string): Promise<StoredObject | null> {
    assertObjectKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new StoreError('failed', 'the store answered no body');
      return { body: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return null;
      throw this.failure(error);
    }
  }

  async remove(key: string): Promise<void> {
    assertObjectKey(key);
    await this.call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key })));
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw this.failure(error);
    }
  }

  private failure(error: unknown): StoreError {
    return toStoreError(error, error instanceof S3ServiceException ? { code: error.name, status: error.$metadata.httpStatusCode } : {});
  }
}
