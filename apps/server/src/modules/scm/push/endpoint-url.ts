import { badRequest } from '../../../core/http/errors';
import { isLinkLocal } from '../../../core/http/outbound-address';

/** An endpoint's address as saved: http(s) only, never a link-local host written out (400 on `url`). */
export function checkEndpointUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('push.endpoint.url.invalid', { field: 'url' });
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) throw badRequest('push.endpoint.url.invalid', { field: 'url' });
  // The URL parser has already turned 2852039166 or 0xa9.0xfe.0xa9.0xfe into 169.254.169.254.
  if (isLinkLocal(parsed.hostname)) throw badRequest('push.endpoint.url.linkLocal', { field: 'url' });
}
