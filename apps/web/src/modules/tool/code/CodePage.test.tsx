import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseOption, field, fill, okButton } from '@/components/crud/test-utils/form';
import { clickButton, rowButton, searchFor, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, createRow, uniqueTag } from '@/test/server-api';
import CodePage from './index';

const API = '/blade-develop/code';
const ctx = useRealApi();
let token: string;
let modelName: string;

// A model of the posts table, its fields read from the catalog by 模型管理.
beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.platformAdmin)).access_token;
  modelName = `岗位模型${uniqueTag()}`;
  await createRow(token, '/blade-develop/model', { datasourceId: '0', modelName, modelCode: `post${uniqueTag().slice(-8)}`, modelTable: 'blade_post' });
});

const resource = () => `web-demo-${uniqueTag().slice(-8).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
const definition = async (packageName: string) => {
  const models = await apiData<{ records: { id: string; modelName: string }[] }>('GET', '/blade-develop/model/list', token, { params: { modelName } });
  return createRow(token, API, { modelId: models.records[0].id, serviceName: 'beree-scm', codeName: '演示岗位', tableName: 'scm_web_demo', tablePrefix: 'scm_', packageName, templateType: 'crud', menuParent: 'scm' });
};

afterEach(() => vi.restoreAllMocks());

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<CodePage />);
  await tableLoaded();
  return user;
}

describe('Code generator page', () => {
  it('adds a definition for a model; the tree keys show only for the tree template', async () => {
    const user = await renderPage();
    const packageName = resource();
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    expect(field('请输入服务名称')).toHaveValue('beree-scm');
    expect(within(screen.getByRole('dialog')).queryByPlaceholderText('请输入父主键列')).not.toBeInTheDocument();
    await chooseOption(user, '模板类型', '树表');
    expect(await within(screen.getByRole('dialog')).findByPlaceholderText('请输入父主键列')).toBeInTheDocument();
    await chooseOption(user, '模板类型', '单表');
    await fill(user, field('请输入模块名称'), '演示岗位');
    await chooseOption(user, '模型', modelName);
    await fill(user, field('请输入资源名'), packageName);
    await fill(user, field('请输入表名'), 'scm_web_demo');
    await user.click(okButton());

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toMatchObject({ codeName: '演示岗位', serviceName: 'beree-scm', packageName, tableName: 'scm_web_demo', templateType: 'crud', menuParent: 'scm' });
    expect(ctx.calls('POST', `${API}/submit`)[0].body).not.toHaveProperty('treePid');
    await searchFor(user, '请输入资源名', packageName, 1);
  });

  it('复制 adds the same definition under the next free resource name', async () => {
    const row = await definition(resource());
    const user = await renderPage();
    await searchFor(user, '请输入资源名', String(row.packageName), 1);
    await user.click(rowButton(String(row.packageName), '复制'));
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/copy`)[0].query).toEqual({ id: String(row.id) });
    await searchFor(user, '请输入资源名', `${row.packageName}-copy`, 1);
    expect(screen.getByText('演示岗位-副本')).toBeInTheDocument();
  });

  it('代码生成 previews the files as a tree with the chosen one’s text, and 下载 saves the zip', async () => {
    const row = await definition(resource());
    const user = await renderPage();
    await searchFor(user, '请输入资源名', String(row.packageName), 1);
    await user.click(rowButton(String(row.packageName), '代码生成'));
    const preview = await screen.findByRole('dialog');
    expect(await within(preview).findByText(/共 \d+ 个文件/)).toBeInTheDocument();
    await user.click(within(preview).getByText('resource.ts'));
    const content = within(preview).getByLabelText('文件内容');
    expect(content).toHaveTextContent(`base: '/beree-scm/${row.packageName}'`);
    expect(within(preview).getByText(`apps/server/src/modules/generated/${row.packageName}/resource.ts`)).toBeInTheDocument();

    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => ((saved = blob as Blob), 'blob:zip'));
    await user.click(within(preview).getByRole('button', { name: /下\s*载/ }));
    await waitFor(() => expect(saved).toBeDefined());
    // What the zip holds is the browser test's to check; here, that 下载 asks for it and hands the answer to the browser.
    const asked = ctx.calls('GET', `${API}/gen-code`).at(-1);
    expect(asked).toMatchObject({ query: { id: String(row.id), download: '1' }, status: 200 });
    await user.click(within(preview).getAllByRole('button', { name: /关\s*闭/ }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
