import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { request } from '@/shared/request';
import { signInAs, useRealApi } from '@/test/real-api';
import { renderApp, resetApp } from '@/test/render-app';
import { ACCOUNTS, API_BASE_URL, unreachableBaseURL } from '@/test/server-api';
import type { HomeStatistics } from './statistics-api';

const STATISTICS = '/blade-system/home/statistics';
const ctx = useRealApi();

beforeEach(async () => {
  await resetApp();
  await signInAs(ACCOUNTS.platformAdmin);
});

const figure = (title: string) => within(screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')!).getByText(/\d+/);
const shown = (title: string) => figure(title).textContent;

it('greets the user with tenant and role, and shows the server figures', async () => {
  renderApp('/wel/index');
  expect(await screen.findByText('您好，管理员')).toBeInTheDocument();
  expect(screen.getByText('000000')).toBeInTheDocument();
  expect(screen.getByText('administrator')).toBeInTheDocument();
  // Other test files add rows meanwhile, so the expected figures are the ones this page was sent.
  await waitFor(() => expect(ctx.calls('GET', STATISTICS)[0]?.answer).toBeDefined());
  const { data } = ctx.calls('GET', STATISTICS)[0].answer as { data: HomeStatistics };
  expect(data.menus).toBeGreaterThan(0);
  await waitFor(() => expect(shown('菜单')).toBe(String(data.menus)));
  expect(shown('用户')).toBe(String(data.users));
  expect(shown('角色')).toBe(String(data.roles));
  expect(shown('参数')).toBe(String(data.params));
  expect(shown('租户')).toBe(String(data.tenants));
  expect(shown('产品包')).toBe(String(data.packages));
});

it('says when the figures fail, and retries on demand', async () => {
  // The API is down when the page opens, and back before the retry.
  request.defaults.baseURL = await unreachableBaseURL();
  renderApp('/wel/index');
  expect(await screen.findByText('统计数据加载失败')).toBeInTheDocument();
  request.defaults.baseURL = API_BASE_URL;
  await userEvent.setup().click(screen.getByRole('button', { name: '重 试' }));
  await waitFor(() => expect(figure('菜单')).toHaveTextContent(/\d+/));
  expect(ctx.calls('GET', STATISTICS).map((c) => c.status)).toEqual([undefined, 200]);
});
