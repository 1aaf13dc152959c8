import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cellOf, clickButton, dialog, pick, rowOf, searchFor, searchForm, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { field, okButton } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { apiData, type Account } from '@/test/server-api';
import CatalogPage from './index';

const API = '/beree-scm/catalog';
const ctx = useRealApi();

const HOSPITAL: Account = { tenantId: '100001', username: 'admin', password: 'admin' };
const DEALER: Account = { tenantId: '200001', username: 'admin', password: 'admin' };
const HOSPITAL_NAME = '云州市第一人民医院';
const DEALER_NAME = '浙江康链医疗供应链有限公司';

async function renderAs(account: Account) {
  await signInAs(account);
  const user = userEvent.setup();
  const view = renderWithProviders(<CatalogPage />);
  await tableLoaded();
  return { user, view };
}

/** A product of the dealer's own with one SKU, made through the API. */
async function dealerSku(name: string): Promise<string> {
  const { access_token: token } = await signInAs(DEALER);
  const product = await apiData<{ id: string }>('POST', '/beree-scm/product/submit', token, { body: { productName: name, productType: 'OTHER' } });
  return (await apiData<{ id: string }>('POST', '/beree-scm/product-sku/submit', token, { body: { productId: product.id, specification: '5cm', unit: '卷', referencePrice: '6.00' } })).id;
}

/** Replaces a field's text in one change, as a paste does. */
async function replace(user: UserEvent, input: HTMLElement, text: string) {
  await user.tripleClick(input);
  await user.paste(text);
}

const rowLink = (text: string, label: string) => within(rowOf(text)).queryByRole('button', { name: spaced(label) });

describe('Catalog page', () => {
  it("a dealer adds its SKU to the hospital's catalog at a price", async () => {
    const name = `医用胶带${Date.now().toString(36)}`;
    const skuId = await dealerSku(name);
    const { user } = await renderAs(DEALER);
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    await pick(user, dialog(), '医院', HOSPITAL_NAME);
    await user.click(within(dialog()).getByLabelText('规格'));
    await user.paste(name);
    await user.click(await waitFor(() => screen.getByTitle(`${name} 5cm (卷)`)));
    await replace(user, field('请输入单价（含税）'), '5.60');
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).at(-1)?.body).toEqual({ hospitalTenantId: '100001', skuId, unitPrice: 5.6, taxRate: 0.13, bidStatus: 'NOT_WINNING_BID', vbp: false });

    await searchFor(user, '请输入产品名称', name, 1);
    expect(cellOf(name, '医院')).toHaveTextContent(HOSPITAL_NAME);
    expect(cellOf(name, '单价（含税）')).toHaveTextContent('5.60');
    expect(cellOf(name, '税率')).toHaveTextContent('13%');
    expect(cellOf(name, '中标类型')).toHaveTextContent('未中标');
  });

  it('the dealer changes the price of its item, but not the hospital\'s codes, and stops it', async () => {
    const name = `医用胶带${Date.now().toString(36)}`;
    const skuId = await dealerSku(name);
    const { access_token: token } = await signInAs(DEALER);
    await apiData('POST', `${API}/submit`, token, { body: { hospitalTenantId: '100001', skuId, unitPrice: '5.60', taxRate: '0.13', bidStatus: 'NOT_WINNING_BID' } });
    const { user } = await renderAs(DEALER);
    await searchFor(user, '请输入产品名称', name, 1);
    await user.click(rowLink(name, '编辑')!);
    await screen.findByRole('dialog');
    // The item edited is named; the hospital's codes are not the supplier's to change.
    await waitFor(() => expect(field('请输入产品名称')).toHaveValue(name));
    expect(within(dialog()).queryByLabelText('院内编码')).toBeNull();
    await replace(user, field('请输入单价（含税）'), '5.2');
    await user.click(okButton());
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).at(-1)?.body).toMatchObject({ unitPrice: 5.2, taxRate: '0.1300', bidStatus: 'NOT_WINNING_BID' });
    expect(ctx.calls('POST', `${API}/submit`).at(-1)?.body).not.toHaveProperty('productName');
    await waitFor(() => expect(cellOf(name, '单价（含税）')).toHaveTextContent('5.20'));

    await user.click(rowLink(name, '停用')!);
    await user.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(cellOf(name, '使用状态')).toHaveTextContent('已停用'));
    expect(rowLink(name, '启用')).not.toBeNull();
  });

  it("a hospital filters by supplier, sets its own code of an item and exports what it lists", async () => {
    const { access_token: token } = await signInAs(HOSPITAL);
    const items = await apiData<{ records: { productName: string; hospitalItemCode: string | null }[] }>('GET', `${API}/list`, token, { params: { supplierTenantId_equal: '200001', size: 1 } });
    const product = items.records[0].productName;
    const { user } = await renderAs(HOSPITAL);
    // Suppliers keep the catalog: a hospital adds nothing to it.
    expect(screen.queryByRole('button', { name: spaced('新增') })).toBeNull();
    await pick(user, searchForm(), '供应商', DEALER_NAME);
    await searchFor(user, '请输入产品名称', product, 1);
    expect(ctx.calls('GET', `${API}/list`).at(-1)?.query).toMatchObject({ supplierTenantId_equal: '200001', productName: product });
    expect(cellOf(product, '供应商')).toHaveTextContent(DEALER_NAME);

    await user.click(rowLink(product, '编辑')!);
    await screen.findByRole('dialog');
    await waitFor(() => expect(field('请输入产品名称')).toHaveValue(product));
    expect(within(dialog()).queryByLabelText('单价（含税）')).toBeNull();
    const code = `HIS-${Date.now().toString(36)}`;
    await replace(user, field('请输入院内编码'), code);
    await replace(user, field('请输入换算比例'), '10');
    await user.click(okButton());
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).at(-1)?.body).toMatchObject({ hospitalItemCode: code, conversionRatio: 10 });
    await waitFor(() => expect(cellOf(product, '院内编码')).toHaveTextContent(code));

    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:catalog');
    await clickButton(user, '导出');
    await waitFor(() => expect(objectUrl).toHaveBeenCalled());
    expect(ctx.calls('GET', `${API}/export`).at(-1)?.query).toMatchObject({ supplierTenantId_equal: '200001', productName: product });
  });
});
