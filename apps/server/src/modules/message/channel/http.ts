import type { AdapterIo } from './types';

/** A provider call that got no usable answer. */
export interface CallFailure {
  error: string;
  retryable: boolean;
}

/** What came back: the status and the body read as JSON (undefined when it is not JSON). */
export interface ProviderReply {
  status: number;
  json: unknown;
}

/** Throttled or the provider's own trouble: the same request may succeed later. */
export const retryableStatus = (status: number): boolean => status >= 500 || status === 429;

export const isFailure = (value: unknown): value is CallFailure =>
  typeof value === 'object' && value !== null && 'error' in value && 'retryable' in value;

/**
 * One HTTP call to a provider, given up after io.timeoutMs (the body included). A timeout, a refused
 * connection or a reply that is no JSON is a CallFailure; any JSON reply is returned for the adapter
 * to read, whatever its status, since providers put their error codes in the body. Failures never
 * carry the URL: some providers take secrets or tokens in the query.
 */
export async function callProvider(
  io: AdapterIo,
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
): Promise<ProviderReply | CallFailure> {
  let status: number;
  let text: string;
  try {
    const response = await io.fetch(url, { ...init, signal: AbortSignal.timeout(io.timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (err) {
    return networkFailure(err, io.timeoutMs);
  }
  try {
    return { status, json: JSON.parse(text) as unknown };
  } catch {
    return { error: `HTTP ${status}: the reply is not JSON`, retryable: retryableStatus(status) };
  }
}

/**
 * A timeout or a system error of the connection (ECONNREFUSED, ENOTFOUND, UND_ERR_SOCKET…) may pass
 * later; anything else (a bad port, an unparsable address) is the account's configuration.
 */
function networkFailure(err: unknown, timeoutMs: number): CallFailure {
  const error = err as { name?: string; cause?: { code?: unknown; message?: unknown } };
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return { error: `no reply within ${timeoutMs} ms`, retryable: true };
  const code = typeof error.cause?.code === 'string' ? error.cause.code : '';
  const message = typeof error.cause?.message === 'string' ? error.cause.message : '';
  if (/^(E[A-Z]+$|UND_ERR_)/.test(code)) return { error: message || code, retryable: true };
  // Not the error's own message: for an unparsable address it quotes the URL.
  return { error: `The provider cannot be called: ${message || code || 'unknown error'}`, retryable: false };
}

/** A field of a JSON object, or undefined when the value is no object. */
export function field(json: unknown, name: string): unknown {
  return typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[name] : undefined;
}
