import { datasourceSubmitSchema, PERMISSIONS, POSTGRES_DRIVER, type DatasourceSubmit } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { datasources } from '../../../core/db/schema';
import { seal } from '../../../core/secrets/sealing';

export const BASE = '/blade-develop/datasource';
export const TAG = 'develop/datasource';

/** The wire names a list may filter and sort on. */
export const datasourceFilters = {
  name: datasources.name,
  driverClass: datasources.driverClass,
  url: datasources.url,
  username: datasources.username,
  remark: datasources.remark,
  createTime: datasources.createTime,
};

/** The columns a submit writes: the URL as the schema normalized it, the password sealed, the plain column emptied. */
export function sourceValues(input: DatasourceSubmit, key: Buffer): Record<string, unknown> {
  return {
    name: input.name,
    driverClass: POSTGRES_DRIVER,
    url: input.url,
    username: input.username,
    // An empty password on edit keeps the stored one (no answer carries it).
    ...(input.password ? { passwordSealed: seal(key, input.password), password: null } : {}),
    remark: input.remark ?? null,
  };
}

/** Data sources (global, the platform administrator's); a submit seals passwords with `key` (reads need none). */
export const datasourceResource = (key?: Buffer): CrudResource<typeof datasourceSubmitSchema> => ({
  base: BASE,
  tag: TAG,
  table: datasources,
  scope: 'platform',
  filters: datasourceFilters,
  permissions: PERMISSIONS.datasource,
  submitSchema: datasourceSubmitSchema,
  toValues: (input) => {
    if (!key) throw new Error('a data source is written with the sealing key');
    return sourceValues(input, key);
  },
  unique: [{ field: 'name', column: datasources.name, message: 'datasource.name.duplicate' }],
});
