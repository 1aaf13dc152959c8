import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@beree/contracts';
import { CrudPage } from './CrudPage';
import { rowOf, spaced } from './test-utils/queries';
import { renderWithProviders } from './test-utils/render';
import { ALL_PARAM_CODES, sampleConfig, sampleRows } from './test-utils/sample';
import { useFakeApi } from './test-utils/use-fake-api';

useFakeApi(() => ({ resources: { [sampleConfig.api]: sampleRows() } }));

const button = (label: string) => screen.queryAllByRole('button', { name: spaced(label) });

describe('CrudPage: buttons follow permission codes', { timeout: 20_000 }, () => {
  it('shows add, batch delete and every row action to a user holding all codes', async () => {
    renderWithProviders(<CrudPage config={sampleConfig} />, { permissions: ALL_PARAM_CODES });
    await screen.findByText('参数1');
    expect(button('新增')).toHaveLength(1);
    expect(button('批量删除')).toHaveLength(1);
    expect(button('查看')).toHaveLength(10);
    expect(button('编辑')).toHaveLength(10);
    expect(button('删除')).toHaveLength(10);
  });

  it('hides every button, and the selection boxes, without the codes; the data still shows', async () => {
    renderWithProviders(<CrudPage config={sampleConfig} />, { permissions: [] });
    await screen.findByText('参数1');
    for (const label of ['新增', '批量删除', '查看', '编辑', '删除']) expect(button(label)).toHaveLength(0);
    expect(screen.queryByText('操作')).not.toBeInTheDocument();
    expect(rowOf('参数1').querySelector('input[type="checkbox"]')).toBeNull();
  });

  it('shows only what is granted: view alone gives view links and nothing else', async () => {
    renderWithProviders(<CrudPage config={sampleConfig} />, { permissions: [PERMISSIONS.param.view] });
    await screen.findByText('参数1');
    expect(button('查看')).toHaveLength(10);
    for (const label of ['新增', '批量删除', '编辑', '删除']) expect(button(label)).toHaveLength(0);
  });
});
