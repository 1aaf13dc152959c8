import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buttonNamed, cellOf, dialog, findButtonNamed, pick, queryButtonNamed, rowOf, searchFor, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { field, fill, formErrors, okButton } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { apiData, type Account } from '@/test/server-api';
import ContractPage from './index';

const API = '/beree-scm/contract';
const ctx = useRealApi();

/** Demo parties (domain model §7): the hospital and its approved dealer. */
const HOSPITAL: Account = { tenantId: '100001', username: 'admin', password: 'admin' };
const DEALER: Account = { tenantId: '200001', username: 'admin', password: 'admin' };
const HOSPITAL_NAME = '云州市第一人民医院';
const DEALER_NAME = '浙江康链医疗供应链有限公司';

const stamp = () => Date.now().toString(36);

async function renderAs(account: Account) {
  await signInAs(account);
  const user = userEvent.setup();
  const view = renderWithProviders(<ContractPage />);
  await tableLoaded();
  return { user, view };
}

/** A product of the dealer's own with one SKU, made through the API. */
async function dealerSku(name: string): Promise<string> {
  const { access_token: token } = await signInAs(DEALER);
  const product = await apiData<{ id: string }>('POST', '/beree-scm/product/submit', token, { body: { productName: name, productType: 'OTHER' } });
  const sku = await apiData<{ id: string }>('POST', '/beree-scm/product-sku/submit', token, { body: { productId: product.id, specification: '10cm', unit: '包', referencePrice: '3.20' } });
  return sku.id;
}

/** Types a date into the date field labelled `label` of the dialog. */
async function typeDate(user: UserEvent, label: string, date: string) {
  const input = within(dialog()).getByLabelText(label);
  await fill(user, input, date);
  await user.keyboard('{Enter}');
}

/** Fills the header of a new contract with the counterparty `party`. */
async function fillHeader(user: UserEvent, party: string, no: string, { from = '2025-01-01', to = '2030-12-31' } = {}) {
  await pick(user, dialog(), '对方单位', party);
  await fill(user, field('请输入合同编号'), no);
  await fill(user, field('请输入合同名称'), `${no} 采购合同`);
  await pick(user, dialog(), '中标类型', '中标');
  await typeDate(user, '有效期自', from);
  await typeDate(user, '有效期至', to);
}

const lineRow = (index: number) => dialog().querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')[index];

