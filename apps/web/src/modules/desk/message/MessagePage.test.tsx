import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { cellOf, checkRow, clickButton, dialog, pick, rowOf, searchFor, searchForm, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { field, fill } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, uniqueTag } from '@/test/server-api';
import MessagePage from './index';

const API = '/beree-desk/message-record';
const ctx = useRealApi();
let token: string;
let userId: string;

// The platform administrator writes to itself: no other test reads this inbox.
beforeAll(async () => {
  const session = await signInAs(ACCOUNTS.platformAdmin);
  token = session.access_token;
  userId = session.user_id;
});

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<MessagePage />);
  await tableLoaded();
  return user;
}

/** Two messages to the signed-in user, listed on the page by their shared tag. */
async function twoMessages(user: ReturnType<typeof userEvent.setup>) {
  const tag = `msg${uniqueTag()}`;
  for (const n of [1, 2]) await apiData('POST', `${API}/send`, token, { body: { userIds: userId, title: `${tag}-${n}`, content: `<p>第<em>${n}</em>条</p>` } });
  await searchFor(user, '请输入消息标题', tag, 2);
  return tag;
}

const sendButton = () => within(dialog()).getByRole('button', { name: spaced('发送') });

describe('Message page', () => {
  it("lists the user's messages with sender, send time and read state, filtered by read state", async () => {
    const user = await renderPage();
    const tag = await twoMessages(user);
    const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['消息标题', '发送人', '发送时间', '状态', '操作']));
    expect(cellOf(`${tag}-1`, '状态')).toHaveTextContent('未读');
    expect(cellOf(`${tag}-1`, '发送人')).toHaveTextContent('管理员');
    expect(ctx.calls('GET', `${API}/page`).at(-1)?.query).toMatchObject({ title: tag });

    await pick(user, searchForm(), '状态', '已读');
    await user.click(within(searchForm()).getByRole('button', { name: spaced('搜索') }));
    await waitFor(() => expect(ctx.calls('GET', `${API}/page`).at(-1)?.query).toMatchObject({ title: tag, isRead: '1' }));
    await waitFor(() => expect(screen.queryByText(`${tag}-1`)).toBeNull());
  });

  it('viewing a message shows its HTML and marks it read', async () => {
    const user = await renderPage();
    const tag = await twoMessages(user);
    await user.click(within(rowOf(`${tag}-1`)).getByRole('button', { name: spaced('查看') }));
    const view = await screen.findByRole('dialog');
    expect(await within(view).findByText('1')).toHaveProperty('tagName', 'EM');
    await user.click(within(view).getAllByRole('button', { name: /关\s*闭/ }).at(-1)!);
    await waitFor(() => expect(cellOf(`${tag}-1`, '状态')).toHaveTextContent('已读'));
    expect(cellOf(`${tag}-2`, '状态')).toHaveTextContent('未读');
  });

  it('marks the checked messages read, and warns when none is checked', async () => {
    const user = await renderPage();
    const tag = await twoMessages(user);
    await clickButton(user, '标记已读');
    expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();

    await checkRow(user, `${tag}-1`);
    await checkRow(user, `${tag}-2`);
    await clickButton(user, '标记已读');
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/read`).at(-1)?.query?.ids?.split(',')).toHaveLength(2);
    await waitFor(() => expect(cellOf(`${tag}-1`, '状态')).toHaveTextContent('已读'));
    expect(cellOf(`${tag}-2`, '状态')).toHaveTextContent('已读');
  });

  it('sends a message to users of the tenant, checking recipients, title and content first', async () => {
    const user = await renderPage();
    await clickButton(user, '发送消息');
    await screen.findByRole('dialog');
    await user.click(sendButton());
    expect(await within(dialog()).findByText('请选择接收人')).toBeInTheDocument();
    expect(await within(dialog()).findByText('请输入消息标题')).toBeInTheDocument();
    expect(await within(dialog()).findByText('请输入消息内容')).toBeInTheDocument();

    const title = `发给自己${uniqueTag()}`;
    await pick(user, dialog(), '接收人', '管理员 (admin)');
    await fill(user, field('请输入消息标题'), title);
    await fill(user, within(dialog()).getByLabelText('消息内容'), '<p>请查收</p>');
    await user.click(sendButton());
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/send`).at(-1)?.body).toEqual({ userIds: userId, title, content: '<p>请查收</p>' });

    await searchFor(user, '请输入消息标题', title, 1);
    expect(cellOf(title, '状态')).toHaveTextContent('未读');
  });
});
