import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { signInAs, useRealApi } from '@/test/real-api';
import { renderApp, resetApp } from '@/test/render-app';
import { ACCOUNTS } from '@/test/server-api';
import { tourSeen } from './tour-flag';

useRealApi();

beforeEach(() => resetApp());

const panel = () => document.querySelector<HTMLElement>('.beree-tour .ant-tour-panel');

it('walks a first-time user through five stops once, and not again', async () => {
  const user = userEvent.setup();
  const session = await signInAs(ACCOUNTS.platformAdmin);
  renderApp('/wel/index');
  await screen.findByText('您好，管理员');

  const titles: string[] = [];
  await waitFor(() => expect(panel()).not.toBeNull());
  for (let step = 0; step < 4; step++) {
    titles.push(within(panel()!).getByText(/./, { selector: '.ant-tour-title' }).textContent!);
    await user.click(within(panel()!).getByRole('button', { name: '下一步' }));
  }
  titles.push(within(panel()!).getByText(/./, { selector: '.ant-tour-title' }).textContent!);
  expect(titles).toEqual(['菜单折叠', '用户信息与退出', '功能菜单', '标签菜单', '内容区域']);
  // Every stop points at its part of the shell.
  for (const stop of ['collapse', 'user', 'menu', 'tabs', 'content']) expect(document.querySelector(`[data-tour="${stop}"]`)).not.toBeNull();

  await user.click(within(panel()!).getByRole('button', { name: '上一步' }));
  expect(within(panel()!).getByText('标签菜单')).toBeInTheDocument();
  await user.click(within(panel()!).getByRole('button', { name: '下一步' }));
  // antd spaces out two-character Chinese button texts.
  await user.click(within(panel()!).getByRole('button', { name: '完 成' }));
  await waitFor(() => expect(panel()).toBeNull());
  expect(tourSeen(session)).toBe(true);

  // Back on another day: the shell opens without the tour.
  cleanup();
  renderApp('/wel/index');
  await screen.findByText('您好，管理员');
  await within(document.querySelector<HTMLElement>('.ant-layout-sider')!).findByText('系统管理');
  expect(panel()).toBeNull();
});
