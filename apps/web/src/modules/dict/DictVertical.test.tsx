import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_DICTIONARIES } from '@beree/contracts';
import { field, fill, okButton } from '@/components/crud/test-utils/form';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, createRow, uniqueTag } from '@/test/server-api';
import { buttonIn, chooseDictionary, entriesCard, parentsCard, rowIn, searchParents, totalIn } from './test-utils';
import DictVerticalPage from './vertical';

const API = '/blade-system/dict-biz';
const ctx = useRealApi();

// A second dictionary of the hospital's, so a search for one of them always changes the list it waits for.
beforeAll(async () => {
  const { access_token: token } = await signInAs(ACCOUNTS.hospitalAdmin);
  await createRow(token, API, { code: `biz_${uniqueTag()}`, dictValue: '其他分类', sort: 9 });
});

/** A business dictionary of the hospital's own with one entry, and the page open on it. */
async function renderOwnDictionary() {
  const { access_token: token } = await signInAs(ACCOUNTS.hospitalAdmin);
  const tag = uniqueTag();
  const dict = await createRow(token, API, { code: `biz_${tag}`, dictValue: `耗材分类${tag}`, sort: 1 });
  await createRow(token, API, { parentId: dict.id, code: dict.code, dictKey: 'HV', dictValue: '高值耗材', sort: 1 });
  const user = userEvent.setup();
  renderWithProviders(<DictVerticalPage />);
  await waitFor(() => buttonIn(parentsCard(), '新增'));
  await searchParents(user, String(dict.code), 1);
  return { user, dict, name: String(dict.dictValue) };
}

describe('Business dictionary screen (/dict-vertical/index)', () => {
  it("lists the tenant's business dictionaries above the chosen one's entries", async () => {
    const { user, dict, name } = await renderOwnDictionary();
    // The hospital manages business dictionaries only: no choice of family.
    expect(document.querySelector('.ant-segmented')).toBeNull();
    await chooseDictionary(user, name);
    await totalIn(entriesCard, 1);
    expect(rowIn(entriesCard(), '高值耗材')).toHaveTextContent('HV');
    expect(parentsCard().compareDocumentPosition(entriesCard()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(ctx.calls('GET', `${API}/child-list`)[0].query).toMatchObject({ parentId: dict.id });
    expect(ctx.calls('GET', '/blade-system/dict/parent-list')).toHaveLength(0);

    await user.click(buttonIn(entriesCard(), '新增'));
    await screen.findByRole('dialog');
    await fill(user, field('请输入字典名称'), '低值耗材');
    await fill(user, field('请输入字典键值'), 'LV');
    await fill(user, field('请输入字典排序'), '2');
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toMatchObject({ parentId: dict.id, code: dict.code, dictKey: 'LV' });
    await totalIn(entriesCard, 2);
  });

  it("lists the platform's business enumerations beside the tenant's own, with their entries", async () => {
    await signInAs(ACCOUNTS.hospitalAdmin);
    const user = userEvent.setup();
    renderWithProviders(<DictVerticalPage />);
    // The call is recorded when it is sent; its answer when it arrives.
    await waitFor(() => expect(ctx.calls('GET', `${API}/parent-list`)[0]?.answer).toBeDefined());
    expect(ctx.calls('GET', `${API}/parent-list`)).toHaveLength(1);
    const first = ctx.calls('GET', `${API}/parent-list`)[0].answer as { data: { total: number; records: { code: string }[] } };
    expect(first.data.total).toBeGreaterThan(BUSINESS_DICTIONARIES.length);
    expect(first.data.records.map((r) => r.code)).toEqual(expect.arrayContaining(BUSINESS_DICTIONARIES.slice(0, 3).map((d) => d.code)));

    await searchParents(user, 'supplyStatus', 1);
    expect(rowIn(parentsCard(), '供应状态')).toHaveTextContent('supplyStatus');
    await chooseDictionary(user, '供应状态');
    await totalIn(entriesCard, 5);
    expect(rowIn(entriesCard(), '待审核')).toHaveTextContent('SUBMITTED');
    expect(rowIn(entriesCard(), '已停用')).toHaveTextContent('STOPPED');
  });

  it('toasts 字典键值已存在 for a key the dictionary already has', async () => {
    const { user, name } = await renderOwnDictionary();
    await chooseDictionary(user, name);
    await totalIn(entriesCard, 1);
    await user.click(buttonIn(entriesCard(), '新增'));
    await screen.findByRole('dialog');
    await fill(user, field('请输入字典名称'), '重复');
    await fill(user, field('请输入字典键值'), 'HV');
    await fill(user, field('请输入字典排序'), '3');
    await user.click(okButton());
    expect(await screen.findByText('字典键值已存在')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).map((c) => c.status)).toEqual([409]);
  });

  it('offers the platform administrator both families, business ones first, and switches to the system ones', async () => {
    await signInAs(ACCOUNTS.platformAdmin);
    const user = userEvent.setup();
    renderWithProviders(<DictVerticalPage />);
    const segmented = await waitFor(() => document.querySelector('.ant-segmented') as HTMLElement);
    expect([...segmented.querySelectorAll('.ant-segmented-item-label')].map((el) => el.textContent)).toEqual(['系统字典', '业务字典']);
    expect(segmented.querySelector('.ant-segmented-item-selected')).toHaveTextContent('业务字典');
    await waitFor(() => expect(ctx.calls('GET', `${API}/parent-list`)).toHaveLength(1));

    await user.click(within(segmented).getByText('系统字典'));
    await waitFor(() => expect(ctx.calls('GET', '/blade-system/dict/parent-list')).toHaveLength(1));
    // The seeded system dictionaries, e.g. 岗位类型 (post_category).
    await searchParents(user, 'post_category', 1);
    expect(rowIn(parentsCard(), '岗位类型')).toBeInTheDocument();
  });
});
