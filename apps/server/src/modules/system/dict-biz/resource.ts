import { dictSubmitSchema, PERMISSIONS } from '@beree/contracts';
import { dictBiz } from '../../../core/db/schema';
import { dictFilters, dictValues, type DictKind, type DictTable } from '../dict/resource';

const table = dictBiz as unknown as DictTable;

/**
 * Business dictionaries: each tenant keeps its own, under row-level security, and reads the
 * platform's (the enumerations of spec §3) without changing them (ADR 0015).
 */
export const dictBizKind: DictKind = {
  table,
  tenantColumn: dictBiz.tenantId,
  resource: {
    base: '/blade-system/dict-biz',
    tag: 'system/dict-biz',
    table: dictBiz,
    scope: 'tenant',
    filters: dictFilters(table),
    permissions: PERMISSIONS.dictBiz,
    submitSchema: dictSubmitSchema,
    toValues: dictValues,
  },
};
