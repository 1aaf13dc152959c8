import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { clickButton, dialog, rowButton, searchFor, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import type { CrudRecord } from '@/components/crud/types';
import { field, fill, okButton, refill } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, createRow, uniqueTag } from '@/test/server-api';
import DatasourcePage from './index';

const API = '/blade-develop/datasource';
const ctx = useRealApi();
let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.platformAdmin)).access_token;
});

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<DatasourcePage />);
  await tableLoaded();
  return user;
}

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await clickButton(user, '新增');
  await screen.findByRole('dialog');
}

describe('Data source page', () => {
  it('adds a data source with a masked password that the table never shows', async () => {
    const user = await renderPage();
    const name = `数据源${uniqueTag()}`;
    await openAdd(user);
    expect(field('请输入密码')).toHaveAttribute('type', 'password');
    await fill(user, field('请输入数据源名称'), name);
    await fill(user, field('请输入驱动类'), 'org.postgresql.Driver');
    await fill(user, field('请输入连接地址'), 'jdbc:postgresql://127.0.0.1:5432/scm');
    await fill(user, field('请输入用户名'), 'scm');
    await fill(user, field('请输入密码'), 's3cret-pw');
    await user.click(okButton());

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toEqual({
      name,
      driverClass: 'org.postgresql.Driver',
      url: 'jdbc:postgresql://127.0.0.1:5432/scm',
      username: 'scm',
      password: 's3cret-pw',
    });
    await searchFor(user, '请输入数据源名称', name, 1);
    const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['数据源名称', '驱动类', '连接地址', '用户名', '备注']));
    expect(headers).not.toContain('密码');
    expect(screen.queryByText('s3cret-pw')).not.toBeInTheDocument();
  });

  it('requires the password when adding (请输入密码) and submits nothing', async () => {
    const user = await renderPage();
    await openAdd(user);
    fireEvent.blur(field('请输入数据源名称'));
    expect(await within(dialog()).findByText('请输入数据源名称')).toBeInTheDocument();
    await user.click(okButton());
    expect(await within(dialog()).findByText('请输入密码')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);
  });

  it('toasts the server refusal of a name already taken and keeps the dialog', async () => {
    const taken = await createRow(token, API, { name: `重名${uniqueTag()}`, driverClass: 'org.h2.Driver', url: 'jdbc:h2:mem:a', username: 'sa', password: 'pw' });
    const user = await renderPage();
    await openAdd(user);
    await fill(user, field('请输入数据源名称'), String(taken.name));
    await fill(user, field('请输入驱动类'), 'org.h2.Driver');
    await fill(user, field('请输入连接地址'), 'jdbc:h2:mem:b');
    await fill(user, field('请输入用户名'), 'sa');
    await fill(user, field('请输入密码'), 'pw');
    await user.click(okButton());

    expect(await screen.findByText('数据源名称已存在')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).map((c) => c.status)).toEqual([409]);
    expect(field('请输入数据源名称')).toHaveValue(String(taken.name));
  });

  it('edits without showing the stored password, and an empty one keeps it', async () => {
    const row = await createRow(token, API, { name: `编辑${uniqueTag()}`, driverClass: 'org.h2.Driver', url: 'jdbc:h2:mem:c', username: 'sa', password: 'keep-me' });
    const user = await renderPage();
    await searchFor(user, '请输入数据源名称', String(row.name), 1);
    await user.click(rowButton(String(row.name), '编辑'));
    await waitFor(() => expect(field('请输入用户名')).toHaveValue('sa'));
    expect(field('请输入密码')).toHaveValue('');
    await refill(user, field('请输入用户名'), 'admin');
    await user.click(okButton());

    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    const stored = await apiData<CrudRecord>('GET', `${API}/detail`, token, { params: { id: row.id } });
    expect(stored).toMatchObject({ username: 'admin', password: 'keep-me' });
  });
});
