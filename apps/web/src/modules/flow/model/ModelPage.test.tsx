import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseTreeNode, field, fill, okButton } from '@/components/crud/test-utils/form';
import { cellOf, dialog, listLoaded, rowButton, searchFor, spaced } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, uniqueTag } from '@/test/server-api';
import { oneStepXml } from '@/test/flow-processes';
import { readGroups, writeGroups } from './candidates';
import DesignerPage from './DesignerPage';
import ModelPage from './index';

const API = '/blade-workflow/design/model';

// happy-dom's SVG transform lists lack consolidate(), which bpmn-js's canvas calls whenever it moves
// the view; it only ever sets one transform at a time, so that one is the consolidated whole.
const transformLists = (window as unknown as { SVGTransformList?: { prototype: { consolidate?: unknown } } }).SVGTransformList?.prototype;
if (transformLists && !transformLists.consolidate) {
  transformLists.consolidate = function (this: { numberOfItems: number; getItem(i: number): unknown }) {
    return this.numberOfItems ? this.getItem(0) : null;
  };
}
const ctx = useRealApi();
let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.hospitalAdmin)).access_token;
});

async function renderModels(tag: string) {
  const user = userEvent.setup();
  renderWithProviders(<ModelPage />);
  await listLoaded();
  return { user, search: () => searchFor(user, '请输入模型标识', tag, 1) };
}

describe('模型设计', () => {
  it('adds a model through the dialog; deploying it before it has a design is refused with the reason', async () => {
    const tag = uniqueTag();
    const key = `m_${tag}`;
    const { user, search } = await renderModels(tag);
    await user.click(screen.getByRole('button', { name: spaced('新增') }));
    await fill(user, field('请输入模型标识'), key);
    await fill(user, field('请输入模型名称'), `采购审批${tag}`);
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toMatchObject({ modelKey: key, name: `采购审批${tag}` });
    await search();

    await user.click(rowButton(key, '部署'));
    await within(dialog()).findByText('部署模型');
    await user.click(within(dialog()).getByRole('button', { name: spaced('部署') }));
    expect(await screen.findByText('模型还没有流程设计，请先设计后再部署')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/deploy`).map((c) => c.status)).toEqual([400]);
  });

  it('deploys a designed model as version 1 under the category chosen in the dialog', async () => {
    const tag = uniqueTag();
    const key = `d_${tag}`;
    const category = await apiData<{ id: string }>('POST', '/blade-workflow/design/category/submit', token, { body: { name: `采购${tag}` } });
    const model = await apiData<{ id: string }>('POST', `${API}/submit`, token, { body: { modelKey: key, name: `采购审批${tag}`, xml: oneStepXml(key, `采购审批${tag}`) } });
    const { user, search } = await renderModels(tag);
    await search();
    expect(cellOf(key, '设计版本')).toHaveTextContent('r1');
    await user.click(rowButton(key, '部署'));
    await within(dialog()).findByText('部署模型');
    await chooseTreeNode(user, '流程分类', `采购${tag}`);
    await user.click(within(dialog()).getByRole('button', { name: spaced('部署') }));
    expect(await screen.findByText('部署成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/deploy`).map((c) => c.query)).toEqual([{ modelId: model.id, categoryId: category.id }]);
    const deployed = await apiData<{ records: { version: number; categoryName: string }[] }>('GET', '/blade-workflow/design/deployment/list', token, { params: { key } });
    expect(deployed.records).toMatchObject([{ version: 1, categoryName: `采购${tag}` }]);
  });

  it('lists the saved designs of a model in its history, newest first', async () => {
    const tag = uniqueTag();
    const key = `h_${tag}`;
    const first = await apiData<{ id: string; version: number }>('POST', `${API}/submit`, token, { body: { modelKey: key, name: `历史${tag}`, xml: oneStepXml(key, '一') } });
    await apiData('POST', `${API}/submit`, token, { body: { id: first.id, version: first.version, modelKey: key, name: `历史${tag}`, xml: oneStepXml(key, '二') } });
    const { user, search } = await renderModels(tag);
    await search();
    await user.click(rowButton(key, '历史'));
    const history = await screen.findByRole('dialog');
    await waitFor(() => expect(within(history).getAllByRole('row').slice(1).map((r) => r.querySelector('td')?.textContent)).toEqual(['r2', 'r1']));
  });
});

describe('流程设计: the process properties', () => {
  it('单一候选人直接签收 writes flowable:assignSingleCandidate="true" on the process, and the designer reads it back checked', async () => {
    const tag = uniqueTag();
    const key = `s_${tag}`;
    const model = await apiData<{ id: string }>('POST', `${API}/submit`, token, { body: { modelKey: key, name: `单人签收${tag}`, xml: oneStepXml(key, `单人签收${tag}`) } });
    const designer = () => {
      const user = userEvent.setup();
      const view = renderWithProviders(
        <Routes>
          <Route path="/flow/model/design/:modelId" element={<DesignerPage />} />
        </Routes>,
        `/flow/model/design/${model.id}`,
      );
      return { user, view };
    };
    const option = () => screen.findByRole('checkbox', { name: '单一候选人直接签收' });

    let { user, view } = designer();
    expect(await option()).not.toBeChecked();
    await user.click(await option());
    await waitFor(async () => expect(await option()).toBeChecked());
    await user.click(screen.getByRole('button', { name: spaced('保存') }));
    expect(await screen.findByText('已保存（设计版本 2）')).toBeInTheDocument();
    const saved = await apiData<{ xml: string }>('GET', `${API}/detail`, token, { params: { id: model.id } });
    expect(saved.xml).toMatch(new RegExp(`<(bpmn:)?process id="${key}"[^>]*flowable:assignSingleCandidate="true"`));
    view.unmount();

    // Opened again: the saved design shows the option checked.
    ({ user, view } = designer());
    expect(await option()).toBeChecked();
    view.unmount();
  });
});

describe('candidate groups of a user task', () => {
  it('reads roles (bare or prefixed), depts and posts, and writes them back as the engine reads them', () => {
    const groups = readGroups('manager, role:12,dept:7, post:9,,');
    expect(groups).toEqual({ role: ['manager', '12'], dept: ['7'], post: ['9'] });
    expect(writeGroups(groups)).toBe('manager,12,dept:7,post:9');
    expect(writeGroups({ role: [], dept: [], post: [] })).toBeUndefined();
  });
});
