import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { clickButton, dialog, rowOf, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { field, fill, okButton } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, uniqueTag } from '@/test/server-api';
import ReportDesignPage from './index';

const API = '/blade-report/report/rest';
const ctx = useRealApi();

beforeAll(async () => {
  await signInAs(ACCOUNTS.hospitalAdmin);
});

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<ReportDesignPage />);
  await tableLoaded();
  return user;
}

describe('Report designer', () => {
  it("shows the platform's shared reports read-only, previews a new query, builds its columns from the preview and saves it", async () => {
    const user = await renderPage();
    const shared = rowOf('各供应商月度采购额');
    expect(within(shared).getByText('平台共享')).toBeInTheDocument();
    expect(within(shared).queryByRole('button', { name: /编\s*辑/ })).not.toBeInTheDocument();

    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    const code = `r_${uniqueTag()}`;
    await fill(user, field('请输入报表名称'), `本院报表${code}`);
    await fill(user, field('请输入报表编号'), code);
    await fill(user, within(dialog()).getByLabelText('查询语句'), "select tenant_id, count(*) as n from blade_param group by tenant_id");
    await user.click(within(dialog()).getByRole('button', { name: spaced('预览') }));
    expect(await within(dialog()).findByText('100001')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/preview`)[0]?.body).toMatchObject({ querySql: expect.stringContaining('blade_param'), params: [] });

    await user.click(within(dialog()).getByRole('button', { name: /按预览生成/ }));
    expect(within(dialog()).getAllByRole('combobox', { name: '字段' })).toHaveLength(2);
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0]?.body).toMatchObject({
      code,
      columns: [{ field: 'tenant_id', label: 'tenant_id', format: 'text' }, { field: 'n', label: 'n', format: 'decimal' }],
      params: [],
      chart: null,
    });
  });

  it("refuses a query that writes in the server's words, at preview and on saving", async () => {
    const user = await renderPage();
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    await fill(user, field('请输入报表名称'), `写库${uniqueTag()}`);
    await fill(user, field('请输入报表编号'), `w_${uniqueTag()}`);
    await fill(user, within(dialog()).getByLabelText('查询语句'), 'select 1; delete from blade_param');
    await user.click(within(dialog()).getByRole('button', { name: spaced('预览') }));
    const refused = '报表只能是一条查询语句，不能用分号连接多条语句';
    expect(await within(dialog()).findByText(refused)).toBeInTheDocument();
    await user.click(okButton());
    await waitFor(() => expect(ctx.calls('POST', `${API}/submit`)[0]?.status).toBe(400));
    expect(dialog()).toBeInTheDocument();
  });
});
