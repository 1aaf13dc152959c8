import { pickerNode, type PickerNode } from '../org/picker';
import type { DictSubmit, Lang } from '@beree/contracts';
import { removeRows, submitRow } from '../../../core/crud/service';
import type { Executor } from '../../../core/db/database';
import { badRequest, conflict, forbidden, notFound } from '../../../core/http/errors';
import { localName } from '../../../core/http/language';
import type { RequestContext } from '../../../core/tenancy/context';
import { buildForest } from '../menu/tree';
import { anyOfOthers, findDict, findSameKey, renameEntries, treeRows, withDescendants } from './repo';
import { ROOT_KEY, type DictKind } from './resource';

/** Refuses a change to rows the caller's tenant reads but does not own (the platform's business dictionaries). */
async function assertOwned(tx: Executor, kind: DictKind, ctx: RequestContext, ids: bigint[]): Promise<void> {
  if (kind.tenantColumn && (await anyOfOthers(tx, kind.table, kind.tenantColumn, ids, ctx.tenantId))) throw forbidden('dict.platform.readOnly');
}

/**
 * Adds or edits a dictionary row. A row never changes parent; an entry takes its parent's code and
 * needs a key unique within the code; a root's key is fixed and renaming its code moves its entries.
 */
export async function submitDict(tx: Executor, kind: DictKind, ctx: RequestContext, input: DictSubmit) {
  const t = kind.table;
  const id = input.id ? BigInt(input.id) : undefined;
  const existing = id === undefined ? undefined : await findDict(tx, t, id);
  if (id !== undefined && !existing) throw notFound();
  if (id !== undefined) await assertOwned(tx, kind, ctx, [id]);
  const sentParent = input.parentId ? BigInt(input.parentId) : undefined;
  if (existing && sentParent !== undefined && sentParent !== existing.parentId) throw badRequest('dict.parentId.fixed', { field: 'parentId' });
  const parentId = existing?.parentId ?? sentParent ?? 0n;

  let code = input.code;
  let dictKey = ROOT_KEY;
  if (parentId !== 0n) {
    const parent = await findDict(tx, t, parentId);
    if (!parent) throw badRequest('dict.parentId.notFound', { field: 'parentId' });
    if (!input.dictKey) throw badRequest('dict.dictKey.required', { field: 'dictKey' });
    code = parent.code;
    dictKey = input.dictKey;
  }
  if (await findSameKey(tx, t, code, dictKey, id)) {
    throw parentId === 0n ? conflict('dict.code.duplicate', { field: 'code' }) : conflict('dict.dictKey.duplicate', { field: 'dictKey' });
  }
  const { row } = await submitRow(tx, kind.resource, ctx, { ...input, parentId: parentId.toString(), code, dictKey });
  if (existing && parentId === 0n && existing.code !== code) await renameEntries(tx, t, existing.code, code, ctx.userId);
  return row;
}

/** Removes dictionaries with everything below them; a sealed row stops the whole removal. */
export async function removeDicts(tx: Executor, kind: DictKind, ctx: RequestContext, ids: bigint[]): Promise<number> {
  const rows = await withDescendants(tx, kind.table, ids);
  if (rows.length === 0) throw notFound();
  await assertOwned(tx, kind, ctx, rows.map((r) => r.id));
  const sealed = rows.find((r) => r.isSealed === 1);
  if (sealed) throw badRequest('dict.remove.sealed', { field: 'ids', name: sealed.dictValue });
  return removeRows(tx, kind.resource, ctx, rows.map((r) => r.id));
}

/** Picker tree: every dictionary (code absent or DICT) or the one of the given code, in the caller's language. */
export async function dictTree(tx: Executor, kind: DictKind, lang: Lang, code?: string): Promise<PickerNode[]> {
  const rows = await treeRows(tx, kind.table, code && code !== 'DICT' ? code : undefined);
  return buildForest(rows.map((r) => pickerNode(r.id, r.parentId, localName(r.dictValue, r.dictValueEn, lang), r.sort)));
}
