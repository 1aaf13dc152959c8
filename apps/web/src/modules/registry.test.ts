import { describe, expect, it } from 'vitest';
import { moduleRoutes } from './registry';

describe('module registry', () => {
  it('maps the menu paths of the system pages to lazily loaded page components', async () => {
    expect(Object.keys(moduleRoutes).sort()).toEqual(['/system/param', '/system/tenant-package']);
    for (const load of Object.values(moduleRoutes)) {
      const page = await load();
      expect(typeof page.default).toBe('function');
    }
  });
});
