import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cellOf, clickButton, dialog, rowOf, searchFor, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { field, fill, okButton } from '@/components/crud/test-utils/form';
import { signInAs, tokensOf, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, uniqueTag } from '@/test/server-api';
import NoticePage from './index';

const API = '/beree-desk/notice';
const ctx = useRealApi();

beforeEach(() => signInAs(ACCOUNTS.hospitalAdmin));

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<NoticePage />);
  await tableLoaded();
  return user;
}

/** A notice of the hospital, published through the API, then found on the page by its title. */
async function publishedNotice(user: UserEvent, title: string) {
  const { access_token } = await tokensOf(ACCOUNTS.hospitalAdmin);
  await apiData('POST', `${API}/submit`, access_token, { body: { title, content: '<p>正文<strong>加粗</strong></p>' } });
  await searchFor(user, '请输入通知标题', title, 1);
}

const rowButton = (text: string, label: string) => within(rowOf(text)).queryByRole('button', { name: spaced(label) });

describe('Notice page', () => {
  it("lists the hospital's notices, pinned first, with category, release time, pin and status", async () => {
    await renderPage();
    expect(await screen.findByText('春节期间中心库收货安排')).toBeInTheDocument();
    const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['通知标题', '通知类型', '发布时间', '置顶', '状态', '操作']));
    await waitFor(() => expect(cellOf('春节期间中心库收货安排', '通知类型')).toHaveTextContent('医院通知'));
    expect(cellOf('春节期间中心库收货安排', '置顶')).toHaveTextContent('置顶');
    expect(cellOf('春节期间中心库收货安排', '状态')).toHaveTextContent('已发布');
    expect(cellOf('春节期间中心库收货安排', '发布时间').textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rowButton('春节期间中心库收货安排', '取消置顶')).not.toBeNull();
    expect(ctx.calls('GET', `${API}/page`)[0].query).toMatchObject({ current: '1', size: '10' });
    // Never a platform notice here: the managing screen lists the tenant's own.
    expect(screen.queryByText('关于第三批医疗器械唯一标识实施的提醒')).toBeNull();
  });

  it('publishes a notice written with the editor: required fields first, the category set by the server', async () => {
    const user = await renderPage();
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    await user.click(okButton());
    expect(await within(dialog()).findByText('请输入通知标题')).toBeInTheDocument();
    expect(await within(dialog()).findByText('请输入通知内容')).toBeInTheDocument();

    const title = `停电检修${uniqueTag()}`;
    await fill(user, field('请输入通知标题'), title);
    const content = within(dialog()).getByLabelText('通知内容') as HTMLTextAreaElement;
    await fill(user, content, '周六停电');
    // The selected words get the tags of the button.
    content.setSelectionRange(2, 4);
    await user.click(within(dialog()).getByRole('button', { name: '加粗' }));
    expect(content.value).toBe('周六<strong>停电</strong>');
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();

    const sent = ctx.calls('POST', `${API}/submit`).at(-1)?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ title, content: '周六<strong>停电</strong>' });
    expect(sent).not.toHaveProperty('category');
    await searchFor(user, '请输入通知标题', title, 1);
    await waitFor(() => expect(cellOf(title, '通知类型')).toHaveTextContent('医院通知'));
    expect(cellOf(title, '状态')).toHaveTextContent('已发布');
  });

  it('shows a notice with its HTML rendered', async () => {
    const user = await renderPage();
    const title = `查看${uniqueTag()}`;
    await publishedNotice(user, title);
    await user.click(rowButton(title, '查看')!);
    const view = await screen.findByRole('dialog');
    expect(await within(view).findByText('加粗')).toHaveProperty('tagName', 'STRONG');
    expect(within(view).getByText('医院通知')).toBeInTheDocument();
    expect(ctx.calls('GET', `${API}/detail`).at(-1)?.query).toMatchObject({ id: expect.any(String) });
  });

  it('pins, unpins and ends a notice; an ended notice can no longer be edited, pinned or ended', async () => {
    const user = await renderPage();
    const title = `置顶${uniqueTag()}`;
    await publishedNotice(user, title);
    expect(cellOf(title, '置顶').textContent).toBe('');

    await user.click(rowButton(title, '置顶')!);
    await waitFor(() => expect(cellOf(title, '置顶')).toHaveTextContent('置顶'));
    expect(ctx.calls('POST', `${API}/top`).at(-1)?.query).toMatchObject({ id: expect.any(String) });
    await user.click(rowButton(title, '取消置顶')!);
    await waitFor(() => expect(cellOf(title, '置顶').textContent).toBe(''));

    await user.click(rowButton(title, '结束')!);
    await user.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(cellOf(title, '状态')).toHaveTextContent('已结束'));
    expect(rowButton(title, '编辑')).toBeNull();
    expect(rowButton(title, '置顶')).toBeNull();
    expect(rowButton(title, '结束')).toBeNull();
    expect(rowButton(title, '查看')).not.toBeNull();
  });

  it('edits a notice and removes it', async () => {
    const user = await renderPage();
    const title = `编辑${uniqueTag()}`;
    await publishedNotice(user, title);
    await user.click(rowButton(title, '编辑')!);
    await screen.findByRole('dialog');
    await waitFor(() => expect(field('请输入通知标题')).toHaveValue(title));
    await fill(user, field('请输入通知标题'), '改');
    await user.click(okButton());
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).at(-1)?.body).toMatchObject({ title: `${title}改`, version: expect.any(Number) });

    await searchFor(user, '请输入通知标题', `${title}改`, 1);
    await user.click(rowButton(`${title}改`, '删除')!);
    await user.click(await screen.findByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(`${title}改`)).toBeNull());
  });

  it('offers the clerk, who holds no notice codes, no buttons and no list', async () => {
    await signInAs(ACCOUNTS.clerk);
    renderWithProviders(<NoticePage />);
    // The server refuses the list too; the request client toasts why.
    expect(await screen.findByText('缺少操作权限')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: spaced('新增') })).toBeNull();
    expect(screen.queryByRole('button', { name: spaced('批量删除') })).toBeNull();
  });
});
