import { dictSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CrudResource } from '../../../core/crud/resource';
import { dicts } from '../../../core/db/schema';

/** blade_dict and blade_dict_biz share every column but tenant_id; the dictionary code reads both through this shape. */
export type DictTable = typeof dicts;

/** A dictionary family: the CRUD resource plus the table typed for the dictionary queries. */
export interface DictKind {
  resource: CrudResource<typeof dictSubmitSchema>;
  table: DictTable;
  /** Business dictionaries: the owner column; rows of another tenant (the platform's) are read-only. */
  tenantColumn?: AnyPgColumn;
}

/** The dictKey of a dictionary's root row (its entries carry their own keys). */
export const ROOT_KEY = '-1';

/** The columns a dictionary list may be filtered and sorted by. */
export const dictFilters = (t: DictTable) => ({
  id: t.id,
  parentId: t.parentId,
  code: t.code,
  dictKey: t.dictKey,
  dictValue: t.dictValue,
  dictValueEn: t.dictValueEn,
  sort: t.sort,
  isSealed: t.isSealed,
  remark: t.remark,
  createTime: t.createTime,
});

/** The columns a submit writes; the service has already settled parentId, code and dictKey. */
export const dictValues = (input: { parentId?: string | null; code: string; dictKey?: string | null; dictValue: string; dictValueEn?: string | null; sort: number; isSealed?: number | null; remark?: string | null }) => ({
  parentId: BigInt(input.parentId ?? 0),
  code: input.code,
  dictKey: input.dictKey ?? ROOT_KEY,
  dictValue: input.dictValue,
  dictValueEn: input.dictValueEn || null,
  sort: input.sort,
  isSealed: input.isSealed ?? 0,
  remark: input.remark ?? null,
});

/** System dictionaries: global, written by the platform administrator, read by everyone through dict/dictionary. */
export const dictKind: DictKind = {
  table: dicts,
  resource: {
    base: '/blade-system/dict',
    tag: 'system/dict',
    table: dicts,
    scope: 'platform',
    filters: dictFilters(dicts),
    permissions: PERMISSIONS.dict,
    submitSchema: dictSubmitSchema,
    toValues: dictValues,
  },
};
