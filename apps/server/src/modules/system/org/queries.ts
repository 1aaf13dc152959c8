import { z } from 'zod';
import { badRequest } from '../../../core/http/errors';

/** List queries: current, size and allowlisted filters with suffix operators. */
export const filterQuery = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]))
  .describe('allowlisted filters with suffix operators; current and size are ignored by tree lists');
export const idParam = z.string().regex(/^\d{1,19}$/, { error: 'id.invalid' });
export const idQuery = z.object({ id: idParam });
export const idsQuery = z.object({ ids: z.string().min(1, { error: 'id.invalid' }) });
/** A tenant named by the platform administrator's pickers; ignored for everyone else. */
export const tenantIdParam = z.string().regex(/^[A-Za-z0-9]{1,12}$/, { error: 'field.invalid' });

/** An optional id inside a free-form filter query (lazy lists), or a 400 naming it. */
export function optionalIdIn(query: Record<string, unknown>, field: string): bigint | undefined {
  const raw = query[field];
  if (raw === undefined || raw === '') return undefined;
  const text = Array.isArray(raw) ? String(raw[0]) : String(raw);
  if (!/^\d{1,19}$/.test(text)) throw badRequest('id.invalid', { field });
  return BigInt(text);
}
