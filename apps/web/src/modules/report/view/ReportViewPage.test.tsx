import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pick } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS } from '@/test/server-api';
import ReportViewPage from './index';

const API = '/blade-report/report/rest';
const ctx = useRealApi();

beforeAll(async () => {
  // The hospital's clerk: 报表查看 with 运行 and 导出, not the designer.
  await signInAs(ACCOUNTS.clerk);
});

async function open(report: string) {
  const user = userEvent.setup();
  renderWithProviders(<ReportViewPage />);
  await screen.findByText('请先选择要查看的报表');
  await waitFor(() => expect(ctx.calls('GET', `${API}/runnable`).some((c) => c.answer)).toBe(true));
  await pick(user, document.body, '选择报表', report);
  return user;
}

describe('Report viewer', () => {
  it('runs shared reports: the table with its labels, formats and dictionary labels, the chart, the export, and a missing required parameter', async () => {
    const user = await open('各供应商月度采购额');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['月份', '供应商', '医院', '入库单数', '采购额（元）']);
    const run = ctx.calls('POST', `${API}/run`)[0]!;
    expect((run.body as { values: { period: string } }).values.period).toMatch(/^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/);
    expect(within(table).getAllByText(/^\d{1,3}(,\d{3})*\.\d{2}$/).length).toBeGreaterThan(0);
    expect(await screen.findByRole('img', { name: '各供应商月度采购额' })).toBeInTheDocument();

    // Another report: dictionary labels and yes / no; a required parameter emptied is said before asking the server.
    await pick(user, document.body, '选择报表', '待两票制核验的发票');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(ctx.calls('POST', `${API}/run`)).toHaveLength(2));
    const invoices = await screen.findByRole('table');
    expect(await within(invoices).findAllByText('已提交')).not.toHaveLength(0);
    expect(within(invoices).getAllByText(/^(是|否)$/).length).toBeGreaterThan(0);

    await pick(user, document.body, '选择报表', '近30天到期证照');
    const days = await screen.findByPlaceholderText('天数');
    await user.clear(days);
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('天数', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/run`)).toHaveLength(2);

    // Last: saving the file follows a link, which in the test's DOM leaves the page and its session.
    await pick(user, document.body, '选择报表', '各供应商月度采购额');
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    await user.click(screen.getByRole('button', { name: /导出 Excel/ }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(ctx.calls('GET', `${API}/export`).at(-1)?.query).toMatchObject({ format: 'xlsx', period: (run.body as { values: { period: string } }).values.period });
  });
});
