import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { cellOf, listLoaded, rowButton, searchFor, spaced } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, uniqueTag } from '@/test/server-api';
import DeploymentPage from '../deployment/index';

const DMN13 = 'https://www.omg.org/spec/DMN/20191111/MODEL/';
/** A FIRST table: days up to 3 go the short way, longer ones the long way. */
const routeDmn = (key: string, name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="${DMN13}" id="defs" name="D" namespace="http://beree"><decision id="${key}" name="${name}"><decisionTable id="t" hitPolicy="FIRST">
<input id="in0" label="请假天数"><inputExpression id="ie0"><text>days</text></inputExpression></input><output id="out0" name="route"/>
<rule id="short"><inputEntry id="a"><text>&lt;= 3</text></inputEntry><outputEntry id="b"><text>"short"</text></outputEntry></rule>
<rule id="long"><inputEntry id="c"><text>-</text></inputEntry><outputEntry id="d"><text>"long"</text></outputEntry></rule>
</decisionTable></decision></definitions>`;
/** start → a business-rule task evaluating `decision` → end. */
const usingBpmn = (key: string, name: string, decision: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" targetNamespace="http://beree">
  <process id="${key}" name="${name}" isExecutable="true"><startEvent id="s"/><businessRuleTask id="decide" name="分派" camunda:decisionRef="${decision}"/><endEvent id="e"/>
    <sequenceFlow id="f1" sourceRef="s" targetRef="decide"/><sequenceFlow id="f2" sourceRef="decide" targetRef="e"/></process>
</definitions>`;

const ctx = useRealApi();
let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.hospitalAdmin)).access_token;
});

async function upload(user: ReturnType<typeof userEvent.setup>, files: File[]) {
  await user.click(screen.getByRole('button', { name: spaced('上传部署') }));
  const box = await screen.findByRole('dialog');
  await user.upload(box.querySelector<HTMLInputElement>('input[type=file]')!, files);
  await user.click(within(box).getByRole('button', { name: spaced('确定') }));
  expect(await screen.findByText('部署成功')).toBeInTheDocument();
}

const confirmDelete = async (user: ReturnType<typeof userEvent.setup>) => {
  const box = (await screen.findByText('确定将选择数据删除?')).closest<HTMLElement>('.ant-modal')!;
  await user.click(within(box).getByRole('button', { name: spaced('确定') }));
};

describe('部署管理: 决策表', () => {
  it('lists an uploaded decision beside the processes, shows its table, and refuses to delete it while a process uses it', async () => {
    const tag = uniqueTag();
    const [key, name, processKey, processName] = [`route_${tag}`, `分派${tag}`, `uses_${tag}`, `用决策${tag}`];
    const user = userEvent.setup();
    renderWithProviders(<DeploymentPage />);
    await listLoaded();
    await upload(user, [new File([usingBpmn(processKey, processName, key)], `${processKey}.bpmn`), new File([routeDmn(key, name)], `${key}.dmn`)]);

    await user.click(screen.getByRole('tab', { name: '决策表' }));
    await listLoaded();
    await searchFor(user, '请输入决策名称', name, 1);
    expect(cellOf(key, '命中策略')).toHaveTextContent('FIRST');
    expect(cellOf(key, '版本')).toHaveTextContent('v1');

    await user.click(rowButton(key, '决策表'));
    const table = await screen.findByRole('dialog');
    expect(within(table).getByText(`决策表「${name}」`)).toBeInTheDocument();
    expect(await within(table).findByText('输入: 请假天数')).toBeInTheDocument();
    expect(within(table).getByText('输出: route')).toBeInTheDocument();
    expect(within(table).getByText('<= 3')).toBeInTheDocument();
    expect(within(table).getByText('"long"')).toBeInTheDocument();
    expect(within(table).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(rowButton(key, '删除'));
    await confirmDelete(user);
    await waitFor(() => expect(ctx.calls('POST', '/blade-workflow/design/decision/remove').map((c) => c.status)).toEqual([409]));
    expect(await screen.findByText(new RegExp(`正被流程「${processName}」`))).toBeInTheDocument();
    const still = await apiData<{ total: number }>('GET', '/blade-workflow/design/decision/list', token, { params: { key } });
    expect(still.total).toBe(1);
  });
});
