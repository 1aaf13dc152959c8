import type { CallFailure } from './http';
import type { AccountSettings } from './types';

/** A setting as trimmed text; empty when unset. */
export function text(account: AccountSettings, name: string): string {
  const value = account[name];
  return value == null ? '' : String(value).trim();
}

/**
 * The endpoint setting or the provider's public address, without a trailing slash; a failure when
 * the setting is no http(s) URL.
 */
export function endpoint(account: AccountSettings, fallback: string): string | CallFailure {
  const value = (text(account, 'endpoint') || fallback).replace(/\/+$/, '');
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return { error: "The channel account's endpoint is not an http(s) URL", retryable: false };
  }
  return value;
}

/** The refusal to send when required settings are blank: no provider call could succeed. */
export function missingSettings(account: AccountSettings, names: string[]): CallFailure | null {
  const missing = names.filter((n) => !text(account, n));
  return missing.length ? { error: `The channel account lacks: ${missing.join(', ')}`, retryable: false } : null;
}
