import { describe, expect, it } from 'vitest';
import { DEALER2_ADMIN, DEALER_ADMIN, HOSPITAL2_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTwoPartyIsolation } from '../../../../test/cross-tenant';
import { addSku, setSkuUseFlag } from '../../../../test/skus';

const server = useServer();
const base = '/api/beree-scm/contract';
const catalog = '/api/beree-scm/catalog';

let n = 0;
const line = (skuId: string, extra: Record<string, unknown> = {}) => ({ skuId, unitPrice: '18.5', taxRate: 0.13, bidStatus: 'WINNING_BID', bidPrice: '19', ...extra });
const header = (extra: Record<string, unknown> = {}) => ({
  contractType: 'PURCHASE',
  counterpartyTenantId: '100001',
  contractNo: `KL-T-${++n}`,
  contractName: '医用耗材采购合同',
  bidStatus: 'WINNING_BID',
  validFrom: '2025-01-01',
  validTo: '2030-12-31',
  ...extra,
});

/** The dealer drafts a purchase contract with the first hospital over fresh SKUs of its own. */
async function draft(s: TestServer, lines = 1, extra: Record<string, unknown> = {}) {
  const token = await s.login(DEALER_ADMIN);
  const skus: string[] = [];
  const names = Array.from({ length: lines }, (_, i) => `可吸收缝合线 ${n}-${i}`);
  for (const name of names) skus.push(await addSku(s, '200001', name));
  const res = await s.call('POST', `${base}/submit`, { token, body: header({ lines: skus.map((id) => line(id)), ...extra }) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { token, skus, names, contract: res.body.data };
}

async function inForce(s: TestServer) {
  const d = await draft(s);
  const res = await s.call('POST', `${base}/effective?ids=${d.contract.id}`, { token: d.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return d;
}

describe('contracts', () => {
  it('keeps a draft from the other party until it is in force, then prices the hospital catalog from its lines', async () => {
    const s = server();
    const { token, skus, names, contract } = await draft(s, 2);
    expect(contract).toMatchObject({ contractStatus: 'SAVED', mine: true, lineCount: 2, expired: false, buyerTenantId: '100001', sellerTenantId: '200001', tenantId: '200001', buyerName: '云州市第一人民医院' });
    expect(contract.lines[0]).toMatchObject({ lineNo: 1, skuId: skus[0], productName: names[0], unitPrice: '18.5000', taxRate: '0.1300' });
    // The hospital already lists one of the SKUs: the contract reprices that item.
    await s.call('POST', `${catalog}/submit`, { token, body: { hospitalTenantId: '100001', skuId: skus[1], unitPrice: 25, taxRate: 0.13, bidStatus: 'NOT_WINNING_BID' } });

    const hospital = await s.login(HOSPITAL_ADMIN);
    expect((await s.call('GET', `${base}/detail?id=${contract.id}`, { token: hospital })).status).toBe(404);
    const hidden = await s.call('GET', `${base}/list?current=1&size=100`, { token: hospital });
    expect(hidden.body.data.records.map((r: { id: string }) => r.id)).not.toContain(contract.id);
    expect((await s.call('POST', `${base}/effective?ids=${contract.id}`, { token: hospital })).status).toBe(404);

    expect((await s.call('POST', `${base}/effective?ids=${contract.id}`, { token })).status).toBe(200);
    const seen = await s.call('GET', `${base}/detail?id=${contract.id}`, { token: hospital });
    expect(seen.body.data).toMatchObject({ contractStatus: 'EFFECTIVE', mine: false, lineCount: 2 });
    const inbox = await s.call('GET', '/api/beree-desk/dashboard/my-message?current=1&size=5', { token: hospital });
    expect(JSON.stringify(inbox.body.data)).toContain(contract.contractNo);

    const items = (await s.call('GET', `${catalog}/list?current=1&size=100&contractId=${contract.id}`, { token: hospital })).body.data.records;
    expect(items).toHaveLength(2);
    for (const [i, skuId] of skus.entries()) {
      expect(items.find((r: { skuId: string }) => r.skuId === skuId)).toMatchObject({ unitPrice: '18.5000', bidStatus: 'WINNING_BID', contractLineId: seen.body.data.lines[i].id, hospitalTenantId: '100001', supplierTenantId: '200001' });
    }
    const priced = items.find((r: { skuId: string }) => r.skuId === skus[1]);
    const removed = await s.call('POST', `${catalog}/remove?ids=${priced.id}`, { token });
    expect(removed).toMatchObject({ status: 400, body: { msg: `“${names[1]} 10ml T-1”的价格由合同确定，不能删除，可以停用` } });
  });

  it('lets a hospital draft from its catalog, put the draft in force and the supplier stop and use it', async () => {
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    const skuId = await addSku(s, '200001', '一次性使用静脉留置针');
    const item = (await s.call('POST', `${catalog}/submit`, { token: dealer, body: { hospitalTenantId: '100001', skuId, unitPrice: 30, taxRate: 0.13, bidStatus: 'WINNING_BID' } })).body.data;
    const hospital = await s.login(HOSPITAL_ADMIN);
    const res = await s.call('POST', `${base}/submit`, { token: hospital, body: header({ counterpartyTenantId: '200001', lines: [{ catalogItemId: item.id, unitPrice: 28, taxRate: 0.13, bidStatus: 'WINNING_BID' }] }) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ buyerTenantId: '100001', sellerTenantId: '200001', tenantId: '100001', lines: [{ skuId, productName: '一次性使用静脉留置针' }] });
    const id = res.body.data.id;
    expect((await s.call('POST', `${base}/effective?ids=${id}`, { token: hospital })).status).toBe(200);
    expect((await s.call('GET', `${catalog}/detail?id=${item.id}`, { token: dealer })).body.data).toMatchObject({ unitPrice: '28.0000', contractId: id });

    // The supplier is no drafter: it neither changes nor deletes the contract, but it stops and uses it.
    const contract = (await s.call('GET', `${base}/detail?id=${id}`, { token: dealer })).body.data;
    const edit = await s.call('POST', `${base}/submit`, { token: dealer, body: { ...header({ counterpartyTenantId: '100001' }), id, version: contract.version } });
    expect(edit).toMatchObject({ status: 403, body: { msg: '只有起草合同的一方可以进行该操作' } });
    expect((await s.call('POST', `${base}/remove?ids=${id}`, { token: dealer })).status).toBe(403);
    expect(await s.call('POST', `${base}/effective?ids=${id}`, { token: dealer })).toMatchObject({ status: 403, body: { msg: '只有起草合同的一方可以进行该操作' } });
    const own = await s.call('POST', `${base}/remove?ids=${id}`, { token: hospital });
    expect(own.body.msg).toBe(`合同“${contract.contractNo}”已生效，不能修改或删除`);
    expect((await s.call('POST', `${base}/stop?ids=${id}`, { token: dealer })).status).toBe(200);
    const again = await s.call('POST', `${base}/stop?ids=${id}`, { token: hospital });
    expect(again.body.msg).toBe(`合同“${contract.contractNo}”当前为已停用，不能停用`);
    expect((await s.call('POST', `${base}/use?ids=${id}`, { token: hospital })).status).toBe(200);
    const twice = await s.call('POST', `${base}/effective?ids=${id}`, { token: hospital });
    expect(twice.body.msg).toBe(`合同“${contract.contractNo}”当前为已生效，不能生效`);
  });

  it('refuses bad input with 400 naming the field and a duplicate number with 409', async () => {
    const s = server();
    const token = await s.login(DEALER_ADMIN);
    const skuId = await addSku(s, '200001', '导尿包');
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ contractNo: '' }, 'contractNo', '请填写合同编号'],
      [{ contractType: 'RENT' }, 'contractType', '请选择合同类型'],
      [{ validFrom: '2025-02-30' }, 'validFrom', '日期格式应为 yyyy-MM-dd'],
      [{ validTo: undefined }, 'validTo', '请填写有效期至'],
      [{ validFrom: '2031-01-01' }, 'validTo', '有效期起（2031-01-01）不能晚于有效期至（2030-12-31）'],
      [{ counterpartyTenantId: '999999' }, 'counterpartyTenantId', '所选合同对方不存在'],
      [{ counterpartyTenantId: '300001' }, 'counterpartyTenantId'],
      [{ contractType: 'SUPPLY' }, 'counterpartyTenantId'],
      [{ paymentTermDays: -1 }, 'paymentTermDays'],
      [{ amountCap: '1.234' }, 'amountCap'],
      [{ lines: [line(skuId, { unitPrice: undefined })] }, 'lines.0.unitPrice', '请填写单价'],
      [{ lines: [line(skuId, { taxRate: '13%' })] }, 'lines.0.taxRate'],
      [{ lines: [{ unitPrice: 1, taxRate: 0.13, bidStatus: 'WINNING_BID' }] }, 'lines.0.skuId', '第1行：请选择规格'],
      [{ lines: [line(skuId), line(skuId)] }, 'lines.1.skuId', '第2行：规格“导尿包 10ml T-1”已在第1行'],
      [{ lines: [line(skuId, { unitPrice: 20 })] }, 'lines.0.unitPrice', '第1行：中标明细的单价（20）不能高于中标价（19）'],
      [{ lines: [line(skuId, { validTo: '2031-06-30' })] }, 'lines.0.validTo', '第1行：明细有效期须在合同有效期（2025-01-01 至 2030-12-31）之内'],
      [{ lines: [line(await addSku(s, '300001', '别家的'))] }, 'lines.0.skuId', '第1行：所选规格不存在，或不是浙江康链医疗供应链有限公司的规格'],
      [{ certificateId: '1' }, 'certificateId'],
    ];
    for (const [change, field, msg] of cases) {
      const res = await s.call('POST', `${base}/submit`, { token, body: { ...header(), ...change } });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.data.field).toBe(field);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    const first = await s.call('POST', `${base}/submit`, { token, body: header({ contractNo: 'KL-DUP-1' }) });
    expect(first.status).toBe(200);
    const dup = await s.call('POST', `${base}/submit`, { token, body: header({ contractNo: 'KL-DUP-1' }) });
    expect(dup).toMatchObject({ status: 409, body: { msg: '合同编号“KL-DUP-1”已存在', data: { field: 'contractNo' } } });
    const empty = await s.call('POST', `${base}/effective?ids=${first.body.data.id}`, { token });
    expect(empty.body.msg).toBe('合同“KL-DUP-1”没有明细，不能生效');
    expect((await s.call('GET', `${base}/list?validTo_datege=2030-13-01`, { token })).body.data.field).toBe('validTo_datege');
    expect((await s.call('GET', `${base}/counterparties?contractType=RENT`, { token })).body.data.field).toBe('contractType');
  });

  it('R1: refuses a purchase contract, and putting one in force, without an approved supply relation', async () => {
    const s = server();
    const token = await s.login(DEALER_ADMIN);
    const res = await s.call('POST', `${base}/submit`, { token, body: header({ counterpartyTenantId: '100002' }) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: 'R1：浙江康链医疗供应链有限公司与云州医科大学附属第二医院的供需关系不是已审核状态（当前：待审核），不能签订采购合同', data: { field: 'counterpartyTenantId' } });
    const picker = await s.call('GET', `${base}/counterparties?contractType=PURCHASE`, { token });
    expect(picker.body.data).toEqual([{ tenantId: '100001', name: '云州市第一人民医院', kind: 'HOSPITAL' }]);
  });

  it('R8: refuses a stopped SKU on a line, and putting a draft in force once its SKU stopped', async () => {
    const s = server();
    const token = await s.login(DEALER_ADMIN);
    for (const stop of ['sku', 'product'] as const) {
      const skuId = await addSku(s, '200001', `停用${stop}`, { stop });
      const res = await s.call('POST', `${base}/submit`, { token, body: header({ lines: [line(skuId)] }) });
      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe('lines.0.skuId');
      expect(res.body.msg).toBe(stop === 'sku' ? 'R8：第1行 规格“停用sku 10ml T-1”已停用，不能加入合同' : 'R8：第1行 产品“停用product”已停用，不能加入合同');
    }
    const { skus, contract } = await draft(s);
    await setSkuUseFlag(s, '200001', skus[0], 'STOP');
    const refused = await s.call('POST', `${base}/effective?ids=${contract.id}`, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('R8：第1行 规格');
    expect((await s.call('GET', `${base}/detail?id=${contract.id}`, { token })).body.data.contractStatus).toBe('SAVED');
  });

  it('signs supply contracts between a dealer and a manufacturer, drafted by either, and writes no hospital catalog', async () => {
    const s = server();
    const maker = await s.login(MANUFACTURER_ADMIN);
    const dealer = await s.login(DEALER_ADMIN);
    const skuId = await addSku(s, '300001', '一次性使用无菌注射器');
    const picker = await s.call('GET', `${base}/counterparties?contractType=SUPPLY`, { token: maker });
    expect(picker.body.data.map((p: { tenantId: string }) => p.tenantId)).toEqual(['200001', '200002']);
    const bySeller = await s.call('POST', `${base}/submit`, { token: maker, body: header({ contractType: 'SUPPLY', counterpartyTenantId: '200001', lines: [line(skuId)] }) });
    expect(bySeller.body.data).toMatchObject({ buyerTenantId: '200001', sellerTenantId: '300001' });
    expect((await s.call('POST', `${base}/effective?ids=${bySeller.body.data.id}`, { token: maker })).status).toBe(200);
    expect((await s.call('GET', `${base}/detail?id=${bySeller.body.data.id}`, { token: dealer })).body.data.contractStatus).toBe('EFFECTIVE');
    expect((await s.call('GET', `${catalog}/list?contractId=${bySeller.body.data.id}`, { token: dealer })).body.data.total).toBe(0);

    const byBuyer = await s.call('POST', `${base}/submit`, { token: dealer, body: header({ contractType: 'SUPPLY', counterpartyTenantId: '300001', lines: [line(skuId, { bidStatus: 'NOT_WINNING_BID' })] }) });
    expect(byBuyer.status, JSON.stringify(byBuyer.body)).toBe(200);
    expect(byBuyer.body.data).toMatchObject({ buyerTenantId: '200001', sellerTenantId: '300001', lines: [{ productName: '一次性使用无菌注射器' }] });
    const hospital = await s.call('POST', `${base}/submit`, { token: await s.login(HOSPITAL_ADMIN), body: header({ contractType: 'SUPPLY', counterpartyTenantId: '300001' }) });
    expect(hospital.body).toMatchObject({ code: 400, msg: '医院只签订采购合同', data: { field: 'contractType' } });
  });

  it('lets the drafting party change and delete its draft, lines replaced or kept', async () => {
    const s = server();
    const { token, contract } = await draft(s, 2);
    const kept = await s.call('POST', `${base}/submit`, { token, body: { ...header({ contractNo: contract.contractNo, contractName: '改名后的合同' }), id: contract.id, version: contract.version } });
    expect(kept.body.data).toMatchObject({ contractName: '改名后的合同', lineCount: 2, version: contract.version + 1 });
    const replaced = await s.call('POST', `${base}/submit`, { token, body: { ...header({ contractNo: contract.contractNo }), id: contract.id, lines: [line(contract.lines[1].skuId, { unitPrice: 5 })] } });
    expect(replaced.body.data.lines).toMatchObject([{ lineNo: 1, skuId: contract.lines[1].skuId, unitPrice: '5.0000' }]);
    const stale = await s.call('POST', `${base}/submit`, { token, body: { ...header({ contractNo: contract.contractNo }), id: contract.id, version: contract.version } });
    expect(stale.status).toBe(409);
    expect((await s.call('POST', `${base}/remove?ids=${contract.id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `${base}/detail?id=${contract.id}`, { token })).status).toBe(404);
  });
});

describe('the contracts demo', () => {
  it('lists the approved suppliers\' SKUs in the hospital catalog, one purchase contract in force, one draft and one supply contract', async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    const items = (await s.call('GET', `${catalog}/list?current=1&size=100`, { token: hospital })).body.data.records as { supplierTenantId: string; contractId: string | null }[];
    for (const supplier of ['200001', '300001']) expect(items.filter((r) => r.supplierTenantId === supplier).length, supplier).toBeGreaterThan(0);
    // The demo's own numbers, not those the other tests here draft.
    const mine = (await s.call('GET', `${base}/list?current=1&size=100`, { token: hospital })).body.data.records.filter((c: { contractNo: string }) => !c.contractNo.startsWith('KL-T-'));
    expect(mine.map((c: { contractNo: string; contractStatus: string; mine: boolean }) => `${c.contractNo}:${c.contractStatus}:${c.mine}`).sort()).toEqual(['KL-CG-2025-001:EFFECTIVE:false', 'YZ1H-CG-2025-017:SAVED:true']);
    const effective = mine.find((c: { contractStatus: string }) => c.contractStatus === 'EFFECTIVE');
    expect(effective.lineCount).toBe(3);
    expect(items.filter((r) => r.contractId === effective.id)).toHaveLength(3);

    for (const party of [MANUFACTURER_ADMIN, DEALER_ADMIN]) {
      const seen = (await s.call('GET', `${base}/list?current=1&size=100&contractType=SUPPLY&contractNo=RH-`, { token: await s.login(party) })).body.data.records;
      expect(seen.map((c: { contractNo: string; contractStatus: string }) => `${c.contractNo}:${c.contractStatus}`), party.tenantId).toEqual(['RH-GH-2025-006:EFFECTIVE']);
      expect(seen[0].lineCount).toBeGreaterThan(0);
    }
    const maker = (await s.call('GET', `${base}/list?current=1&size=100&contractNo=YZ1H`, { token: await s.login(MANUFACTURER_ADMIN) })).body.data;
    expect(maker.total).toBe(0);
  });
});

describeTwoPartyIsolation(server, {
  base: '/beree-scm/contract',
  create: async (s) => (await inForce(s)).contract.id,
  transitions: ['/effective', '/stop', '/use'],
  parties: [DEALER_ADMIN, HOSPITAL_ADMIN],
  outsiders: [HOSPITAL2_ADMIN, DEALER2_ADMIN],
});
