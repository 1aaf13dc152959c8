import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { field, fill, formErrors, formItem, okButton } from '@/components/crud/test-utils/form';
import { dialog, expandRow, spaced } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, createRow, uniqueTag } from '@/test/server-api';
import DictHorizontalPage from './horizontal';
import { buttonIn, chooseDictionary, entriesCard, parentsCard, rowIn, searchParents, totalIn } from './test-utils';

const API = '/blade-system/dict';
const ctx = useRealApi();
let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.platformAdmin)).access_token;
});

/** A system dictionary of this test's own (and, when asked, entries), shown alone by its unique code. */
async function renderOwnDictionary(entries: Array<{ dictKey: string; dictValue: string }> = []) {
  const tag = uniqueTag();
  const dict = await createRow(token, API, { code: `t_${tag}`, dictValue: `测试字典${tag}`, sort: 1, isSealed: 0 });
  for (const [i, entry] of entries.entries()) await createRow(token, API, { parentId: dict.id, code: dict.code, sort: i + 1, ...entry });
  const user = userEvent.setup();
  renderWithProviders(<DictHorizontalPage />);
  await waitFor(() => buttonIn(parentsCard(), '新增'));
  await searchParents(user, String(dict.code), 1);
  return { user, tag, dict, name: String(dict.dictValue) };
}

describe('System dictionary screen (/dict-horizontal/index)', () => {
  it('adds a dictionary in an 880 wide dialog, its parent fixed and empty, 封存 defaulting to 否', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DictHorizontalPage />);
    await user.click(await waitFor(() => buttonIn(parentsCard(), '新增')));
    await screen.findByRole('dialog');
    expect((dialog().closest('.ant-modal') as HTMLElement).style.width).toBe('880px');
    expect(within(formItem('上级字典')).getByText('请选择上级字典')).toBeInTheDocument();
    expect(formItem('上级字典').querySelector('.ant-select-disabled')).not.toBeNull();
    expect(formItem('封存')).toHaveTextContent('否');
    const code = `t_${uniqueTag()}`;
    await fill(user, field('请输入字典编号'), code);
    await fill(user, field('请输入字典名称'), `供应商类型${code}`);
    await fill(user, field('请输入字典排序'), '5');
    await user.click(okButton());

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toEqual({ code, dictValue: `供应商类型${code}`, sort: 5, isSealed: 0 });
    expect(ctx.calls('GET', `${API}/parent-list`).length).toBeGreaterThan(0);
  });

  it('lists the entries of the chosen dictionary and adds one under it, keyed and with its code', async () => {
    const { user, dict, name } = await renderOwnDictionary([{ dictKey: '1', dictValue: '国产' }]);
    await chooseDictionary(user, name);
    expect(entriesCard()).toHaveTextContent(`字典配置：${name}（${dict.code}）`);
    await totalIn(entriesCard, 1);
    expect(ctx.calls('GET', `${API}/child-list`)[0].query).toMatchObject({ parentId: dict.id, current: '1', size: '10' });
    expect(rowIn(entriesCard(), '国产')).toHaveTextContent('1');

    await user.click(buttonIn(entriesCard(), '新增'));
    await screen.findByRole('dialog');
    await waitFor(() => expect(formItem('上级字典')).toHaveTextContent(name));
    expect(field('请输入字典编号')).toHaveValue(String(dict.code));
    expect(field('请输入字典编号')).toBeDisabled();
    await fill(user, field('请输入字典名称'), '进口');
    await fill(user, field('请输入字典键值'), '2');
    await fill(user, field('请输入字典排序'), '2');
    await user.click(okButton());

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toEqual({ parentId: dict.id, code: dict.code, dictValue: '进口', dictKey: '2', sort: 2, isSealed: 0 });
    await totalIn(entriesCard, 2);
    const entries = await apiData<Array<{ dictKey: string }>>('GET', `${API}/dictionary`, token, { params: { code: dict.code } });
    expect(entries.map((e) => e.dictKey)).toEqual(['1', '2']);
  });

  it('opens an entry that has entries of its own to show them', async () => {
    const { user, dict, name } = await renderOwnDictionary([{ dictKey: 'east', dictValue: '华东' }]);
    await chooseDictionary(user, name);
    await totalIn(entriesCard, 1);
    await user.click(within(rowIn(entriesCard(), '华东')).getByRole('button', { name: spaced('新增子项') }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(formItem('上级字典')).toHaveTextContent('华东'));
    await fill(user, field('请输入字典名称'), '浙江');
    await fill(user, field('请输入字典键值'), 'zj');
    await fill(user, field('请输入字典排序'), '1');
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();

    // 华东 now has an entry of its own, so it can be opened.
    await expandRow(user, '华东', entriesCard());
    expect(await within(entriesCard()).findByText('浙江')).toBeInTheDocument();
    const parentId = (ctx.calls('POST', `${API}/submit`)[0].body as { parentId: string }).parentId;
    expect(ctx.calls('GET', `${API}/child-list`).map((c) => c.query.parentId)).toContain(parentId);
    expect(ctx.calls('GET', `${API}/tree`).map((c) => c.query)).toContainEqual({ code: dict.code });
  });

  it('asks for the code, name and order of a dictionary, and the key of an entry', async () => {
    const { user, name } = await renderOwnDictionary();
    await user.click(buttonIn(parentsCard(), '新增'));
    await screen.findByRole('dialog');
    await user.click(okButton());
    await waitFor(() => expect(formErrors()).toEqual(['请输入字典编号', '请输入字典名称', '请输入字典排序']));
    await user.click(within(dialog()).getByRole('button', { name: spaced('取消') }));

    await chooseDictionary(user, name);
    await user.click(await waitFor(() => buttonIn(entriesCard(), '新增')));
    await screen.findByRole('dialog');
    await user.click(okButton());
    await waitFor(() => expect(formErrors()).toEqual(['请输入字典名称', '请输入字典键值', '请输入字典排序']));
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);
  });

  it('refuses to delete a sealed dictionary, naming it', async () => {
    const tag = uniqueTag();
    const sealed = await createRow(token, API, { code: `t_${tag}`, dictValue: `封存字典${tag}`, sort: 1, isSealed: 1 });
    const user = userEvent.setup();
    renderWithProviders(<DictHorizontalPage />);
    await waitFor(() => buttonIn(parentsCard(), '新增'));
    await searchParents(user, String(sealed.code), 1);
    expect(rowIn(parentsCard(), String(sealed.dictValue))).toHaveTextContent('是');
    await user.click(within(rowIn(parentsCard(), String(sealed.dictValue))).getByRole('button', { name: spaced('删除') }));
    await screen.findByText('确定将选择数据删除?');
    await user.click(within(dialog()).getByRole('button', { name: spaced('确定') }));

    expect(await screen.findByText(`字典「${sealed.dictValue}」已封存，不能删除`)).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/remove`).map((c) => c.status)).toEqual([400]);
  });
});
