import { describe, expect, it } from 'vitest';
import { moduleRoutes } from './registry';

describe('module registry', () => {
  it('maps the menu paths of the system pages to lazily loaded page components', async () => {
    expect(Object.keys(moduleRoutes)).toEqual(
      expect.arrayContaining([
        '/system/param',
        '/system/tenant-package',
        '/system/dept',
        '/system/post',
        '/system/menu',
        '/authority/role',
        '/base/region',
        '/dict-horizontal/index',
        '/dict-vertical/index',
        '/system/user',
        '/system/tenant',
        '/system/client',
        '/system/topmenu',
        '/tool/datasource',
        '/authority/datascope',
        '/authority/apiscope',
        '/scm/supply-relation',
      ]),
    );
    for (const load of Object.values(moduleRoutes)) {
      const page = await load();
      expect(typeof page.default).toBe('function');
    }
  });
});
