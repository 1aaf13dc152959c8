import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, shanghaiToday } from '@beree/contracts';
import { cellOf, clickButton, rowOf, searchFor, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, tokensOf, useRealApi } from '@/test/real-api';
import { renderApp, resetApp } from '@/test/render-app';
import { ACCOUNTS, apiData, type Account } from '@/test/server-api';
import { uploadPng } from '@/test/upload';
import CertificateSharePage from './index';
import { fill } from '@/components/crud/test-utils/form';

const API = '/beree-scm/certificate-share';
const ctx = useRealApi();
const DEALER: Account = { tenantId: '200001', username: 'admin', password: 'admin' };

/** The dealer archives a power of attorney ending in ten days, with a scan, and shares it with hospital 100001. */
async function sharedPowerOfAttorney(): Promise<string> {
  const { access_token: token, user_id: agentUserId } = await tokensOf(DEALER);
  const certNo = `KL-WT-${Date.now().toString().slice(-7)}`;
  const today = shanghaiToday();
  const scan = await uploadPng(token, '委托书扫描件.png');
  const cert = await apiData<{ id: string }>('POST', '/beree-scm/certificate/submit', token, {
    body: { certType: 'POWER_ATTORNEY', certName: '法人授权委托书（赵欣然）', certNo, agentUserId, scope: ['SALES'], validityStart: addDays(today, -355), validityEnd: addDays(today, 10), attachIds: [scan] },
  });
  await apiData('POST', '/beree-scm/certificate/archive', token, { params: { ids: cert.id } });
  await apiData('POST', `${API}/submit`, token, { body: { certificateIds: [cert.id], hospitalTenantIds: ['100001'] } });
  return certNo;
}

describe('Supplier certificates (hospital)', () => {
  it("lists what suppliers shared, flagged under the hospital's days, shows the scans and asks a reason to reject", async () => {
    const certNo = await sharedPowerOfAttorney();
    await signInAs(ACCOUNTS.hospitalAdmin);
    const user = userEvent.setup();
    renderWithProviders(<CertificateSharePage />);
    await tableLoaded();
    await searchFor(user, '请输入证号', certNo, 1);
    expect(cellOf(certNo, '供应商')).toHaveTextContent('浙江康链医疗供应链有限公司');
    expect(cellOf(certNo, '证照类型')).toHaveTextContent('委托书');
    expect(cellOf(certNo, '效期状态')).toHaveTextContent('即将过期');
    expect(cellOf(certNo, '审核状态')).toHaveTextContent('待审核');

    await user.click(within(rowOf(certNo)).getByRole('button', { name: spaced('查看') }));
    const view = await screen.findByRole('dialog');
    const image = await within(view).findByAltText('委托书扫描件.png');
    // Read through the share's file route with the session's token, shown from a local object URL.
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(ctx.calls('GET', `${API}/file`)[0]?.query).toMatchObject({ attachId: expect.any(String), shareId: expect.any(String) });
    expect(within(view).getByText('审核记录')).toBeInTheDocument();
    await user.click(within(view).getAllByRole('button', { name: spaced('关闭') }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(rowOf(certNo)).getByRole('button', { name: spaced('驳回') }));
    await screen.findByRole('dialog');
    await clickButton(user, '确定');
    expect(await screen.findByText('请填写驳回原因')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/reject`)).toHaveLength(0);
    await fill(user, within(screen.getByRole('dialog')).getByRole('textbox'), '委托书未加盖公章');
    await clickButton(user, '确定');
    await waitFor(() => expect(cellOf(certNo, '审核状态')).toHaveTextContent('已驳回'));
    expect(ctx.calls('POST', `${API}/reject`)[0].body).toMatchObject({ reason: '委托书未加盖公章' });
    // A rejected certificate waits for the supplier to share it again.
    expect(within(rowOf(certNo)).queryByRole('button', { name: spaced('审核通过') })).toBeNull();
  });

  it('filters by review state and by product', async () => {
    await signInAs(ACCOUNTS.hospitalAdmin);
    const user = userEvent.setup();
    renderWithProviders(<CertificateSharePage />);
    await tableLoaded();
    // A product's certificates: its registration card and the letters authorizing it.
    const { access_token: token } = await tokensOf(ACCOUNTS.hospitalAdmin);
    const expected = await apiData<{ total: number }>('GET', `${API}/list`, token, { params: { productName_like: '球囊' } });
    expect(expected.total).toBeGreaterThan(0);
    await searchFor(user, '请输入产品名称', '球囊', expected.total);
    expect(ctx.calls('GET', `${API}/list`).at(-1)?.query).toMatchObject({ productName: '球囊' });
    await user.clear(within(document.querySelector('form.ant-form-inline') as HTMLElement).getByPlaceholderText('请输入产品名称'));

    await user.click(within(document.querySelector('form.ant-form-inline') as HTMLElement).getByLabelText('审核状态'));
    const option = await waitFor(() => {
      const hit = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) => el.getAttribute('title') === '已审核');
      expect(hit).toBeDefined();
      return hit!;
    });
    await user.click(option);
    await clickButton(user, '搜索');
    await waitFor(() => expect(ctx.calls('GET', `${API}/list`).at(-1)?.query).toMatchObject({ reviewStatus_equal: 'APPROVED' }));
    const states = () => [...document.querySelectorAll('.ant-table-tbody .ant-tag')].map((el) => el.textContent).filter((text) => ['待审核', '已审核', '已驳回'].includes(text ?? ''));
    await waitFor(() => expect(new Set(states())).toEqual(new Set(['已审核'])));
  });

  it("opens from the hospital's home page figures, filtered to what each counts", async () => {
    await resetApp();
    await signInAs(ACCOUNTS.hospitalAdmin);
    const { router } = renderApp('/wel/index');
    const title = await screen.findByText('待审核的供应商证照', { selector: '.ant-statistic-title' });
    const COUNT = '/beree-scm/home-page-statistics/certification-count';
    await waitFor(() => expect(ctx.calls('GET', COUNT)[0]?.answer).toBeDefined());
    const shared = (ctx.calls('GET', COUNT)[0].answer as { data: { shared: { submitted: number } } }).data.shared;
    const figure = title.closest('a')!;
    expect(figure).toHaveAttribute('href', '/scm/certificate-share?reviewStatus=SUBMITTED');
    expect(within(figure).getByText(String(shared.submitted))).toBeInTheDocument();
    await userEvent.setup().click(figure);
    await waitFor(() => expect(router.state.location.pathname).toBe('/scm/certificate-share'));
    await waitFor(() => expect(ctx.calls('GET', `${API}/list`)[0]?.answer).toBeDefined());
    const list = ctx.calls('GET', `${API}/list`)[0];
    expect(list.query).toMatchObject({ reviewStatus_equal: 'SUBMITTED' });
    expect((list.answer as { data: { total: number } }).data.total).toBe(shared.submitted);
  });
});
