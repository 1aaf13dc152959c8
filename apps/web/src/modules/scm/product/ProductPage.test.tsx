import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gtin14CheckDigit } from '@beree/contracts';
import { describe, expect, it } from 'vitest';
import { cellOf, clickButton, dialog, rowOf, searchFor, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { chooseOption, chosen, field, fill, formItem, okButton, refill } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { apiData, uniqueTag, type Account } from '@/test/server-api';
import ProductPage from './index';

const API = '/beree-scm/product';
const SKU_API = '/beree-scm/product-sku';
const ctx = useRealApi();
const DEALER: Account = { tenantId: '200001', username: 'admin', password: 'admin' };
/** The dealer's card of an imported Class III hip implant (demo seeds). */
const HIP_CARD = '国械注进20183130245';

async function renderAs(account: Account) {
  await signInAs(account);
  const user = userEvent.setup();
  const view = renderWithProviders(<ProductPage />);
  await tableLoaded();
  return { user, view };
}

/** A GTIN-14 no other test holds (R9 spans the platform). */
function freshGtin(lead = '0'): string {
  const body = `${lead}69${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  return `${body}${gtin14CheckDigit(body)}`;
}

describe('Product page', () => {
  it('R7: a device asks for its card before sending; the card fills type, class and origin; a changed origin is refused by the server’s rule before saving, the card’s one saves', async () => {
    const { user } = await renderAs(DEALER);
    const name = `髋关节假体 ${uniqueTag()}`;
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    const sentBefore = ctx.calls('POST', `${API}/submit`).length;
    await fill(user, field('请输入产品名称'), name);
    await user.click(okButton());
    expect(await within(formItem('注册证')).findByText('R7：医疗器械和诊断试剂须选择注册证')).toBeInTheDocument();
    expect(formItem('注册证').querySelector('.ant-form-item-required')).not.toBeNull();
    await user.clear(field('请输入产品名称'));
    await user.click(formItem('注册证').querySelector('.ant-select') as HTMLElement);
    const option = await waitFor(() => {
      const hit = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) => el.getAttribute('title')?.startsWith(HIP_CARD));
      expect(hit).toBeDefined();
      return hit!;
    });
    await user.click(option);
    await waitFor(() => expect(chosen('管理类别')).toBe('Ⅲ'));
    expect(chosen('产品类型')).toBe('医疗器械');
    expect(chosen('产地类型')).toBe('进口');
    // An empty name takes the card's.
    expect(field('请输入产品名称')).toHaveValue('髋关节假体 生物型股骨柄');
    await refill(user, field('请输入产品名称'), name);
    await user.click(within(formItem('植入介入')).getByRole('switch'));

    await chooseOption(user, '产地类型', '国产');
    await user.click(okButton());
    expect(await within(formItem('产地类型')).findByText(`R7：产地类型（国产）应与注册证“${HIP_CARD}”一致（进口）`)).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(sentBefore);

    await chooseOption(user, '产地类型', '进口');
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).at(-1)?.body).toMatchObject({ productName: name, productType: 'YLQX', managementLevel: 'THREELEVEL', areaType: 'JK', implantable: true, highValue: false });

    await searchFor(user, '请输入产品名称', name, 1);
    expect(cellOf(name, '注册证号')).toHaveTextContent(HIP_CARD);
    expect(cellOf(name, '管理类别')).toHaveTextContent('Ⅲ');
    expect(cellOf(name, '标记')).toHaveTextContent('植入');
    expect(cellOf(name, '状态')).toHaveTextContent('使用中');
  });

  it('R9: a SKU’s wrong check digit shows as it is typed; the SKU saves with its box level and is counted', async () => {
    const { access_token: token } = await signInAs(DEALER);
    const name = `医用棉签 ${uniqueTag()}`;
    await apiData('POST', `${API}/submit`, token, { body: { productName: name, productType: 'OTHER' } });
    const { user } = await renderAs(DEALER);
    await searchFor(user, '请输入产品名称', name, 1);
    expect(cellOf(name, '规格数')).toHaveTextContent('0');

    await user.click(within(rowOf(name)).getByRole('button', { name: '规格 0' }));
    const drawer = await screen.findByText(`规格型号 · ${name}`);
    await waitFor(() => expect(within(drawer.closest('.ant-drawer-section') as HTMLElement).getAllByText('暂无数据').length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: spaced('新增规格') }));
    await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent('新增规格'));
    const form = () => screen.getAllByRole('dialog').at(-1)!;
    const di = freshGtin();
    const wrong = `${di.slice(0, 13)}${(Number(di[13]) + 1) % 10}`;
    await fill(user, within(form()).getByPlaceholderText('请输入规格'), '10cm');
    await fill(user, within(form()).getByPlaceholderText('请输入单位'), '包');
    await user.type(within(form()).getByPlaceholderText('请输入UDI-DI'), wrong);
    expect(await within(form()).findByText(`R9：UDI-DI“${wrong}”的 GTIN-14 校验位应为 ${di[13]}`)).toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: spaced('确定') }));
    expect(ctx.calls('POST', `${SKU_API}/submit`)).toHaveLength(0);

    await user.clear(within(form()).getByPlaceholderText('请输入UDI-DI'));
    await user.type(within(form()).getByPlaceholderText('请输入UDI-DI'), di);
    await waitFor(() => expect(within(form()).queryByText(/R9：/)).toBeNull());
    const box = freshGtin('1');
    await fill(user, within(form()).getByLabelText('中包装（二级） UDI-DI'), box);
    await fill(user, within(form()).getByLabelText('中包装（二级） 内含数量'), '20');
    await user.click(within(form()).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${SKU_API}/submit`).at(-1)?.body).toMatchObject({ specification: '10cm', unit: '包', udiDi: di, packagingLevels: [{ level: 2, udiDi: box, containsQty: 20 }] });
    expect(await screen.findByText(`中包 ${box} ×20`)).toBeInTheDocument();
    // The product's count follows.
    await waitFor(() => expect(cellOf(name, '规格数')).toHaveTextContent('1'));
  });
});
