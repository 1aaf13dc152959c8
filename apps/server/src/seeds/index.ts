import type { Executor } from '../core/db/database';
import { seedBase } from './base';
import { seedDemo } from './demo';
import { seedDesk } from './desk';
import { seedDictionaries } from './dictionaries';
import { addLeavePeople } from './leave-people';
import { fillMenuEnglishNames } from './menu-names';
import { addMissingMenus } from './new-menus';
import { dropPartyGrantsOfPlatform } from './platform-grants';
import { seedRegions } from './regions';
import { seedReportDemo } from './report-demo';
import { seedWorkflowDemo } from './workflow-demo';

/**
 * Seeds an empty database: the platform always, the demo tenants when asked. Dictionaries, new
 * menus and buttons, the menus' English names, the platform's grants and the leave demo's approvers
 * catch up on older databases. The administrative
 * divisions are filled whenever they are missing (about 3,200 rows; test databases may skip them).
 */
export async function seedDatabase(db: Executor, opts: { demo: boolean; regions?: boolean }): Promise<boolean> {
  const base = await seedBase(db);
  await seedDictionaries(db);
  if (!base.seeded) {
    await addMissingMenus(db);
    await fillMenuEnglishNames(db);
    await dropPartyGrantsOfPlatform(db);
    await addLeavePeople(db);
  }
  if (base.seeded && opts.demo) {
    await seedDemo(db, base.menus);
    await seedDesk(db);
    await seedWorkflowDemo(db);
    await addLeavePeople(db);
    await seedReportDemo(db);
  }
  if (opts.regions !== false) await seedRegions(db);
  return base.seeded;
}
