import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, useServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';

const server = useServer();
const base = '/api/beree-scm/product';
const skuBase = '/api/beree-scm/product-sku';

let maker = '';
let dealer = '';
/** The manufacturer's archived registration cards by number. */
const cards = new Map<string, { id: string; certNo: string; managementLevel: string; archiveStatus: string }>();
/** A product of each supplier, for the SKU isolation samples. */
let makerProductId = '';
let dealerProductId = '';

const post = (path: string, token: string, body?: unknown, lang?: string) => server().call('POST', path, { token, body, headers: lang ? { 'accept-language': lang } : undefined });
const get = (path: string, token: string) => server().call('GET', path, { token });
const other = (name: string) => ({ productName: name, productType: 'OTHER', storageCondition: 'AMBIENT' });

beforeAll(async () => {
  const s = server();
  maker = await s.login(MANUFACTURER_ADMIN);
  dealer = await s.login(DEALER_ADMIN);
  for (const c of (await get(`${base}/registration-cards`, maker)).body.data) cards.set(c.certNo, c);
  makerProductId = (await post(`${base}/submit`, maker, other('隔离用产品（生产企业）'))).body.data.id;
  dealerProductId = (await post(`${base}/submit`, dealer, other('隔离用产品（经营企业）'))).body.data.id;
});

describe('products', () => {
  it("offers the supplier's own registration cards, without renewed ones, searchable by number", async () => {
    expect([...cards.values()].every((c) => c.archiveStatus !== 'RENEWAL')).toBe(true);
    expect(cards.get('国械注准20193140562')).toMatchObject({ managementLevel: 'THREELEVEL' });
    expect(cards.has('国械注进20203030612')).toBe(false);
    const found = (await get(`${base}/registration-cards?keyword=20212020567`, maker)).body.data;
    expect(found.map((c: { certNo: string }) => c.certNo)).toEqual(['苏械注准20212020567']);
  });

  it('adds a product on its card, copies the number and takes class and origin from the card; lists and reads it', async () => {
    const card = cards.get('国械注准20203140118')!;
    const res = await post(`${base}/submit`, maker, { productName: '一次性使用无菌注射器 带针（新）', productType: 'YLQX', registrationCertId: card.id, highValue: true, storageCondition: 'COOL_2_8' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ registrationNo: '国械注准20203140118', managementLevel: 'THREELEVEL', areaType: 'GC', useFlag: 'USING', tenantId: '300001' });
    const id = res.body.data.id;
    const list = await get(`${base}/list?productName=${encodeURIComponent('注射器 带针（新）')}&highValue=true`, maker);
    expect(list.body.data.records).toEqual([expect.objectContaining({ id, skuCount: 0 })]);
    const detail = await get(`${base}/detail?id=${id}`, maker);
    expect(detail.body.data).toMatchObject({ id, skus: [], registrationCard: { id: card.id, certNo: '国械注准20203140118', archiveStatus: 'ARCHIVE', stateFlag: null } });

    const stopped = await post(`${base}/stop?ids=${id}`, maker);
    expect(stopped.body.data[0].useFlag).toBe('STOP');
    expect((await post(`${base}/use?ids=${id}`, maker)).body.data[0].useFlag).toBe('USING');
    const stale = await post(`${base}/submit`, maker, { ...other('改名'), id, version: res.body.data.version });
    expect(stale.status).toBe(409);
  });

  it('refuses bad input with 400 naming the field, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ productType: 'YLQX' }, 'productName'],
      [{ productName: '某产品', productType: 'DRUG' }, 'productType'],
      [{ ...other('某产品'), storageCondition: 'HOT' }, 'storageCondition'],
      [{ ...other('某产品'), registrationCertId: 'abc' }, 'registrationCertId'],
      [{ ...other('x'.repeat(201)) }, 'productName'],
    ];
    for (const [body, field] of cases) {
      const res = await post(`${base}/submit`, maker, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
    expect((await get(`${base}/list?price=1`, maker)).body).toMatchObject({ code: 400, data: { field: 'price' } });
    expect((await get(`${base}/list?highValue=maybe`, maker)).body).toMatchObject({ code: 400, data: { field: 'highValue' } });
    expect((await get(`${base}/detail?id=x`, maker)).status).toBe(400);
    expect((await post(`${base}/remove?ids=`, maker)).status).toBe(400);
    expect((await get(`${base}/detail?id=1`, maker)).status).toBe(404);
  });

  it('R7: class and origin must be those of the card, a device needs a card, and only one of its own', async () => {
    const card = cards.get('苏械注准20212020567')!;
    const mismatch = await post(`${base}/submit`, maker, { productName: '吻合器', productType: 'YLQX', managementLevel: 'THREELEVEL', registrationCertId: card.id });
    expect(mismatch.body).toMatchObject({ code: 400, data: { field: 'managementLevel' } });
    expect(mismatch.body.msg).toBe('R7：管理类别（Ⅲ）应与注册证“苏械注准20212020567”一致（Ⅱ）');
    const reagent = await post(`${base}/submit`, maker, { productName: '吻合器', productType: 'ZDSJ', registrationCertId: card.id }, 'en');
    expect(reagent.body).toMatchObject({ code: 400, data: { field: 'productType' } });
    expect(reagent.body.msg).toContain('R7: the product type (Diagnostic reagent)');
    expect((await post(`${base}/submit`, maker, { productName: '无证器械', productType: 'YLQX' })).body).toMatchObject({ code: 400, data: { field: 'registrationCertId' }, msg: 'R7：医疗器械和诊断试剂须选择注册证' });
    // The dealer's copy of a card is the dealer's: the manufacturer cannot name it.
    const dealerCard = (await get(`${base}/registration-cards?keyword=国械注进20203030612`, dealer)).body.data[0];
    expect((await post(`${base}/submit`, maker, { productName: '球囊', productType: 'YLQX', registrationCertId: dealerCard.id })).body).toMatchObject({ code: 400, data: { field: 'registrationCertId' } });
  });

  it('is kept by suppliers only: a hospital is refused (403)', async () => {
    const hospital = await server().login(HOSPITAL_ADMIN);
    expect((await post(`${base}/submit`, hospital, other('医院的产品'))).status).toBe(403);
    expect((await post(`${skuBase}/submit`, hospital, { productId: makerProductId, unit: '支' })).status).toBe(403);
    expect((await post(`${base}/stop?ids=${makerProductId}`, hospital)).status).toBe(403);
    expect((await get(`${base}/list`, hospital)).status).toBe(403);
  });
});

