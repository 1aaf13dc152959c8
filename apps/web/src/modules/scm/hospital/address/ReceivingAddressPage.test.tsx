import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { field, fill, formErrors, okButton, refill } from '@/components/crud/test-utils/form';
import { cellOf, clickButton, listLoaded, rowOf, spaced } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, uniqueTag } from '@/test/server-api';
import ReceivingAddressPage from './index';

const API = '/beree-scm/hospital/address';
const ctx = useRealApi();

beforeAll(async () => {
  await signInAs(ACCOUNTS.hospitalAdmin);
});

async function openPage() {
  const user = userEvent.setup();
  renderWithProviders(<ReceivingAddressPage />);
  await listLoaded();
  return user;
}

const isDefault = (name: string) => cellOf(name, '默认地址').textContent !== '';
const makeDefaultLink = (name: string) => within(rowOf(name)).queryByRole('button', { name: spaced('设为默认') });

describe('Receiving address page', () => {
  it('adds an address, checking the phone before sending, and makes it the default in place of the old one', async () => {
    const user = await openPage();
    expect(isDefault('中心库')).toBe(true);
    expect(makeDefaultLink('中心库')).toBeNull();

    const name = `骨科二级库${uniqueTag()}`;
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    await fill(user, field('请输入库房名称'), name);
    await fill(user, field('请输入收货人'), '王磊');
    await fill(user, field('请输入联系电话'), '0571-123');
    await fill(user, field('请输入地址'), '云州市解放路 88 号 住院楼五层');
    await user.click(okButton());
    await waitFor(() => expect(formErrors()).toContain('联系电话应为11位手机号或固定电话（如0571-88886666）'));
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);

    await refill(user, field('请输入联系电话'), '13905710009');
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).at(-1)?.body).toEqual({ warehouseName: name, receiver: '王磊', phone: '13905710009', address: '云州市解放路 88 号 住院楼五层', isDefault: false });
    await waitFor(() => expect(rowOf(name)).toBeInTheDocument());
    expect(isDefault(name)).toBe(false);

    await user.click(makeDefaultLink(name)!);
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    await waitFor(() => expect(isDefault(name)).toBe(true));
    expect(isDefault('中心库')).toBe(false);
    expect(ctx.calls('POST', `${API}/set-default`).at(-1)?.query).toEqual({ id: expect.any(String) });

    // Back as the demo had it.
    await user.click(makeDefaultLink('中心库')!);
    await waitFor(() => expect(isDefault('中心库')).toBe(true));
  });
});
