import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '@/features/auth/logout';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, tokensOf, useRealApi } from '@/test/real-api';
import { request } from '@/shared/request';
import { ACCOUNTS, apiData, uniqueTag, unreachableBaseURL } from '@/test/server-api';
import { captureGlobalErrors, errorEntry, reactErrorHandlers } from './capture';
import { ErrorLogButton } from './ErrorLogButton';
import { useErrorLogStore, type ErrorLogEntry } from './error-log-store';

const ctx = useRealApi();

beforeEach(() => {
  localStorage.clear();
  useErrorLogStore.setState({ entries: [] });
});

/** The hospital's error-log rows whose page address carries the tag. */
async function serverRows(tag: string) {
  const token = (await tokensOf(ACCOUNTS.hospitalAdmin)).access_token;
  const page = await apiData<{ records: Record<string, string>[] }>('GET', '/blade-log/error/list', token, { params: { requestUri: tag, size: 100 } });
  return page.records;
}

const entryTagged = (tag: string, message: string): ErrorLogEntry => ({ ...errorEntry(new Error(message), 'test'), url: `http://localhost/wel/index?${tag}` });

describe('capturing errors', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('records uncaught errors and unhandled rejections with page and time, kept in localStorage', () => {
    stop = captureGlobalErrors(window);
    const error = new TypeError('x is undefined');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename: 'http://localhost/assets/app.js', lineno: 3, colno: 7 }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'request failed' });
    window.dispatchEvent(rejection);

    const [newest, first] = useErrorLogStore.getState().entries;
    expect(first).toMatchObject({ type: 'error', message: 'x is undefined', info: 'http://localhost/assets/app.js:3:7', url: window.location.href });
    expect(first.stack).toContain('TypeError: x is undefined');
    expect(first.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(newest).toMatchObject({ type: 'error', message: 'request failed', info: 'unhandledrejection', stack: '' });
    expect(JSON.parse(localStorage.getItem('beree-logsList')!).state.entries).toHaveLength(2);
  });

  it('records what React reports, with the component stack', () => {
    // React's report also goes to the console, as it would without the handler.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reactErrorHandlers.onCaughtError(new Error('render failed'), { componentStack: '\n    at Page' });
    expect(useErrorLogStore.getState().entries[0]).toMatchObject({ message: 'render failed', info: 'caught\n    at Page' });
  });

  it('cuts text to what the server keeps, so an upload is never refused for length', () => {
    const error = new Error('m'.repeat(5000));
    const entry = errorEntry(error, 'i'.repeat(5000));
    expect([entry.message.length, entry.info.length]).toEqual([4000, 4000]);
    expect(entry.stack.length).toBeLessThanOrEqual(20000);
  });

  it('keeps the newest 500 entries, as many as one upload takes', () => {
    for (let i = 0; i < 502; i++) useErrorLogStore.getState().add(errorEntry(`e${i}`, ''));
    const { entries } = useErrorLogStore.getState();
    expect(entries).toHaveLength(500);
    expect(entries[0].message).toBe('e501');
  });
});

describe('error-log dialog', () => {
  beforeEach(() => signInAs(ACCOUNTS.clerk));

  it('is hidden without errors and shows the count on its badge', async () => {
    renderWithProviders(<ErrorLogButton />);
    expect(screen.queryByRole('button', { name: '错误日志' })).not.toBeInTheDocument();
    act(() => useErrorLogStore.getState().add(errorEntry(new Error('a'), '')));
    act(() => useErrorLogStore.getState().add(errorEntry(new Error('b'), '')));
    expect(await screen.findByRole('button', { name: '错误日志' })).toBeInTheDocument();
    expect(screen.getByTestId('error-log-badge')).toHaveTextContent('2');
  });

  it('lists the entries, opens one to its stack, and goes full screen', async () => {
    const user = userEvent.setup();
    useErrorLogStore.getState().add(entryTagged('t', 'Cannot read properties of null'));
    renderWithProviders(<ErrorLogButton />);
    await user.click(screen.getByRole('button', { name: '错误日志' }));
    const dialog = await screen.findByRole('dialog');
    const row = within(dialog).getByText('Cannot read properties of null').closest('tr')!;
    expect(within(row).getByText('http://localhost/wel/index?t')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /展开行|Expand row/ }));
    expect(await within(dialog).findByText(/Error: Cannot read properties of null/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '全屏' }));
    expect(within(dialog).getByRole('button', { name: '退出全屏' })).toBeInTheDocument();
  });

  it('uploads after confirmation, toasts 发送成功! and empties the local log', async () => {
    const user = userEvent.setup();
    const tag = uniqueTag();
    useErrorLogStore.getState().add(entryTagged(tag, 'first failure'));
    useErrorLogStore.getState().add(entryTagged(tag, 'second failure'));
    renderWithProviders(<ErrorLogButton />);
    await user.click(screen.getByRole('button', { name: '错误日志' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /上\s*传/ }));
    expect(await screen.findByText('确定上传本地日志到服务器?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('发送成功!')).toBeInTheDocument();
    expect(useErrorLogStore.getState().entries).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('button', { name: '错误日志' })).not.toBeInTheDocument());

    const [sent] = ctx.calls('POST', '/blade-log/error/send-logs');
    expect(sent.status).toBe(200);
    expect(sent.body).toHaveLength(2);
    const rows = await serverRows(tag);
    expect(rows.map((r) => r.message.split('\n')[0]).sort()).toEqual(['first failure', 'second failure']);
    expect(rows[0]).toMatchObject({ exceptionName: 'error', createBy: 'liting' });
  });

  it('clears after confirmation without calling the server', async () => {
    const user = userEvent.setup();
    useErrorLogStore.getState().add(errorEntry(new Error('local only'), ''));
    renderWithProviders(<ErrorLogButton />);
    await user.click(screen.getByRole('button', { name: '错误日志' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /清\s*空/ }));
    expect(await screen.findByText('确定清空本地日志记录?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('清空成功!')).toBeInTheDocument();
    expect(useErrorLogStore.getState().entries).toEqual([]);
    expect(ctx.calls('POST', '/blade-log/error/send-logs')).toHaveLength(0);
  });

  it('keeps the entries when the upload fails', async () => {
    const user = userEvent.setup();
    useErrorLogStore.getState().add(errorEntry(new Error('kept'), ''));
    renderWithProviders(<ErrorLogButton />);
    await user.click(screen.getByRole('button', { name: '错误日志' }));
    // The server is down when the user confirms.
    request.defaults.baseURL = await unreachableBaseURL();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /上\s*传/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(ctx.calls('POST', '/blade-log/error/send-logs')).toHaveLength(1));
    expect(screen.queryByText('发送成功!')).not.toBeInTheDocument();
    expect(useErrorLogStore.getState().entries.map((e) => e.message)).toEqual(['kept']);
  });
});

describe('logout', () => {
  it('hands the local entries to the server and forgets them', async () => {
    await signInAs(ACCOUNTS.clerk, { fresh: true });
    const tag = uniqueTag();
    useErrorLogStore.getState().add(entryTagged(tag, 'before logout'));
    await logout();
    const [call] = ctx.calls('POST', '/blade-auth/oauth/logout');
    expect(call).toMatchObject({ status: 200, body: [expect.objectContaining({ message: 'before logout' })] });
    expect(useErrorLogStore.getState().entries).toEqual([]);
    expect((await serverRows(tag)).map((r) => r.message)).toEqual(['before logout\ntest']);
  });
});
