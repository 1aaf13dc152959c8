import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import qiniu from 'qiniu';
import type { RemoteSettings } from './remote-settings';
import { StoreError, toStoreError } from './store-error';
import { assertObjectKey, type FileStorage, type StoredObject } from './storage';

/** Qiniu's own answers: 401 bad token, 612 no such object, 631 no such bucket. */
const NO_OBJECT = 612;
const NO_BUCKET = 631;
/** How long an upload token and a download link made for one call stay valid. */
const VALID_SECONDS = 600;

/**
 * Qiniu Kodo through its official SDK: uploads with a token scoped to the one key (so it may
 * replace the object), reads through the bucket's download domain (the endpoint) with a
 * short-lived signed link, which works for private and public buckets alike.
 */
export class QiniuStorage implements FileStorage {
  readonly kind = 'qiniu';
  private readonly mac: qiniu.auth.digest.Mac;
  private readonly uploader: qiniu.form_up.FormUploader;
  private readonly manager: qiniu.rs.BucketManager;

  constructor(private readonly settings: RemoteSettings) {
    this.mac = new qiniu.auth.digest.Mac(settings.accessKey, settings.secretKey);
    // Without a region the SDK asks Qiniu which one holds the bucket.
    const config = new qiniu.conf.Config(settings.region ? { regionsProvider: qiniu.httpc.Region.fromRegionId(settings.region) } : {});
    this.uploader = new qiniu.form_up.FormUploader(config);
    this.manager = new qiniu.rs.BucketManager(this.mac, config);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertObjectKey(key);
    const token = new qiniu.rs.PutPolicy({ scope: `${this.settings.bucket}:${key}`, expires: VALID_SECONDS }).uploadToken(this.mac);
    const extra = new qiniu.form_up.PutExtra();
    extra.mimeType = contentType;
    const answer = await this.call(() => this.uploader.put(token, key, body, extra));
    check(answer);
  }

  async get(key: string): Promise<StoredObject | null> {
    assertObjectKey(key);
    const link = this.manager.privateDownloadUrl((this.settings.endpoint ?? '').replace(/\/+$/, ''), key, Math.floor(Date.now() / 1000) + VALID_SECONDS);
    const res = await this.call(() => fetch(link, { signal: AbortSignal.timeout(60_000) }));
    if (res.status === 404 || res.status === NO_OBJECT) return null;
    if (!res.ok || !res.body) throw toStoreError(new Error(`download answered ${res.status}`), { status: res.status });
    return { body: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), size: Number(res.headers.get('content-length') ?? 0) };
  }

  async remove(key: string): Promise<void> {
    assertObjectKey(key);
    const answer = await this.call(() => this.manager.delete(this.settings.bucket, key));
    if (answer.resp.statusCode !== NO_OBJECT) check(answer);
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw toStoreError(error);
    }
  }
}

/** A Qiniu answer other than 200 as a StoreError. */
function check(answer: { data?: { error?: string } | undefined; resp: { statusCode?: number } }): void {
  const status = answer.resp.statusCode;
  if (status === 200) return;
  const detail = answer.data?.error ?? `Qiniu answered ${status}`;
  throw status === NO_BUCKET ? new StoreError('noBucket', detail) : toStoreError(new Error(detail), { status });
}
