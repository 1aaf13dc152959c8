import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { ALL_PARAM_CODES } from '@/components/crud/test-utils/sample';
import { useFakeApi } from '@/components/crud/test-utils/use-fake-api';
import ParamPage from './index';

const ctx = useFakeApi(() => ({
  resources: {
    '/blade-system/param': [{ id: '7', paramName: '账号初始密码', paramKey: 'account.initPassword', paramValue: '123456', remark: '', version: 1 }],
  },
}));

describe('Parameter page', { timeout: 20_000 }, () => {
  it('lists parameters from blade-system/param with name, key, value and remark columns', async () => {
    renderWithProviders(<ParamPage />, { permissions: ALL_PARAM_CODES });
    expect(await screen.findByText('account.initPassword')).toBeInTheDocument();
    const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['参数名称', '参数键名', '参数键值', '备注', '操作']));
    expect(ctx.api.calls('GET', '/blade-system/param/list')).toHaveLength(1);
  });

  it('searches by name and key only', async () => {
    renderWithProviders(<ParamPage />, { permissions: ALL_PARAM_CODES });
    await screen.findByText('account.initPassword');
    const search = document.querySelector('form.ant-form-inline') as HTMLElement;
    expect(within(search).getAllByRole('textbox').map((input) => input.getAttribute('placeholder'))).toEqual([
      '请输入参数名称',
      '请输入参数键名',
    ]);
  });
});
