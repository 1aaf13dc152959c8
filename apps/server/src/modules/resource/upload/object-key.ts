import { isId } from '@beree/contracts';
import { formatDateTime } from '../../../core/http/wire';

/** Where the file route serves objects from; an attachment's link is this plus its key. */
export const FILE_ROUTE_BASE = '/api/blade-resource/oss/endpoint/file';

const KEY_RE = /^([A-Za-z0-9]{1,12})\/(\d{8})\/(\d{1,19})(?:\.([a-z0-9]{1,10}))?$/;

/** `<tenantId>/<yyyyMMdd>/<id>.<ext>`: the day in the display zone, the extension only when it is plain. */
export function objectKeyFor(tenantId: string, id: bigint, extension: string, now = new Date()): string {
  const day = formatDateTime(now).slice(0, 10).replace(/-/g, '');
  const ext = /^[a-z0-9]{1,10}$/.test(extension) ? `.${extension}` : '';
  return `${tenantId}/${day}/${id}${ext}`;
}

/** The tenant and attachment id a key names, or null for anything that is not one of our keys. */
export function parseObjectKey(key: string): { tenantId: string; id: bigint } | null {
  const m = KEY_RE.exec(key);
  return m && isId(m[3]) ? { tenantId: m[1], id: BigInt(m[3]) } : null;
}
