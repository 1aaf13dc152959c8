import type { regions } from '../../../core/db/schema';

type RegionInsert = typeof regions.$inferInsert;

/** The levels of a division, 1 province … 5 village, each with its pair of denormalised columns. */
const LEVELS = [
  { code: 'provinceCode', name: 'provinceName' },
  { code: 'cityCode', name: 'cityName' },
  { code: 'districtCode', name: 'districtName' },
  { code: 'townCode', name: 'townName' },
  { code: 'villageCode', name: 'villageName' },
] as const;

export const MAX_REGION_LEVEL = LEVELS.length;

export type LevelColumns = Pick<RegionInsert, (typeof LEVELS)[number]['code'] | (typeof LEVELS)[number]['name']>;

/** The column pair that holds a division's own code and name at its level. */
export const levelColumns = (level: number) => LEVELS[level - 1];

/** A division's level columns: its parent's, plus its own code and name at its level. */
export function derivedColumns(parent: Partial<LevelColumns> | undefined, level: number, code: string, name: string): LevelColumns {
  const out: Record<string, string | null> = {};
  for (const [index, pair] of LEVELS.entries()) {
    const own = index + 1 === level;
    const inherited = index + 1 < level;
    out[pair.code] = own ? code : inherited ? (parent?.[pair.code] ?? null) : null;
    out[pair.name] = own ? name : inherited ? (parent?.[pair.name] ?? null) : null;
  }
  return out as LevelColumns;
}
