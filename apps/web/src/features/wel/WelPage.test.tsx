import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { useRequestServer } from '@/test/request-server';
import { ok, scriptShell } from '@/test/shell-server';

const ctx = useRequestServer();

beforeEach(async () => {
  await resetApp();
  scriptShell(ctx.server.script);
  signIn();
});

const figure = (title: string) => within(screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')!).getByText(/\d+/);

it('greets the user with tenant and role, and shows the server figures', async () => {
  ctx.server.script('/blade-system/home/statistics', ok({ users: 12, roles: 4, params: 7, tenants: 3, packages: 2, menus: 58 }));
  renderApp('/wel/index');
  expect(await screen.findByText('您好，管理员')).toBeInTheDocument();
  expect(screen.getByText('000000')).toBeInTheDocument();
  expect(screen.getByText('administrator')).toBeInTheDocument();
  await screen.findByText('12');
  expect(figure('用户')).toHaveTextContent('12');
  expect(figure('角色')).toHaveTextContent('4');
  expect(figure('参数')).toHaveTextContent('7');
  expect(figure('租户')).toHaveTextContent('3');
  expect(figure('产品包')).toHaveTextContent('2');
  expect(figure('菜单')).toHaveTextContent('58');
});

it('says when the figures fail, and retries on demand', async () => {
  ctx.server.script('/blade-system/home/statistics', { status: 500, body: { code: 500, msg: '服务器异常' } });
  renderApp('/wel/index');
  expect(await screen.findByText('统计数据加载失败')).toBeInTheDocument();
  expect(await screen.findByText('服务器异常')).toBeInTheDocument();
  ctx.server.script('/blade-system/home/statistics', ok({ users: 5, roles: 1, params: 1, tenants: 1, packages: 1, menus: 9 }));
  await userEvent.setup().click(screen.getByRole('button', { name: '重 试' }));
  expect(await screen.findByText('9')).toBeInTheDocument();
});
