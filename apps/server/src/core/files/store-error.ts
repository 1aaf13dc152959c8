/** What went wrong talking to a store, in the terms the test action and uploads report. */
export type StoreFailure = 'unreachable' | 'denied' | 'noBucket' | 'failed';

/** A store's refusal or absence, whichever SDK reported it. */
export class StoreError extends Error {
  constructor(
    readonly failure: StoreFailure,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${failure}: ${detail}`, options);
    this.name = 'StoreError';
  }
}

/** Network failures as Node, urllib (Aliyun, Qiniu) and the AWS SDK name them. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'TimeoutError',
  'ConnectionTimeoutError',
  'ResponseTimeoutError',
  'RequestTimeoutError',
  'RequestError',
  'UND_ERR_CONNECT_TIMEOUT',
]);
/** Keys that are unknown or do not sign (S3, Aliyun OSS and COS share these codes). */
const DENIED = new Set(['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied']);
const NO_BUCKET = new Set(['NoSuchBucket']);

/** The codes an error carries, its cause's too (fetch wraps the network error). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let e = error as { code?: unknown; name?: unknown; cause?: unknown } | undefined, depth = 0; e && typeof e === 'object' && depth < 3; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string') codes.push(e.code);
    if (typeof e.name === 'string') codes.push(e.name);
  }
  return codes;
}

/**
 * Reads an SDK's error as a StoreError. `code` and `status` are what the SDK says the store
 * answered (adapters pass them when their SDK keeps them elsewhere); network codes are read from
 * the error and its cause.
 */
export function toStoreError(error: unknown, answered: { code?: string; status?: number } = {}): StoreError {
  if (error instanceof StoreError) return error;
  const codes = [answered.code, ...codesOf(error)].filter((c): c is string => !!c);
  // Some SDKs reject with plain objects, not Errors.
  const message = (error as { message?: unknown } | null)?.message;
  const detail = (typeof message === 'string' && message) || answered.code || String(error);
  const failure: StoreFailure = codes.some((c) => NO_BUCKET.has(c))
    ? 'noBucket'
    : codes.some((c) => DENIED.has(c)) || answered.status === 401 || answered.status === 403
      ? 'denied'
      : codes.some((c) => UNREACHABLE.has(c))
        ? 'unreachable'
        : 'failed';
  return new StoreError(failure, detail.slice(0, 300), { cause: error });
}
