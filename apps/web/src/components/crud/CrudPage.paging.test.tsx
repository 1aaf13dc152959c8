import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { paramConfig } from '@/modules/system/param/config';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, createParams, uniqueTag } from '@/test/server-api';
import { i18n } from '@/features/locale/i18n';
import { CrudPage } from './CrudPage';
import { bodyRows, listLoaded, searchFor, searchForm, spaced } from './test-utils/queries';
import { renderWithProviders } from './test-utils/render';

const LIST = `${paramConfig.api}/list`;
const ctx = useRealApi();
// Twelve rows, more than one default page; the tests read them (the last one adds a thirteenth).
const prefix = `分页${uniqueTag()}`;

beforeAll(async () => {
  const { access_token } = await signInAs(ACCOUNTS.platformAdmin);
  await createParams(access_token, prefix, 12);
});

async function renderOwnRows() {
  const user = userEvent.setup();
  renderWithProviders(<CrudPage config={paramConfig} />);
  await listLoaded();
  await searchFor(user, '请输入参数名称', prefix, 12);
  return user;
}

// antd renders slowly under happy-dom; these walk through paging and refetches.
describe('CrudPage: table and paging', () => {
  it('renders the records and the total of the first page, 10 rows by default', async () => {
    await renderOwnRows();
    expect(ctx.calls('GET', LIST)[0].query).toEqual({ current: '1', size: '10' });
    expect(bodyRows()).toHaveLength(10);
    // Newest first: the two oldest wait on page 2.
    expect(screen.getByText(`${prefix}-12`)).toBeInTheDocument();
    expect(screen.queryByText(`${prefix}-02`)).not.toBeInTheDocument();
    expect(ctx.calls('GET', LIST).at(-1)?.query).toEqual({ current: '1', size: '10', paramName: prefix });
  });

  it('offers page sizes 10/30/50/100/200 and reloads with the chosen one', async () => {
    const user = await renderOwnRows();
    const pagination = document.querySelector('.ant-pagination') as HTMLElement;
    await user.click(within(pagination).getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10 条/页', '30 条/页', '50 条/页', '100 条/页', '200 条/页']);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.click(options[1]);
    await waitFor(() => expect(bodyRows()).toHaveLength(12));
    expect(ctx.calls('GET', LIST).at(-1)?.query).toMatchObject({ current: '1', size: '30', paramName: prefix });
  });

  it('moves to the next page', async () => {
    const user = await renderOwnRows();
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText(`${prefix}-01`)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    expect(ctx.calls('GET', LIST).at(-1)?.query).toMatchObject({ current: '2', size: '10' });
  });

  it('searches by the configured columns and resets to the full list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CrudPage config={paramConfig} />);
    await listLoaded();
    // Keys end in .01….12, so ".1" picks 10, 11 and 12.
    await searchFor(user, '请输入参数键名', `test.${prefix}.1`, 3);
    expect(ctx.calls('GET', LIST).at(-1)?.query).toEqual({ current: '1', size: '10', paramKey: `test.${prefix}.1` });

    await user.click(within(searchForm()).getByRole('button', { name: spaced('清空') }));
    await waitFor(() => expect(ctx.calls('GET', LIST).at(-1)?.query).toEqual({ current: '1', size: '10' }));
    expect(within(searchForm()).getByPlaceholderText('请输入参数键名')).toHaveValue('');
    // Everyone's rows again, at least the twelve of this file.
    await waitFor(() => expect(Number(/共 (\d+) 条/.exec(document.body.textContent ?? '')?.[1])).toBeGreaterThan(12));
  });

  it('asks the server again when 搜索 is pressed with the same criteria, showing rows added meanwhile', async () => {
    const user = await renderOwnRows();
    const before = ctx.calls('GET', LIST).length;
    const { access_token } = await signInAs(ACCOUNTS.platformAdmin);
    await createParams(access_token, `${prefix}-后加`, 1);
    await user.click(within(searchForm()).getByRole('button', { name: spaced(i18n.t('crud:search')) }));
    expect(await screen.findByText('共 13 条')).toBeInTheDocument();
    expect(ctx.calls('GET', LIST).length).toBe(before + 1);
    expect(ctx.calls('GET', LIST).at(-1)?.query).toEqual({ current: '1', size: '10', paramName: prefix });
  });
});
