import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@beree/contracts';
import { paramConfig } from '@/modules/system/param/config';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS } from '@/test/server-api';
import { CrudPage } from './CrudPage';
import { bodyRows, listLoaded, spaced } from './test-utils/queries';
import { renderWithProviders } from './test-utils/render';
import type { CrudConfig } from './types';

useRealApi();

const button = (label: string) => screen.queryAllByRole('button', { name: spaced(label) });

/** The user's own codes come from the server's menu/buttons at sign-in. */
async function renderAs(account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS], config: CrudConfig = paramConfig) {
  await signInAs(account);
  renderWithProviders(<CrudPage config={config} />);
  await listLoaded();
  const rows = bodyRows().length;
  expect(rows).toBeGreaterThan(0);
  return rows;
}

describe('CrudPage: buttons follow permission codes', () => {
  it('shows add, batch delete and every row action to the platform administrator', async () => {
    const rows = await renderAs(ACCOUNTS.platformAdmin);
    expect(button('新增')).toHaveLength(1);
    expect(button('批量删除')).toHaveLength(1);
    expect(button('查看')).toHaveLength(rows);
    expect(button('编辑')).toHaveLength(rows);
    expect(button('删除')).toHaveLength(rows);
  });

  it('shows only what is granted: the clerk, holding param_view alone, gets view links and nothing else', async () => {
    const rows = await renderAs(ACCOUNTS.clerk);
    expect(button('查看')).toHaveLength(rows);
    for (const label of ['新增', '批量删除', '编辑', '删除']) expect(button(label)).toHaveLength(0);
  });

  it('hides every button, and the selection boxes, without the codes; the data still shows', async () => {
    // The clerk may read parameters but holds none of the tenant package codes gating this copy.
    await renderAs(ACCOUNTS.clerk, { ...paramConfig, permissions: PERMISSIONS.tenantPackage });
    for (const label of ['新增', '批量删除', '查看', '编辑', '删除']) expect(button(label)).toHaveLength(0);
    expect(screen.queryByText('操作')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-table-tbody input[type="checkbox"]')).toBeNull();
  });
});
