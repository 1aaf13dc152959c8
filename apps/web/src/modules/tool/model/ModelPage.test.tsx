import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { clickButton, dialog, pick, rowButton, searchFor, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { chosen, field, okButton, refill } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, createRow, uniqueTag } from '@/test/server-api';
import ModelPage from './index';

const API = '/blade-develop/model';
const ctx = useRealApi();
let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.platformAdmin)).access_token;
});

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<ModelPage />);
  await tableLoaded();
  return user;
}

interface Field {
  id: string;
  jdbcName: string;
  isQuery: number;
  dictCode: string | null;
}

describe('Model page', () => {
  it('adds a model by picking a table of the default source, which fills its name, code and class', async () => {
    const user = await renderPage();
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    await waitFor(() => expect(chosen('数据源')).toBe('默认数据源'));
    await pick(user, dialog(), '数据表', 'blade_param', { search: true });
    expect(field('请输入模型名称')).toHaveValue('blade_param');
    expect(field('请输入模型编号')).toHaveValue('blade_param');
    expect(field('请输入实体类名')).toHaveValue('BladeParam');
    const code = `param_${uniqueTag()}`;
    await refill(user, field('请输入模型编号'), code);
    await refill(user, field('请输入模型名称'), '系统参数');
    await user.click(okButton());

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toMatchObject({ datasourceId: '0', modelTable: 'blade_param', modelName: '系统参数', modelCode: code, modelClass: 'BladeParam' });
    await searchFor(user, '请输入模型编号', code, 1);
    expect(screen.getByText('默认数据源')).toBeInTheDocument();
  });

  it('edits the fields of a model in 模型配置 and saves them with one button', async () => {
    const code = `dict_${uniqueTag()}`;
    const model = await createRow(token, API, { datasourceId: '0', modelName: '字典模型', modelCode: code, modelTable: 'blade_dict' });
    const user = await renderPage();
    await searchFor(user, '请输入模型编号', code, 1);
    await user.click(rowButton(code, '模型配置'));
    const editor = await screen.findByRole('dialog');
    await within(editor).findByText('dict_value');
    await user.click(within(editor).getByLabelText('dict_value 查询'));
    await pick(user, editor, 'dict_value 字典', '是否（yes_no）', { search: true });
    await user.click(within(editor).getByRole('button', { name: /保\s*存/ }));

    expect(await screen.findByText('模型配置已保存')).toBeInTheDocument();
    const sent = ctx.calls('POST', `${API}/model-prototype/submit`)[0].body as Field[];
    expect(sent.find((f) => f.jdbcName === 'dict_value')).toMatchObject({ isQuery: 1, dictCode: 'yes_no' });
    const stored = await apiData<Field[]>('GET', `${API}/model-prototype`, token, { params: { modelId: model.id } });
    expect(stored.find((f) => f.jdbcName === 'dict_value')).toMatchObject({ isQuery: 1, dictCode: 'yes_no' });
  });
});
