import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moduleRoutes } from '@/modules/registry';
import { signInAs, useRealApi } from '@/test/real-api';
import { renderApp, resetApp } from '@/test/render-app';
import { ACCOUNTS } from '@/test/server-api';
import { useTabStore } from './tab-store';

const ctx = useRealApi();
// A real menu entry of the server, showing a counter in place of its page so keep-alive is visible.
const PAGE = '/system/param';
const LABEL = '参数管理';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((c) => c + 1)}>count {count}</button>;
}

const realPage = moduleRoutes[PAGE];
beforeAll(() => {
  moduleRoutes[PAGE] = async () => ({ default: Counter });
});
afterAll(() => {
  moduleRoutes[PAGE] = realPage;
});
beforeEach(async () => {
  await resetApp();
  await signInAs(ACCOUNTS.platformAdmin);
});

const strip = () => within(document.querySelector<HTMLElement>('.beree-tabs')!);
const tabValues = () => useTabStore.getState().tabs.map((t) => t.value);

async function openTwoPages() {
  const app = renderApp('/wel/index');
  await screen.findByText('您好，管理员');
  await app.router.navigate(PAGE);
  await screen.findByRole('button', { name: 'count 0' });
  return app;
}

describe('tab strip', () => {
  it('opens a tab per page, home first and not closable', async () => {
    await openTwoPages();
    expect(tabValues()).toEqual(['/wel/index', PAGE]);
    expect(strip().getByText('首页')).toBeInTheDocument();
    expect(strip().getByText(LABEL)).toBeInTheDocument();
    const closeButtons = document.querySelectorAll('.beree-tabs .ant-tabs-tab-remove');
    expect(closeButtons).toHaveLength(1);
  });

  it('keeps a page alive while another tab is shown', async () => {
    const user = userEvent.setup();
    const app = await openTwoPages();
    await user.click(screen.getByRole('button', { name: 'count 0' }));
    await user.click(strip().getByText('首页'));
    await waitFor(() => expect(app.path()).toBe('/wel/index'));
    await user.click(strip().getByText(LABEL));
    await waitFor(() => expect(app.path()).toBe(PAGE));
    expect(screen.getByRole('button', { name: 'count 1' })).toBeVisible();
  });

  it('closing the active tab opens the previous one', async () => {
    const user = userEvent.setup();
    const app = await openTwoPages();
    await user.click(document.querySelector<HTMLElement>('.beree-tabs .ant-tabs-tab-remove')!);
    await waitFor(() => expect(app.path()).toBe('/wel/index'));
    expect(tabValues()).toEqual(['/wel/index']);
  });

  it('offers clear cache, close others and close all on right-click', async () => {
    const user = userEvent.setup();
    const app = await openTwoPages();
    await app.router.navigate('/test/index');
    await screen.findByText('测试页', { selector: '.ant-card-head-title' });

    fireEvent.contextMenu(strip().getByText(LABEL));
    await user.click(await screen.findByText('清除缓存'));
    expect(await screen.findByText('清除完毕')).toBeInTheDocument();
    expect(ctx.calls('GET', '/blade-auth/oauth/clear-cache').map((c) => c.status)).toEqual([200]);

    fireEvent.contextMenu(strip().getByText(LABEL));
    await user.click((await screen.findAllByText('关闭其他')).at(-1)!);
    await waitFor(() => expect(app.path()).toBe(PAGE));
    expect(tabValues()).toEqual(['/wel/index', PAGE]);

    fireEvent.contextMenu(strip().getByText(LABEL));
    await user.click((await screen.findAllByText('关闭全部')).at(-1)!);
    await waitFor(() => expect(app.path()).toBe('/wel/index'));
    expect(tabValues()).toEqual(['/wel/index']);
  });

  it('gives framed pages their own tab per address, named after the menu entry', async () => {
    const app = renderApp('/myiframe/urlPath?src=https%3A%2F%2Fa.example.com&name=A');
    expect(await screen.findByTitle('A')).toHaveAttribute('src', 'https://a.example.com');
    await app.router.navigate('/myiframe/urlPath?src=https%3A%2F%2Fb.example.com&name=B');
    expect(await screen.findByTitle('B')).toHaveAttribute('src', 'https://b.example.com');
    expect(screen.getByTitle('A')).toHaveAttribute('src', 'https://a.example.com');
    expect(tabValues()).toHaveLength(3);
    expect(strip().getByText('A')).toBeInTheDocument();
  });
});
