import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyRows, clickButton, dialog, rowButton, searchFor, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { field, fill, okButton } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, createRow, uniqueTag } from '@/test/server-api';
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
  it('lists the product database first, unchangeable, and adds a source whose JDBC URL is stored as postgres:// and whose password never shows', async () => {
    const user = await renderPage();
    const first = bodyRows()[0] as HTMLElement;
    expect(within(first).getByText('默认数据源')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /编\s*辑/ })).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /测试连接/ })).toBeInTheDocument();

    const name = `数据源${uniqueTag()}`;
    await openAdd(user);
    expect(field('请输入密码')).toHaveAttribute('type', 'password');
    await fill(user, field('请输入数据源名称'), name);
    await fill(user, field('请输入连接地址'), 'jdbc:postgresql://127.0.0.1:5432/scm');
    await fill(user, field('请输入用户名'), 'scm');
    await fill(user, field('请输入密码'), 's3cret-pw');
    await user.click(okButton());

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toEqual({ name, url: 'jdbc:postgresql://127.0.0.1:5432/scm', username: 'scm', password: 's3cret-pw' });
    await searchFor(user, '请输入数据源名称', name, 1);
    expect(screen.getByText('postgres://127.0.0.1:5432/scm')).toBeInTheDocument();
    const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['数据源名称', '连接地址', '用户名', '备注']));
    expect(headers).not.toContain('密码');
    expect(document.body.textContent).not.toContain('s3cret-pw');
  });

  it('refuses a URL of another database and a missing password before sending anything', async () => {
    const user = await renderPage();
    await openAdd(user);
    await fill(user, field('请输入数据源名称'), `数据源${uniqueTag()}`);
    await fill(user, field('请输入连接地址'), 'jdbc:mysql://127.0.0.1:3306/scm');
    await user.click(okButton());
    expect(await within(dialog()).findByText('只支持 PostgreSQL 数据源（postgres://主机:端口/数据库），不支持其他数据库的 JDBC 地址')).toBeInTheDocument();
    expect(within(dialog()).getByText('请输入密码')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);
  });

  it('tests a connection: the server version on success, the driver’s words on failure', async () => {
    const good = await createRow(token, API, { name: `可连${uniqueTag()}`, url: 'postgres://127.0.0.1:5432/test', username: 'postgres', password: 'any' });
    const bad = await createRow(token, API, { name: `不可连${uniqueTag()}`, url: 'postgres://127.0.0.1:1/test', username: 'postgres', password: 'any' });
    const user = await renderPage();
    await searchFor(user, '请输入数据源名称', String(good.name), 1);
    await user.click(rowButton(String(good.name), '测试连接'));
    expect(await screen.findByText(new RegExp(`^${good.name} 连接成功：PostgreSQL \\d+`))).toBeInTheDocument();

    await searchFor(user, '请输入数据源名称', String(bad.name), 1);
    await user.click(rowButton(String(bad.name), '测试连接'));
    // The request client toasts the server's message: what failed, and the driver's own words.
    expect(await screen.findByText(/^无法连接数据库，请检查连接地址：.*ECONNREFUSED/)).toBeInTheDocument();
  });
});
