import { z } from 'zod';
import { idText, idListText, parentIdText, isParentId } from '@beree/contracts';
import { badRequest } from '../../../core/http/errors';

/** List queries: current, size and allowlisted filters with suffix operators. */
export const filterQuery = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]))
  .describe('allowlisted filters with suffix operators; current and size are ignored by tree lists');
export const idParam = idText;
/** A parent in a tree's query: an id, or 0 for the top level. */
export const parentIdParam = parentIdText;
export const idQuery = z.object({ id: idParam });
export const idsQuery = z.object({ ids: idListText });
/** A tenant named by the platform administrator's pickers; ignored for everyone else. */
export const tenantIdParam = z.string().regex(/^[A-Za-z0-9]{1,12}$/, { error: 'field.invalid' });

/** An optional parent id (0 for the top level) inside a free-form filter query (lazy lists), or a 400 naming it. */
export function optionalParentIdIn(query: Record<string, unknown>, field: string): bigint | undefined {
  const raw = query[field];
  if (raw === undefined || raw === '') return undefined;
  const text = Array.isArray(raw) ? String(raw[0]) : String(raw);
  if (!isParentId(text)) throw badRequest('id.invalid', { field });
  return BigInt(text);
}
