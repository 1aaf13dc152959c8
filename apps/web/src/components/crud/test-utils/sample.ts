import { PERMISSIONS, type DictItem } from '@beree/contracts';
import type { CrudConfig, CrudRecord } from '../types';
import { paramConfig } from '@/modules/system/param/config';

export const ALL_PARAM_CODES = Object.values(PERMISSIONS.param);

/** The parameter page's config plus a dictionary column, to exercise every part of the pattern. */
export const sampleConfig: CrudConfig = {
  ...paramConfig,
  columns: [...paramConfig.columns, { name: 'status', label: 'status', dict: 'status', table: true }],
};

/**
 * Twelve parameters (more than one default page). Row 1's status is known to the server's
 * dictionary, row 2's only to the contracts' fallback, the rest to neither.
 */
export const sampleRows = (): CrudRecord[] =>
  Array.from({ length: 12 }, (_, i) => ({
    id: String(i + 1),
    paramName: `参数${i + 1}`,
    paramKey: `key.${i + 1}`,
    paramValue: `value-${i + 1}`,
    remark: '',
    status: i === 0 ? '1' : i === 1 ? '0' : '9',
    version: 1,
  }));

export const sampleDictionaries: Record<string, Pick<DictItem, 'code' | 'dictKey' | 'dictValue'>[]> = {
  status: [{ code: 'status', dictKey: '1', dictValue: '启用中' }],
};
