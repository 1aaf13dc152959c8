import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATASOURCE_ID, message } from '@beree/contracts';
import { bodyRows, cellOf, checkRow, clickButton, dialog, pick, rowButton, searchFor, searchForm, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import type { CrudRecord } from '@/components/crud/types';
import { field, fill, okButton } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, createRow, fetchMenuTree, uniqueTag } from '@/test/server-api';
import TenantPage from './index';

const API = '/blade-system/tenant';
const ctx = useRealApi();
let token: string;
let menuIds: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.platformAdmin)).access_token;
  const [root] = await fetchMenuTree(token);
  menuIds = [root.id, root.children![0].id].join(',');
});

const newPackage = () => createRow(token, '/blade-system/tenant-package', { packageName: `租户包${uniqueTag()}`, menuId: menuIds });
const newTenant = (extra: CrudRecord = {}) => createRow(token, API, { tenantName: `租户${uniqueTag()}`, linkman: '王五', ...extra });

/** The page narrowed to one tenant, found by its unique name. */
async function renderOwnTenant(tenant: CrudRecord) {
  const user = userEvent.setup();
  renderWithProviders(<TenantPage />);
  await tableLoaded();
  await searchFor(user, '请输入租户名称', String(tenant.tenantName), 1);
  return user;
}

