import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../core/db/database';
import { regions } from '../core/db/schema';
import { freshDatabase } from '../../test/database';
import { loadDivisions, regionRows, seedRegions, type Division } from './regions';

/** The two shapes the package has shipped: short codes with `children`, and full codes with `childs`. */
const SHORT: Division[] = [
  { code: '33', name: '浙江省', children: [{ code: '3301', name: '杭州市', children: [{ code: '330106', name: '西湖区' }, { code: '330108', name: '滨江区' }] }] },
];
const FULL: Division[] = [{ code: '110000', name: '北京市', childs: [{ code: '110100', name: '市辖区', childs: [{ code: '110101', name: '东城区' }] }] }];

describe('region rows from the division data', () => {
  it('pads codes to GB/T 2260 and carries every level above', () => {
    const rows = regionRows(SHORT);
    expect(rows.map((r) => r.code)).toEqual(['330000', '330100', '330106', '330108']);
    expect(rows[3]).toMatchObject({
      parentCode: '330100',
      ancestors: '00,330000,330100',
      regionLevel: 3,
      sort: 2,
      provinceCode: '330000',
      provinceName: '浙江省',
      cityCode: '330100',
      cityName: '杭州市',
      districtCode: '330108',
      districtName: '滨江区',
    });
    expect(rows[0]).toMatchObject({ parentCode: '00', ancestors: '00', regionLevel: 1, cityCode: null });
    expect(regionRows(FULL).map((r) => [r.code, r.parentCode])).toEqual([['110000', '00'], ['110100', '110000'], ['110101', '110100']]);
  });
});

describe('seedRegions', () => {
  let database: Database;
  beforeAll(async () => {
    // The run's seeded database carries no regions.
    database = await freshDatabase();
  });
  afterAll(() => database?.close());

  it('loads once and leaves a filled table alone', async () => {
    expect(await seedRegions(database.db, SHORT)).toBe(4);
    expect(await seedRegions(database.db, FULL)).toBe(0);
    expect(await seedRegions(database.db, null)).toBe(0);
    const rows = await database.db.select({ code: regions.code }).from(regions).orderBy(asc(regions.code));
    expect(rows.map((r) => r.code)).toEqual(['330000', '330100', '330106', '330108']);
  });

  const installed = loadDivisions();
  it.skipIf(!installed)('reads the installed package: every province, with cities and districts below', () => {
    const rows = regionRows(installed ?? []);
    const provinces = rows.filter((r) => r.regionLevel === 1);
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(rows.find((r) => r.code === '330100')).toMatchObject({ name: '杭州市', parentCode: '330000', regionLevel: 2 });
    expect(rows.find((r) => r.code === '330106')).toMatchObject({ name: '西湖区', cityName: '杭州市', provinceName: '浙江省' });
    expect(rows.length).toBeGreaterThan(3000);
  });
});
