import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyRows, dialog, rowButton, rowOf, searchForm, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, callApi, uniqueTag } from '@/test/server-api';
import ApiLogPage from './api';
import ErrorLogPage from './error';
import UsualLogPage from './usual';

const api = useRealApi();

/** Rows are written a moment after their request: waits until the log lists what the filter asks for. */
async function logged(token: string, log: string, params: Record<string, string>) {
  await expect.poll(async () => (await apiData<{ total: number }>('GET', `/blade-log/${log}/list`, token, { params })).total, { timeout: 10_000, interval: 200 }).toBeGreaterThan(0);
}

/** Types into the search field labelled `label` (pasted: each key would be a render). */
async function searchField(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(within(searchForm()).getByLabelText(label));
  await user.paste(text);
}

/** The screens against the real server; what the filters find is the server's test. */
describe('日志管理', () => {
  it("接口日志: searches a day's failed requests by path, status and duration, charts them per hour and opens one", async () => {
    const { access_token: token } = await signInAs(ACCOUNTS.platformAdmin);
    const tag = uniqueTag();
    expect((await callApi('GET', `/blade-system/param/no-such-${tag}`, token)).status).toBe(404);
    await logged(token, 'api', { requestUri: tag });
    const user = userEvent.setup();
    renderWithProviders(<ApiLogPage />);
    await tableLoaded();
    expect(await screen.findByRole('img', { name: '每小时请求数' })).toBeInTheDocument();

    await user.click(within(searchForm()).getByPlaceholderText('开始时间'));
    await user.click(await screen.findByText('今天'));
    await searchField(user, '请求路径', tag);
    await searchField(user, '状态码', '4xx');
    await searchField(user, '耗时不少于(毫秒)', '0');
    await user.click(within(searchForm()).getByRole('button', { name: spaced('搜索') }));
    await screen.findByText(`/api/blade-system/param/no-such-${tag}`);
    await tableLoaded();
    expect(bodyRows()).toHaveLength(1);
    const query = api.calls('GET', '/blade-log/api/list').at(-1)!.query;
    expect(query).toMatchObject({ requestUri: tag, status: '4xx', duration_ge: '0' });
    expect(query.startTime).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(query.endTime).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
    expect(api.calls('GET', '/blade-log/api/hourly').at(-1)!.query).toMatchObject({ requestUri: tag, status: '4xx', startTime: query.startTime });
    // The platform's administrator sees whose row it is.
    const row = rowOf(`/api/blade-system/param/no-such-${tag}`);
    expect(row).toHaveTextContent('000000');
    expect(row).toHaveTextContent('404');

    await user.click(within(row).getByRole('button', { name: spaced('查看') }));
    const detail = await screen.findByRole('dialog');
    await within(detail).findByText('请求ID');
    expect(detail).toHaveTextContent(`/api/blade-system/param/no-such-${tag}`);
    expect(within(detail).getByText('耗时(毫秒)')).toBeInTheDocument();
  });

  it('通用日志: lists the sign-ins and shows an entry\'s data as indented JSON', async () => {
    const { access_token: token } = await signInAs(ACCOUNTS.hospitalAdmin);
    await logged(token, 'usual', { logId: 'auth.login' });
    const user = userEvent.setup();
    renderWithProviders(<UsualLogPage />);
    await tableLoaded();
    // No tenant column outside the platform.
    expect(screen.queryByText('租户ID')).toBeNull();
    await searchField(user, '日志类型', 'auth.login');
    await user.click(within(searchForm()).getByRole('button', { name: spaced('搜索') }));
    await waitFor(() => expect(api.calls('GET', '/blade-log/usual/list').at(-1)?.query).toMatchObject({ logId: 'auth.login' }));
    await tableLoaded();
    await user.click(within(bodyRows()[0] as HTMLElement).getByRole('button', { name: spaced('查看') }));
    const data = await within(await screen.findByRole('dialog')).findByText(/"grantType": "password"/);
    expect(data.tagName).toBe('PRE');
  });

  it('错误日志: shows an uploaded UI error with its stack', async () => {
    const { access_token: token } = await signInAs(ACCOUNTS.hospitalAdmin);
    const tag = uniqueTag();
    await apiData('POST', '/blade-log/error/send-logs', token, { body: [{ type: 'error', message: `boom ${tag}`, stack: `TypeError: boom\n    at render (${tag}.tsx:1:1)`, url: `http://localhost/page-${tag}` }] });
    const user = userEvent.setup();
    renderWithProviders(<ErrorLogPage />);
    await tableLoaded();
    await searchField(user, '请求路径', tag);
    await user.click(within(searchForm()).getByRole('button', { name: spaced('搜索') }));
    await screen.findByText(`boom ${tag}`);
    await tableLoaded();
    expect(bodyRows()).toHaveLength(1);
    await user.click(rowButton(`boom ${tag}`, '查看'));
    await within(await screen.findByRole('dialog')).findByText(new RegExp(`at render \\(${tag}\\.tsx`));
    expect(dialog()).toHaveTextContent('异常堆栈');
  });
});
