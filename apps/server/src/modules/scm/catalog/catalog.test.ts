import { describe, expect, it } from 'vitest';
import { DEALER2_ADMIN, DEALER_ADMIN, HOSPITAL2_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTwoPartyIsolation } from '../../../../test/cross-tenant';
import { addSku } from '../../../../test/skus';
import { readExport } from '../../../../test/xlsx';

const server = useServer();
const base = '/api/beree-scm/catalog';

let n = 0;
/** The dealer lists a fresh SKU of its own in the first hospital's catalog. */
async function addItem(s: TestServer, body: Record<string, unknown> = {}) {
  const token = await s.login(DEALER_ADMIN);
  const skuId = await addSku(s, '200001', `一次性使用输液器 ${++n}`);
  const res = await s.call('POST', `${base}/submit`, { token, body: { hospitalTenantId: '100001', skuId, unitPrice: '12.5', taxRate: 0.13, bidStatus: 'WINNING_BID', bidNo: 'ZB-01', ...body } });
  return { token, skuId, res };
}

const inbox = async (s: TestServer, token: string) => JSON.stringify((await s.call('GET', '/api/beree-desk/dashboard/my-message?current=1&size=5', { token })).body.data);

describe('the hospital catalog', () => {
  it('lets a supplier list its SKU in a hospital catalog, the SKU copied and the hospital told', async () => {
    const s = server();
    const { res, skuId } = await addItem(s);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      hospitalTenantId: '100001', supplierTenantId: '200001', tenantId: '200001', skuId, productName: `一次性使用输液器 ${n}`, specification: '10ml', unit: '支',
      unitPrice: '12.5000', taxRate: '0.1300', bidStatus: 'WINNING_BID', useFlag: 'USING', hospitalName: '云州市第一人民医院', supplierName: '浙江康链医疗供应链有限公司',
    });
    const hospital = await s.login(HOSPITAL_ADMIN);
    const list = await s.call('GET', `${base}/list?current=1&size=100&supplierTenantId=200001`, { token: hospital });
    expect(list.body.data.records.map((r: { id: string }) => r.id)).toContain(res.body.data.id);
    expect(await inbox(s, hospital)).toContain(`一次性使用输液器 ${n}`);
    const parties = await s.call('GET', `${base}/parties`, { token: hospital });
    expect(parties.body.data.map((p: { tenantId: string }) => p.tenantId)).toEqual(['200001', '300001']);
  });

  it('refuses bad input with 400 naming the field, and a second open item for the same SKU with 409', async () => {
    const s = server();
    const token = await s.login(DEALER_ADMIN);
    const skuId = await addSku(s, '200001', '医用棉签');
    const body = { hospitalTenantId: '100001', skuId, unitPrice: '3.2', taxRate: '0.13', bidStatus: 'NOT_WINNING_BID' };
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ unitPrice: undefined }, 'unitPrice', '请填写单价'],
      [{ unitPrice: '-1' }, 'unitPrice'],
      [{ taxRate: 1.5 }, 'taxRate', '税率应为 0 到 1 之间的小数，例如 0.13'],
      [{ bidStatus: 'MAYBE' }, 'bidStatus'],
      [{ skuId: undefined }, 'skuId', '请选择规格'],
      [{ hospitalTenantId: '200002' }, 'hospitalTenantId', '所选医院不存在'],
      [{ skuId: await addSku(s, '300001', '别家的规格') }, 'skuId', '所选规格不存在，请选择本单位的规格'],
      [{ conversionRatio: 0 }, 'conversionRatio'],
      [{ hospitalItemCode: 'H-1' }, 'hospitalItemCode'],
    ];
    for (const [change, field, msg] of cases) {
      const res = await s.call('POST', `${base}/submit`, { token, body: { ...body, ...change } });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.data.field).toBe(field);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect((await s.call('POST', `${base}/submit`, { token, body })).status).toBe(200);
    const again = await s.call('POST', `${base}/submit`, { token, body });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ msg: '规格“医用棉签 10ml T-1”已在云州市第一人民医院的供货目录中', data: { field: 'skuId' } });
    // A hospital adds nothing: the button is a supplier's.
    expect((await s.call('POST', `${base}/submit`, { token: await s.login(HOSPITAL_ADMIN), body })).status).toBe(403);
  });

  it('R1: refuses an item for a hospital whose relation with the supplier is not approved', async () => {
    const s = server();
    const { res } = await addItem(s, { hospitalTenantId: '100002' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: 'R1：浙江康链医疗供应链有限公司与云州医科大学附属第二医院的供需关系不是已审核状态（当前：待审核），不能加入供货目录', data: { field: 'hospitalTenantId' } });
  });

  it('R8: refuses a stopped SKU, or a SKU of a stopped product', async () => {
    const s = server();
    const token = await s.login(DEALER_ADMIN);
    for (const stop of ['sku', 'product'] as const) {
      const skuId = await addSku(s, '200001', `停用的${stop}`, { stop });
      const res = await s.call('POST', `${base}/submit`, { token, body: { hospitalTenantId: '100001', skuId, unitPrice: 1, taxRate: 0.13, bidStatus: 'WINNING_BID' } });
      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe('skuId');
      expect(res.body.msg).toBe(stop === 'sku' ? 'R8：规格“停用的sku 10ml T-1”已停用，不能加入供货目录' : 'R8：产品“停用的product”已停用，不能加入供货目录');
    }
  });

  it('lets the hospital map its own codes and the supplier set the price, each refused the other side', async () => {
    const s = server();
    const { token, res } = await addItem(s);
    const item = res.body.data;
    const hospital = await s.login(HOSPITAL_ADMIN);
    const mapped = await s.call('POST', `${base}/submit`, { token: hospital, body: { ...item, hospitalItemCode: 'HIS-0001', hospitalItemName: '输液器（带针）', hospitalUnit: '盒', conversionRatio: 10 } });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    expect(mapped.body.data).toMatchObject({ hospitalItemCode: 'HIS-0001', hospitalUnit: '盒', conversionRatio: '10.0000', unitPrice: '12.5000' });

    const priced = await s.call('POST', `${base}/submit`, { token: hospital, body: { id: item.id, unitPrice: 9 } });
    expect(priced.status).toBe(400);
    expect(priced.body).toMatchObject({ msg: '单价由供应商维护，医院不能修改', data: { field: 'unitPrice' } });
    const coded = await s.call('POST', `${base}/submit`, { token, body: { id: item.id, hospitalItemCode: 'X' } });
    expect(coded.body).toMatchObject({ code: 400, data: { field: 'hospitalItemCode' } });
    const stale = await s.call('POST', `${base}/submit`, { token, body: { id: item.id, version: item.version, unitPrice: 11 } });
    expect(stale.status).toBe(409);

    const repriced = await s.call('POST', `${base}/submit`, { token, body: { ...mapped.body.data, unitPrice: '11.8' } });
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
    expect(repriced.body.data).toMatchObject({ unitPrice: '11.8000', hospitalItemCode: 'HIS-0001' });
    expect(await inbox(s, hospital)).toContain('调整了价格');
  });

  it('lets either party stop and use an item, and only the supplier remove it', async () => {
    const s = server();
    const { token, res } = await addItem(s);
    const id = res.body.data.id;
    const hospital = await s.login(HOSPITAL_ADMIN);
    expect((await s.call('POST', `${base}/stop?ids=${id}`, { token: hospital })).status).toBe(200);
    const twice = await s.call('POST', `${base}/stop?ids=${id}`, { token });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toContain('当前为已停用，不能停用');
    expect(await inbox(s, token)).toContain('停用');
    expect((await s.call('POST', `${base}/use?ids=${id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `${base}/detail?id=${id}`, { token: hospital })).body.data.useFlag).toBe('USING');
    expect((await s.call('POST', `${base}/remove?ids=${id}`, { token: hospital })).status).toBe(403);
    expect((await s.call('POST', `${base}/remove?ids=${id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `${base}/detail?id=${id}`, { token: hospital })).status).toBe(404);
  });

  it('exports the listed items as .xlsx: the same filters, only the caller\'s party\'s items, codes by their labels', async () => {
    const s = server();
    const { res } = await addItem(s);
    const product = res.body.data.productName as string;
    const hospital = await s.login(HOSPITAL_ADMIN);
    const sheet = await readExport(s, `${base}/export?productName=${encodeURIComponent(product)}`, hospital);
    expect(sheet.name).toBe('供货目录');
    expect(sheet.fileName).toMatch(/^供货目录-\d{8}\.xlsx$/);
    expect(sheet.headings).toEqual(expect.arrayContaining(['医院', '供应商', '产品名称', '单价（含税）', '院内编码']));
    expect(sheet.rows).toEqual([expect.objectContaining({ 医院: '云州市第一人民医院', 产品名称: product, '单价（含税）': 12.5, 税率: 0.13, 中标类型: '中标' })]);
    // The list's own filters: the dealer's items at this hospital, as many as it lists; another hospital's export has none of them.
    const query = 'hospitalTenantId_equal=100001&useFlag_equal=USING';
    const dealer = await s.login(DEALER_ADMIN);
    const listed = (await s.call('GET', `${base}/list?current=1&size=1000&${query}`, { token: dealer })).body.data;
    const mine = await readExport(s, `${base}/export?${query}`, dealer, 'en');
    expect(mine.rows).toHaveLength(listed.total);
    expect(new Set(mine.rows.map((r) => `${r.Hospital}/${r['Use flag']}`))).toEqual(new Set(['云州市第一人民医院/In use']));
    const other = await readExport(s, `${base}/export?productName=${encodeURIComponent(product)}`, await s.login(HOSPITAL2_ADMIN));
    expect(other.rows).toEqual([]);
    const bad = await s.call('GET', `${base}/export?nope=1`, { token: hospital });
    expect(bad).toMatchObject({ status: 400, body: { data: { field: 'nope' } } });
  });
});

describeTwoPartyIsolation(server, {
  base: '/beree-scm/catalog',
  create: async (s) => (await addItem(s)).res.body.data.id,
  transitions: ['/stop', '/use'],
  parties: [DEALER_ADMIN, HOSPITAL_ADMIN],
  outsiders: [HOSPITAL2_ADMIN, DEALER2_ADMIN, MANUFACTURER_ADMIN],
});
