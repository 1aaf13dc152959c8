import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { PRODUCT_SHEET_COLUMNS, productSheetHeading } from '@beree/contracts';
import { BASIC, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { multipartBody } from '../../../../test/upload-files';

const server = useServer();
const base = '/api/beree-scm/product';

type Cells = Partial<Record<string, string | number>>;

/** A workbook as a person fills it in: the template's headings, then one row per SKU. */
async function workbook(rows: Cells[], headings = PRODUCT_SHEET_COLUMNS.map((c) => productSheetHeading(c))): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('产品');
  sheet.addRow(headings);
  for (const row of rows) sheet.addRow(PRODUCT_SHEET_COLUMNS.map((c) => row[c.field] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(s: TestServer, token: string, name: string, content: Buffer) {
  const { payload, headers } = multipartBody({ name, content });
  return s.call('POST', `${base}/import`, { token, body: payload, headers });
}

/** Reads the import's progress until it is no longer RUNNING. */
async function finished(s: TestServer, token: string, id: string) {
  for (;;) {
    const detail = (await s.call('GET', `${base}/import-detail?id=${id}`, { token })).body.data;
    if (detail.state !== 'RUNNING') return detail;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const syringe = { productName: '导入测试注射器', productType: '医疗器械', managementLevel: 'Ⅲ', areaType: '国产', registrationNo: '国械注准20203140118', sterile: '是', storageCondition: '常温', unit: '支' };

describe('product import', () => {
  it('lands the good rows, reports each bad one with its row, column and reason, and reaches DONE', async () => {
    const s = server();
    const token = await s.login(MANUFACTURER_ADMIN);
    const file = await workbook([
      { ...syringe, skuCode: 'IMP-1', specification: '1ml', referencePrice: 0.3, udiDi: '06945678901300' }, // row 2
      { ...syringe, skuCode: 'IMP-2', specification: '2ml', referencePrice: '0.32' }, // row 3: same product
      { productName: '导入测试消毒棉片', productType: 'OTHER', unit: '包', specification: '100片', highValue: '否' }, // row 4
      { ...syringe, skuCode: 'IMP-4', unit: '' }, // row 5: no unit
      { ...syringe, productType: '药品', skuCode: 'IMP-5' }, // row 6: unknown type
      { ...syringe, registrationNo: '国械注准20990000000', skuCode: 'IMP-6' }, // row 7: not one of its cards
      { ...syringe, skuCode: 'IMP-7', udiDi: '06945678901301' }, // row 8: R9 check digit
      { ...syringe, productName: '导入测试吻合器', registrationNo: '苏械注准20212020567', managementLevel: 'Ⅲ', skuCode: 'IMP-8' }, // row 9: R7
      { ...syringe, skuCode: 'IMP-9', udiDi: '04012345000016' }, // row 10: R9, the dealer's DI
      { ...syringe, skuCode: 'IMP-10', sterile: '也许' }, // row 11
    ]);
    const res = await upload(s, token, '产品导入.xlsx', file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const done = await finished(s, token, res.body.data.id);
    expect(done).toMatchObject({ fileName: '产品导入.xlsx', state: 'DONE', total: 10, processed: 10, succeeded: 3, failed: 7 });
    expect(done.errors).toEqual([
      { row: 5, field: '单位', message: '请填写单位' },
      { row: 6, field: '产品类型', message: '产品类型“药品”不正确' },
      { row: 7, field: '注册证号', message: '注册证号“国械注准20990000000”不在本企业的注册证中' },
      { row: 8, field: 'UDI-DI', message: 'R9：UDI-DI“06945678901301”的 GTIN-14 校验位应为 0' },
      { row: 9, field: '管理类别', message: 'R7：管理类别（Ⅲ）应与注册证“苏械注准20212020567”一致（Ⅱ）' },
      { row: 10, field: 'UDI-DI', message: 'R9：UDI-DI“04012345000016”已被其他规格使用' },
      { row: 11, field: '无菌', message: '无菌“也许”不正确' },
    ]);
    const products = (await s.call('GET', `${base}/list?productName=${encodeURIComponent('导入测试')}&size=100`, { token })).body.data.records;
    expect(products.map((p: { productName: string; skuCount: number }) => [p.productName, p.skuCount]).sort()).toEqual([
      ['导入测试注射器', 2],
      ['导入测试消毒棉片', 1],
    ]);
    expect(products.find((p: { productName: string }) => p.productName === '导入测试注射器')).toMatchObject({ registrationNo: '国械注准20203140118', managementLevel: 'THREELEVEL', sterile: true });

    // The same file again changes the rows it matched instead of adding them twice.
    const again = await upload(s, token, '产品导入.xlsx', file);
    expect(await finished(s, token, again.body.data.id)).toMatchObject({ state: 'DONE', succeeded: 3, failed: 7 });
    const skus = (await s.call('GET', `/api/beree-scm/product-sku/list?productName=${encodeURIComponent('导入测试')}&size=100`, { token })).body.data.records;
    expect(skus.map((r: { specification: string }) => r.specification).sort()).toEqual(['100片', '1ml', '2ml']);
  });

  it('refuses a file that is no .xlsx, lacks a required column or has no rows (400 naming file)', async () => {
    const s = server();
    const token = await s.login(MANUFACTURER_ADMIN);
    const cases: [string, Buffer, string][] = [
      ['产品.csv', Buffer.from('产品名称,单位\n'), '请上传 .xlsx 格式的 Excel 文件'],
      ['产品.xlsx', Buffer.from('not a workbook'), '无法读取该 Excel 文件'],
      ['产品.xlsx', await workbook([{ productName: '某产品', productType: 'OTHER' }], ['产品名称', '产品类型']), '缺少必填列“单位”，请使用导入模板'],
      ['产品.xlsx', await workbook([]), '文件中没有数据行'],
    ];
    for (const [name, content, msg] of cases) {
      const res = await upload(s, token, name, content);
      expect(res.body, name).toMatchObject({ code: 400, data: { field: 'file' }, msg });
    }
    expect((await s.call('POST', `${base}/import`, { token, body: {} })).body).toMatchObject({ code: 415, data: {} });
    const hospital = await s.login(HOSPITAL_ADMIN);
    expect((await upload(s, hospital, '产品.xlsx', await workbook([syringe]))).status).toBe(403);
    expect((await s.call('GET', `${base}/import-detail?id=1`, { token })).status).toBe(404);
  });

  it('gives a template the import reads back: the headings and an example row', async () => {
    const s = server();
    const token = await s.login(MANUFACTURER_ADMIN);
    const res = await s.app.inject({ method: 'GET', url: `${base}/import-template`, headers: { authorization: BASIC, 'blade-auth': `bearer ${token}`, 'accept-language': 'en' } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, ...PRODUCT_SHEET_COLUMNS.map((c) => productSheetHeading(c, 'en'))]);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(20).value).toBe('06945678901232');
  });
});
