import { datasourceSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { datasources } from '../../../core/db/schema';

/** Data sources a tenant may be pointed at: global, managed by the platform administrator. */
export const datasourceResource: CrudResource<typeof datasourceSubmitSchema> = {
  base: '/blade-develop/datasource',
  tag: 'develop/datasource',
  table: datasources,
  scope: 'platform',
  filters: {
    name: datasources.name,
    driverClass: datasources.driverClass,
    url: datasources.url,
    username: datasources.username,
    remark: datasources.remark,
    createTime: datasources.createTime,
  },
  permissions: PERMISSIONS.datasource,
  submitSchema: datasourceSubmitSchema,
  toValues: (input) => ({
    name: input.name,
    driverClass: input.driverClass,
    url: input.url,
    username: input.username,
    // An empty password on edit keeps the stored one (lists never show it).
    ...(input.password ? { password: input.password } : {}),
    remark: input.remark ?? null,
  }),
  unique: [{ field: 'name', column: datasources.name, message: 'datasource.name.duplicate' }],
};

/** Never in a list, a select or a submit answer; the platform administrator sees it in the detail only. */
export const withoutPassword = <T extends Record<string, unknown>>({ password: _password, ...rest }: T) => rest;
