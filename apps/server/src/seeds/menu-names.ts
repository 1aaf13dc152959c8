import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../core/db/database';
import { menus } from '../core/db/schema';
import { MENU_TREE, type MenuSeed } from './menus';

const englishByCode = (seeds: MenuSeed[], out = new Map<string, string>()): Map<string, string> => {
  for (const seed of seeds) {
    out.set(seed.code, seed.nameEn);
    if (seed.children) englishByCode(seed.children, out);
  }
  return out;
};

/** Gives the seeded menus of an older database their English names (names set on the menu screen stay). */
export async function fillMenuEnglishNames(db: Executor): Promise<void> {
  const unnamed = await db.select({ id: menus.id, code: menus.code }).from(menus).where(and(isNull(menus.nameEn), eq(menus.isDeleted, 0)));
  if (unnamed.length === 0) return;
  const english = englishByCode(MENU_TREE);
  for (const row of unnamed) {
    const nameEn = english.get(row.code);
    if (nameEn) await db.update(menus).set({ nameEn }).where(eq(menus.id, row.id));
  }
}