describe('Contract page', () => {
  it('the drafting dealer puts its contract in force, after which it is viewed and stopped but no longer changed', async () => {
    const name = `医用纱布块${stamp()}`;
    const skuId = await dealerSku(name);
    const { access_token: token } = await signInAs(DEALER);
    const no = `HT-F-${stamp()}`;
    await apiData('POST', `${API}/submit`, token, {
      body: { contractType: 'PURCHASE', counterpartyTenantId: '100001', contractNo: no, contractName: '纱布采购合同', bidStatus: 'WINNING_BID', validFrom: '2025-01-01', validTo: '2030-12-31', lines: [{ skuId, unitPrice: '2.95', taxRate: '0.13', bidStatus: 'WINNING_BID' }] },
    });
    const { user } = await renderAs(DEALER);
    await searchFor(user, '请输入合同编号', no, 1);
    expect(cellOf(no, '状态')).toHaveTextContent('保存');
    expect(cellOf(no, '买方')).toHaveTextContent(HOSPITAL_NAME);
    expect(cellOf(no, '卖方')).toHaveTextContent(DEALER_NAME);
    expect(cellOf(no, '有效期')).toHaveTextContent('2025-01-01 ~ 2030-12-31');
    expect(cellOf(no, '有效期')).not.toHaveTextContent('已过期');
    await user.click(buttonNamed('生效', rowOf(no)));
    await user.click(await findButtonNamed('确定'));
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    await waitFor(() => expect(cellOf(no, '状态')).toHaveTextContent('已生效'));
    expect(queryButtonNamed('编辑', rowOf(no))).toBeNull();
    expect(queryButtonNamed('删除', rowOf(no))).toBeNull();
    expect(buttonNamed('停用', rowOf(no))).toBeInTheDocument();

    await user.click(buttonNamed('查看', rowOf(no)));
    const view = (await screen.findByText('合同详情')).closest('.ant-modal') as HTMLElement;
    expect(await within(view).findByText(name)).toBeInTheDocument();
    expect(within(view).getByText('2.95')).toBeInTheDocument();
    expect(within(view).getByText('13%')).toBeInTheDocument();
  });

  it('a dealer drafts a purchase contract with a line of its own SKU, starting from its reference price', async () => {
    const name = `医用纱布块${stamp()}`;
    const skuId = await dealerSku(name);
    const { user } = await renderAs(DEALER);
    await user.click(buttonNamed('新增'));
    await screen.findByRole('dialog');
    const no = `HT-D-${stamp()}`;
    await fillHeader(user, HOSPITAL_NAME, no);
    await user.click(buttonNamed('添加明细'));
    await fill(user, within(lineRow(0)).getAllByRole('combobox')[0], name);
    await user.click(await waitFor(() => screen.getByTitle(`${name} 10cm`)));
    await waitFor(() => expect(within(lineRow(0)).getByPlaceholderText('单价')).toHaveValue('3.2'));
    expect(within(lineRow(0)).getByText('包')).toBeInTheDocument();
    await user.tripleClick(within(lineRow(0)).getByPlaceholderText('单价'));
    await user.paste('2.95');
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).at(-1)?.body).toEqual({
      contractType: 'PURCHASE',
      counterpartyTenantId: '100001',
      contractNo: no,
      contractName: `${no} 采购合同`,
      bidStatus: 'WINNING_BID',
      validFrom: '2025-01-01',
      validTo: '2030-12-31',
      lines: [{ skuId, unitPrice: 2.95, taxRate: 0.13, bidStatus: 'WINNING_BID' }],
    });
  });

  it('names the line and field it lacks, and marks the field the server refuses', async () => {
    const { user } = await renderAs(DEALER);
    await user.click(buttonNamed('新增'));
    await screen.findByRole('dialog');
    await user.click(okButton());
    await waitFor(() => expect(formErrors()).toEqual(expect.arrayContaining(['请选择合同对方', '请填写合同编号', '请填写有效期至'])));
    await user.click(buttonNamed('添加明细'));
    await user.click(okButton());
    await waitFor(() => expect(formErrors()).toEqual(expect.arrayContaining(['第1行产品不能为空', '第1行单价不能为空'])));
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);

    await user.click(within(lineRow(0)).getByRole('button', { name: '删除明细' }));
    await fillHeader(user, HOSPITAL_NAME, `HT-E-${stamp()}`, { from: '2026-06-01', to: '2026-01-01' });
    await user.click(okButton());
    const refusal = '有效期起（2026-06-01）不能晚于有效期至（2026-01-01）';
    await waitFor(() => expect(formErrors()).toContain(refusal));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a hospital drafts from its catalog with the dealer, starting from the catalog price, and sees an expired contract flagged', async () => {
    const { access_token: token } = await signInAs(HOSPITAL);
    const old = `HT-OLD-${stamp()}`;
    await apiData('POST', `${API}/submit`, token, {
      body: { contractType: 'PURCHASE', counterpartyTenantId: '200001', contractNo: old, contractName: '上年度采购合同', bidStatus: 'NOT_WINNING_BID', validFrom: '2023-01-01', validTo: '2023-12-31', lines: [] },
    });
    const items = await apiData<{ records: { id: string; productName: string; specification: string | null; model: string | null; unitPrice: string }[] }>('GET', '/beree-scm/catalog/list', token, {
      params: { supplierTenantId_equal: '200001', useFlag_equal: 'USING', size: 1 },
    });
    const item = items.records[0];
    const { user } = await renderAs(HOSPITAL);
    await searchFor(user, '请输入合同编号', old, 1);
    expect(within(cellOf(old, '有效期')).getByText('已过期')).toBeInTheDocument();

    await user.click(buttonNamed('新增'));
    await screen.findByRole('dialog');
    const no = `HT-H-${stamp()}`;
    await fillHeader(user, DEALER_NAME, no);
    await user.click(buttonNamed('添加明细'));
    await fill(user, within(lineRow(0)).getAllByRole('combobox')[0], item.productName);
    const label = [item.productName, item.specification, item.model].filter(Boolean).join(' ');
    await user.click(await waitFor(() => screen.getByTitle(label)));
    await waitFor(() => expect(within(lineRow(0)).getByPlaceholderText('单价')).toHaveValue(String(Number(item.unitPrice))));
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).at(-1)?.body).toMatchObject({ counterpartyTenantId: '200001', lines: [{ catalogItemId: item.id, unitPrice: Number(item.unitPrice) }] });
    await searchFor(user, '请输入合同编号', no, 1);
    expect(cellOf(no, '明细数')).toHaveTextContent('1');
    expect(buttonNamed('编辑', rowOf(no))).toBeInTheDocument();
  });
});

describe('Contract page, a saved draft', () => {
  it('the hospital changes its draft: the lines come back from the server and go out again with their SKUs', async () => {
    const { access_token: token } = await signInAs(HOSPITAL);
    const items = await apiData<{ records: { id: string; skuId: string; productName: string }[] }>('GET', '/beree-scm/catalog/list', token, {
      params: { supplierTenantId_equal: '200001', useFlag_equal: 'USING', size: 1 },
    });
    const item = items.records[0];
    const no = `HT-C-${stamp()}`;
    await apiData('POST', `${API}/submit`, token, {
      body: { contractType: 'PURCHASE', counterpartyTenantId: '200001', contractNo: no, contractName: '草稿', bidStatus: 'NOT_WINNING_BID', validFrom: '2025-01-01', validTo: '2030-12-31', lines: [{ catalogItemId: item.id, unitPrice: '10', taxRate: '0.13', bidStatus: 'NOT_WINNING_BID' }] },
    });
    const { user } = await renderAs(HOSPITAL);
    await searchFor(user, '请输入合同编号', no, 1);
    await user.click(buttonNamed('编辑', rowOf(no)));
    await screen.findByRole('dialog');
    await waitFor(() => expect(within(lineRow(0)).getByPlaceholderText('单价')).toHaveValue('10'));
    expect(within(lineRow(0)).getByTitle(new RegExp(`^${item.productName}`))).toBeInTheDocument();
    await user.tripleClick(within(lineRow(0)).getByPlaceholderText('单价'));
    await user.paste('9.5');
    await user.click(okButton());
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).at(-1)?.body).toMatchObject({
      id: expect.any(String),
      version: expect.any(Number),
      counterpartyTenantId: '200001',
      lines: [{ skuId: item.skuId, unitPrice: 9.5, taxRate: 0.13, bidStatus: 'NOT_WINNING_BID' }],
    });
  });
});
