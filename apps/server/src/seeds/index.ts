import type { Executor } from '../core/db/database';
import { seedBase } from './base';
import { seedDemo } from './demo';

/** Seeds an empty database: the platform always, the demo tenants when asked. */
export async function seedDatabase(db: Executor, opts: { demo: boolean }): Promise<boolean> {
  const base = await seedBase(db);
  if (base.seeded && opts.demo) await seedDemo(db, base.menus);
  return base.seeded;
}
