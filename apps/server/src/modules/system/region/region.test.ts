import { describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer } from '../../../../test/harness';

const server = useServer();
const BASE = '/api/blade-system/region';
let prefix = 90;

/** A province, a city, a district and a town under fresh codes (9x… is unused by real divisions). */
async function addChain(token: string) {
  const s = server();
  const p = String(++prefix);
  const codes = { province: `${p}0000`, city: `${p}0100`, district: `${p}0101`, town: `${p}0101001` };
  const add = (code: string, parentCode: string, name: string) => s.call('POST', `${BASE}/submit`, { token, body: { code, parentCode, name, sort: 1 } });
  const province = (await add(codes.province, '00', `测试省${p}`)).body.data;
  await add(codes.city, codes.province, '测试市');
  await add(codes.district, codes.city, '测试区');
  const town = (await add(codes.town, codes.district, '测试街道')).body.data;
  return { codes, province, town };
}

describe('regions', () => {
  it('derives level, ancestors and the names of every level above', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const { codes, province, town } = await addChain(token);
    expect(province).toMatchObject({ code: codes.province, parentCode: '00', ancestors: '00', regionLevel: 1, provinceCode: codes.province, cityCode: null });
    expect(town).toMatchObject({
      parentCode: codes.district,
      ancestors: `00,${codes.province},${codes.city},${codes.district}`,
      regionLevel: 4,
      provinceName: province.name,
      cityCode: codes.city,
      cityName: '测试市',
      districtName: '测试区',
      townCode: codes.town,
      townName: '测试街道',
      villageCode: null,
    });
    expect((await s.call('GET', `${BASE}/detail?code=${codes.district}`, { token })).body.data).toMatchObject({ name: '测试区', regionLevel: 3 });
  });

  it('answers the lazy tree and exact parent lists to every signed-in user', async () => {
    const s = server();
    const { codes } = await addChain(await s.login(PLATFORM_ADMIN));
    const clerk = await s.login(HOSPITAL_CLERK);
    const top = await s.call('GET', `${BASE}/lazy-tree`, { token: clerk });
    expect(top.body.data).toContainEqual(expect.objectContaining({ id: codes.province, parentId: '00', key: codes.province, value: codes.province, hasChildren: true }));
    const cities = await s.call('GET', `${BASE}/lazy-tree?parentCode=${codes.province}`, { token: clerk });
    expect(cities.body.data).toEqual([expect.objectContaining({ code: codes.city, title: '测试市', name: '测试市', regionLevel: 2, hasChildren: true })]);
    const towns = await s.call('GET', `${BASE}/lazy-tree?parentCode=${codes.district}`, { token: clerk });
    expect(towns.body.data).toEqual([expect.objectContaining({ code: codes.town, hasChildren: false })]);

    const list = await s.call('GET', `${BASE}/list?parentCode=${codes.province}&current=1&size=10`, { token: clerk });
    expect(list.body.data).toMatchObject({ total: 1, current: 1, size: 10 });
    expect(list.body.data.records[0].code).toBe(codes.city);
    const byLevel = await s.call('GET', `${BASE}/list?provinceCode=${codes.province}&regionLevel=3`, { token: clerk });
    expect(byLevel.body.data.records.map((r: { code: string }) => r.code)).toEqual([codes.district]);
    expect((await s.call('GET', `${BASE}/list?password=1`, { token: clerk })).status).toBe(400);
    expect((await s.call('GET', `${BASE}/detail?code=${codes.city}`, { token: clerk })).body.data.name).toBe('测试市');
  });

  it('renames a division and the names below it follow', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const { codes } = await addChain(token);
    const renamed = await s.call('POST', `${BASE}/submit`, { token, body: { code: codes.city, parentCode: codes.province, name: '新测试市' } });
    expect(renamed.body.data).toMatchObject({ name: '新测试市', cityName: '新测试市', sort: 1 });
    expect((await s.call('GET', `${BASE}/detail?code=${codes.town}`, { token })).body.data.cityName).toBe('新测试市');
  });

  it('refuses a moved, orphaned or too deep division', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const { codes } = await addChain(token);
    const moved = await s.call('POST', `${BASE}/submit`, { token, body: { code: codes.city, parentCode: '00', name: '测试市' } });
    expect(moved.body).toMatchObject({ code: 400, msg: '上级区划不可修改', data: { field: 'parentCode' } });
    const orphan = await s.call('POST', `${BASE}/submit`, { token, body: { code: '860101', parentCode: '860100', name: '孤儿' } });
    expect(orphan.body).toMatchObject({ code: 400, msg: '上级区划不存在', data: { field: 'parentCode' } });
    const village = `${codes.town}001`;
    await s.call('POST', `${BASE}/submit`, { token, body: { code: village, parentCode: codes.town, name: '测试村' } });
    const deeper = await s.call('POST', `${BASE}/submit`, { token, body: { code: `${codes.town}999`, parentCode: village, name: '过深' } });
    expect(deeper.body).toMatchObject({ code: 400, data: { field: 'parentCode' } });
    expect((await s.call('GET', `${BASE}/detail?code=970101`, { token })).status).toBe(404);
  });

  it.each([
    ['code', { code: undefined }, '请输入区划编号'],
    ['code', { code: '' }, '请输入区划编号'],
    ['code', { code: '12ab' }, '区划编号须为 2 到 12 位数字'],
    ['code', { code: '00' }, '区划编号须为 2 到 12 位数字'],
    ['parentCode', { parentCode: '' }, '请选择上级区划'],
    ['name', { name: ' ' }, '请输入区划名称'],
  ])('refuses a bad %s and writes nothing', async (field, change, msg) => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const res = await s.call('POST', `${BASE}/submit`, { token, body: { code: '850000', parentCode: '00', name: '坏省', ...change } });
    expect(res.body).toMatchObject({ code: 400, success: false, msg, data: { field } });
    expect((await s.call('GET', `${BASE}/detail?code=850000`, { token })).status).toBe(404);
  });

  it('removes a leaf but not a division with children; 404 when missing', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const { codes } = await addChain(token);
    const refused = await s.call('POST', `${BASE}/remove?id=${codes.district}`, { token });
    expect(refused.body).toMatchObject({ code: 400, msg: '请先删除下级区划', data: { field: 'id' } });
    expect((await s.call('POST', `${BASE}/remove?id=${codes.town}`, { token })).status).toBe(200);
    expect((await s.call('GET', `${BASE}/detail?code=${codes.town}`, { token })).status).toBe(404);
    expect((await s.call('POST', `${BASE}/remove?id=${codes.town}`, { token })).status).toBe(404);
    expect((await s.call('POST', `${BASE}/remove?id=abc`, { token })).status).toBe(400);
    expect((await s.call('GET', `${BASE}/detail?code=x`, { token })).status).toBe(400);
  });

  it('keeps changes to the platform: tenants read the same divisions and change none', async () => {
    const s = server();
    const { codes } = await addChain(await s.login(PLATFORM_ADMIN));
    for (const who of [HOSPITAL_ADMIN, HOSPITAL_CLERK, DEALER_ADMIN]) {
      const token = await s.login(who);
      expect((await s.call('GET', `${BASE}/detail?code=${codes.province}`, { token })).status).toBe(200);
      const planted = await s.call('POST', `${BASE}/submit`, { token, body: { code: '870000', parentCode: '00', name: '私设省' } });
      expect(planted.status).toBe(403);
      const renamed = await s.call('POST', `${BASE}/submit`, { token, body: { code: codes.province, parentCode: '00', name: '改名' } });
      expect(renamed.status).toBe(403);
      expect((await s.call('POST', `${BASE}/remove?id=${codes.town}`, { token })).status).toBe(403);
    }
    const token = await s.login(PLATFORM_ADMIN);
    expect((await s.call('GET', `${BASE}/detail?code=870000`, { token })).status).toBe(404);
    expect((await s.call('GET', `${BASE}/detail?code=${codes.province}`, { token })).body.data.name).not.toBe('改名');
    expect((await s.call('GET', `${BASE}/detail?code=${codes.town}`, { token })).status).toBe(200);
    // The divisions themselves are public (a company registering picks its region); changing them is not.
    const anonymous = await s.call('GET', `${BASE}/lazy-tree?parentCode=${codes.province}`);
    expect(anonymous.body.data.map((r: { code: string }) => r.code)).toContain(codes.city);
    expect((await s.call('GET', `${BASE}/list`)).status).toBe(401);
  });
});
