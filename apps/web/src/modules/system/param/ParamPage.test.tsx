import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { listLoaded, searchForm } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS } from '@/test/server-api';
import ParamPage from './index';

const ctx = useRealApi();

// The hospital's own parameters, seeded with the demo tenant; no test adds rows to this tenant.
beforeAll(() => signInAs(ACCOUNTS.hospitalAdmin));

describe('Parameter page', () => {
  it('lists parameters from blade-system/param with name, key, value and remark columns', async () => {
    renderWithProviders(<ParamPage />);
    expect(await screen.findByText('scm.cert.warnDays')).toBeInTheDocument();
    expect(screen.getByText('证照到期预警天数')).toBeInTheDocument();
    const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['参数名称', '参数键名', '参数键值', '备注', '操作']));
    expect(ctx.calls('GET', '/blade-system/param/list')).toHaveLength(1);
  });

  it('searches by name and key only', async () => {
    renderWithProviders(<ParamPage />);
    await listLoaded();
    expect(within(searchForm()).getAllByRole('textbox').map((input) => input.getAttribute('placeholder'))).toEqual([
      '请输入参数名称',
      '请输入参数键名',
    ]);
  });
});