describe('SKUs', () => {
  const sku = (extra: Record<string, unknown> = {}) => ({ productId: makerProductId, specification: '5ml', unit: '支', referencePrice: '0.35', ...extra });

  it('adds a SKU with its DIs per packaging level, and shows them in the list, the detail and the product', async () => {
    const res = await post(`${skuBase}/submit`, maker, sku({ skuCode: 'T-5ML', udiDi: '06970012345014', packageQty: 1, packagingLevels: [{ level: 2, udiDi: '16970012345011', containsQty: 100 }] }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ udiDi: '06970012345014', productName: '隔离用产品（生产企业）', productUseFlag: 'USING', packagingLevels: [{ level: 2, udiDi: '16970012345011', containsQty: 100 }] });
    const list = await get(`${skuBase}/list?udiDi=06970012345014`, maker);
    expect(list.body.data.records).toEqual([expect.objectContaining({ id: res.body.data.id, packagingLevels: [{ level: 2, udiDi: '16970012345011', containsQty: 100 }] })]);
    const product = await get(`${base}/detail?id=${makerProductId}`, maker);
    expect(product.body.data.skus.map((s: { id: string }) => s.id)).toContain(res.body.data.id);
    // A change without packagingLevels keeps them; an empty list clears them.
    const kept = await post(`${skuBase}/submit`, maker, sku({ id: res.body.data.id, version: res.body.data.version, skuCode: 'T-5ML', udiDi: '06970012345014', model: 'M-5' }));
    expect(kept.body.data).toMatchObject({ model: 'M-5', packagingLevels: [{ level: 2 }] });
    const cleared = await post(`${skuBase}/submit`, maker, sku({ id: res.body.data.id, skuCode: 'T-5ML', packagingLevels: [] }));
    expect(cleared.body.data).toMatchObject({ udiDi: null, packagingLevels: [] });
    expect((await post(`${skuBase}/stop?ids=${res.body.data.id}`, maker)).body.data[0].useFlag).toBe('STOP');
    expect((await post(`${skuBase}/submit`, maker, sku({ skuCode: 'T-5ML' }))).body).toMatchObject({ code: 409, data: { field: 'skuCode' } });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [sku({ unit: '' }), 'unit'],
      [sku({ productId: undefined }), 'productId'],
      [sku({ productId: '1' }), 'productId'],
      [sku({ referencePrice: 'cheap' }), 'referencePrice'],
      [sku({ udiDi: '不是编码' }), 'udiDi'],
      [sku({ packagingLevels: [{ level: 4, udiDi: '16970012345011', containsQty: 1 }] }), 'packagingLevels.0.level'],
    ];
    for (const [body, field] of cases) {
      const res = await post(`${skuBase}/submit`, maker, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
  });

  it('R9: a 14-digit DI carries its GTIN-14 check digit; the message names the DI and the digit', async () => {
    const res = await post(`${skuBase}/submit`, maker, sku({ udiDi: '06945678901233' }));
    expect(res.body).toMatchObject({ code: 400, data: { field: 'udiDi' }, msg: 'R9：UDI-DI“06945678901233”的 GTIN-14 校验位应为 2' });
    const box = await post(`${skuBase}/submit`, maker, sku({ packagingLevels: [{ level: 3, udiDi: '16945678901230', containsQty: 10 }] }));
    expect(box.body).toMatchObject({ code: 400, data: { field: 'packagingLevels' } });
  });

  it('R9: a DI names one packaging level of one SKU on the whole platform, whichever tenant holds it (409)', async () => {
    // The dealer's demo PTCA catheter holds 04012345000016.
    const taken = await post(`${skuBase}/submit`, maker, sku({ udiDi: '04012345000016' }));
    expect(taken.body).toMatchObject({ code: 409, data: { field: 'udiDi' }, msg: 'R9：UDI-DI“04012345000016”已被其他规格使用' });
    const box = await post(`${skuBase}/submit`, maker, sku({ packagingLevels: [{ level: 2, udiDi: '06945678901232', containsQty: 10 }] }));
    expect(box.body).toMatchObject({ code: 409, data: { field: 'packagingLevels' } });
    const twice = await post(`${skuBase}/submit`, maker, sku({ udiDi: '06945678901300', packagingLevels: [{ level: 2, udiDi: '06945678901300', containsQty: 10 }] }));
    expect(twice.body).toMatchObject({ code: 400, data: { field: 'packagingLevels' } });
    expect((await get(`${skuBase}/list?size=100&productId=${makerProductId}`, maker)).body.data.records.some((r: { udiDi: string }) => r.udiDi === '04012345000016')).toBe(false);
    // Deleting a SKU frees its DI for another.
    const first = (await post(`${skuBase}/submit`, dealer, { productId: dealerProductId, unit: '个', udiDi: '06945678901294' })).body.data;
    expect((await post(`${skuBase}/submit`, maker, sku({ udiDi: '06945678901294' }))).status).toBe(409);
    expect((await post(`${skuBase}/remove?ids=${first.id}`, dealer)).status).toBe(200);
    expect((await post(`${skuBase}/submit`, maker, sku({ udiDi: '06945678901294' }))).status).toBe(200);
  });

  it('deletes a product with its SKUs, whose DIs become free', async () => {
    const product = (await post(`${base}/submit`, dealer, other('待删除产品'))).body.data;
    await post(`${skuBase}/submit`, dealer, { productId: product.id, unit: '个', udiDi: '06945678901287' });
    expect((await post(`${base}/remove?ids=${product.id}`, dealer)).status).toBe(200);
    expect((await get(`${skuBase}/list?udiDi=06945678901287`, dealer)).body.data.total).toBe(0);
    expect((await post(`${skuBase}/submit`, dealer, { productId: dealerProductId, unit: '个', udiDi: '06945678901287' })).status).toBe(200);
  });
});

describe('export', () => {
  it('answers an .xlsx whose rows are the listed products, one per SKU', async () => {
    const query = `productName=${encodeURIComponent('输液器')}`;
    const res = await server().app.inject({ method: 'GET', url: `${base}/export?${query}`, headers: { authorization: (await import('../../../../test/harness')).BASIC, 'blade-auth': `bearer ${maker}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('产品名称*');
    const rows: string[][] = [];
    sheet.eachRow((row, n) => n > 1 && rows.push([String(row.getCell(1).value), String(row.getCell(16).value), String(row.getCell(20).value)]));
    const listed = (await get(`${skuBase}/list?size=100&${query}`, maker)).body.data.records;
    expect(rows.sort()).toEqual(listed.map((r: { productName: string; specification: string; udiDi: string }) => [r.productName, r.specification, r.udiDi]).sort());
    expect(rows).toContainEqual(['一次性使用输液器 带针', '0.7×25TWLB', '06945678901232']);
  });
});

describeTenantIsolation(server, { base: '/beree-scm/product', sample: () => other('隔离检查产品'), changeField: 'productName', owner: MANUFACTURER_ADMIN, intruder: DEALER_ADMIN });
describeTenantIsolation(server, {
  base: '/beree-scm/product-sku',
  sample: () => ({ productId: makerProductId, unit: '支', specification: '隔离检查规格' }),
  intruderSample: () => ({ productId: dealerProductId, unit: '支', specification: '隔离检查规格' }),
  changeField: 'specification',
  owner: MANUFACTURER_ADMIN,
  intruder: DEALER_ADMIN,
});