describe('Tenant page', () => {
  it('adds a tenant with a quota and a package, shown by name in the table', async () => {
    const pkg = await newPackage();
    const user = userEvent.setup();
    renderWithProviders(<TenantPage />);
    await tableLoaded();
    const name = `医院${uniqueTag()}`;
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    await fill(user, field('请输入租户名称'), name);
    await fill(user, field('请输入联系人'), '赵六');
    await fill(user, field('请输入账号额度'), '20');
    await pick(user, dialog(), '产品包', String(pkg.packageName));
    await user.click(okButton());
    // The kind is required: it decides the tenant's code range and what it works with.
    expect(await within(dialog()).findByText('请选择租户类型')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);
    await pick(user, dialog(), '租户类型', '医院');
    await user.click(okButton());

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toEqual({ tenantName: name, tenantKind: 'HOSPITAL', linkman: '赵六', accountNumber: 20, packageId: pkg.id });
    await searchFor(user, '请输入租户名称', name, 1);
    expect(cellOf(name, '账号额度')).toHaveTextContent('20');
    expect(cellOf(name, '过期时间')).toHaveTextContent('永不过期');
    await waitFor(() => expect(cellOf(name, '产品包')).toHaveTextContent(String(pkg.packageName)));
    expect(cellOf(name, '租户ID').textContent).toMatch(/^\w{6}$/);
  });

  it('shows kinds and company types, searches by kind, and keeps the kind fixed when editing', async () => {
    const tenant = await newTenant({ tenantKind: 'MANUFACTURER' });
    const name = String(tenant.tenantName);
    const user = await renderOwnTenant(tenant);
    expect(cellOf(name, '租户类型')).toHaveTextContent('生产企业');
    await waitFor(() => expect(cellOf(name, '企业类型')).toHaveTextContent('国内生产企业'));

    await user.click(rowButton(name, '编辑'));
    await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog()).getByText('生产企业')).toBeInTheDocument());
    expect(within(dialog()).getByLabelText('租户类型')).toBeDisabled();
    await pick(user, dialog(), '企业类型', '国内经营企业');
    await user.click(okButton());
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).at(-1)?.body).toMatchObject({ tenantKind: 'MANUFACTURER', companyTypes: 'INLAND_MANUFACTRUE,INLAND_DEALER' });
    await waitFor(() => expect(cellOf(name, '企业类型')).toHaveTextContent('国内生产企业、国内经营企业'));

    await pick(user, searchForm(), '租户类型', '医院');
    await clickButton(user, '搜索');
    await waitFor(() => expect(ctx.calls('GET', `${API}/list`).at(-1)?.query).toMatchObject({ tenantKind_equal: 'HOSPITAL', tenantName: name }));
    await waitFor(() => expect(bodyRows()).toHaveLength(0));
  });

  it('sets quota and expiry of the checked tenants (授权配置), the quota required', async () => {
    const tenant = await newTenant();
    const user = await renderOwnTenant(tenant);
    expect(cellOf(String(tenant.tenantName), '账号额度')).toHaveTextContent(/不限|\d+/);
    await checkRow(user, String(tenant.tenantName));
    await clickButton(user, '授权配置');
    await screen.findByRole('dialog');
    await user.click(okButton());
    expect(await within(dialog()).findByText('请输入账号额度')).toBeInTheDocument();

    await fill(user, field('请输入账号额度'), '50');
    await fill(user, field('请选择过期时间'), '2030-01-31 08:00:00');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(field('请选择过期时间')).toHaveValue('2030-01-31 08:00:00'));
    await user.click(okButton());

    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/setting`)[0].body).toEqual({ ids: tenant.id, accountNumber: 50, expireTime: '2030-01-31 08:00:00' });
    await waitFor(() => expect(cellOf(String(tenant.tenantName), '账号额度')).toHaveTextContent('50'));
    expect(cellOf(String(tenant.tenantName), '过期时间')).toHaveTextContent('2030-01-31 08:00:00');
  });

  it('toasts the refusal to license the platform tenant and keeps the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TenantPage />);
    await tableLoaded();
    await searchFor(user, '请输入租户ID', '000000', 1);
    await checkRow(user, '000000');
    await clickButton(user, '授权配置');
    await screen.findByRole('dialog');
    await fill(user, field('请输入账号额度'), '10');
    fireEvent.blur(field('请输入账号额度'));
    await user.click(okButton());

    expect(await screen.findByText('平台租户的产品包、账号额度与过期时间不能修改')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/setting`).map((c) => c.status)).toEqual([400]);
    expect(field('请输入账号额度')).toHaveValue('10');
  });

  it('points a tenant at a data source (数据源配置): the embedded database keeps every tenant on the default one, naming the field otherwise', async () => {
    const source = await createRow(token, '/blade-develop/datasource', { name: `租户库${uniqueTag()}`, driverClass: 'org.postgresql.Driver', url: 'postgres://db/t', username: 'u', password: 'p' });
    const tenant = await newTenant();
    const user = await renderOwnTenant(tenant);
    await user.click(rowButton(String(tenant.tenantName), '数据源配置'));
    await screen.findByRole('dialog');
    await pick(user, dialog(), '数据源', String(source.name));
    await user.click(okButton());
    expect(await screen.findByText(message('tenant.datasourceId.notSupported', 'zh'))).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();

    await pick(user, dialog(), '数据源', message('datasource.default.name', 'zh'));
    await user.click(okButton());
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/datasource`).map((c) => c.body)).toEqual([
      { tenantId: tenant.tenantId, datasourceId: source.id },
      { tenantId: tenant.tenantId, datasourceId: DEFAULT_DATASOURCE_ID },
    ]);
    // The default data source is stored as none.
    expect((await apiData<CrudRecord>('GET', `${API}/detail`, token, { params: { id: tenant.id } })).datasourceId ?? null).toBeNull();
  });

  it('changes the package from the one package-detail reports (产品包配置)', async () => {
    const [first, second] = [await newPackage(), await newPackage()];
    const tenant = await newTenant({ packageId: first.id });
    const user = await renderOwnTenant(tenant);
    await user.click(rowButton(String(tenant.tenantName), '产品包配置'));
    expect(await within(await screen.findByRole('dialog')).findByText(String(first.packageName))).toBeInTheDocument();
    expect(ctx.calls('GET', `${API}/package-detail`)[0].query).toEqual({ tenantId: tenant.tenantId });
    await pick(user, dialog(), '产品包', String(second.packageName));
    await user.click(okButton());

    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/package-setting`)[0].body).toEqual({ tenantId: tenant.tenantId, packageId: second.id });
    await waitFor(() => expect(cellOf(String(tenant.tenantName), '产品包')).toHaveTextContent(String(second.packageName)));
  });
});
