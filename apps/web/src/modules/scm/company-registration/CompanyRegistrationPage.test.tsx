import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cellOf, rowOf, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import axios from 'axios';
import { ACCOUNTS, API_BASE_URL, apiData, callApi, md5Hex, requestTokens, solvedCaptcha, type Account } from '@/test/server-api';
import CompanyRegistrationPage from './index';
import { fill } from '@/components/crud/test-utils/form';

const ctx = useRealApi();
const API = '/beree-scm/enterprise/registration';
const REGISTER = '/beree-scm/enterprise/company/register';

/** A PNG's first bytes: the server recognises the type by them. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

async function uploadScan(name: string): Promise<string> {
  const boundary = '----berereviewtest';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await axios.post<{ data: { fileId: string } }>(`${API_BASE_URL}${REGISTER}/upload`, body, {
    adapter: 'http',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Authorization: `Basic ${Buffer.from('beree:beree_secret').toString('base64')}` },
  });
  return answer.data.data.fileId;
}

/** A registration of a dealer, submitted the way the public form does. */
async function registerDealer(companyName: string, code: string): Promise<string> {
  const captcha = await solvedCaptcha();
  return apiData<{ id: string }>('POST', REGISTER, undefined, {
    body: {
      companyName, companyTypes: ['INLAND_DEALER'], unifiedSocialCreditCode: code, legalRepresentative: '周宁', registeredAddress: '云州市和平路 5 号',
      contactName: '周宁', contactPhone: '0571-86661234', adminName: '周宁', adminMobile: '13600136000', adminAccount: 'zhouning', adminPassword: md5Hex('Zhouning#2024'),
      licences: [{ type: 'BUSINESS_LICENCE', fileId: await uploadScan('营业执照.png') }, { type: 'OPERATING_LICENCE', fileId: await uploadScan('经营许可证.png') }],
      captchaKey: captcha.key, captchaCode: captcha.code,
    },
  }).then((d) => d.id);
}

async function renderAs(account: Account) {
  await signInAs(account);
  const user = userEvent.setup();
  renderWithProviders(<CompanyRegistrationPage />);
  await tableLoaded();
  return user;
}

describe('company registration review', () => {
  it('the platform opens a waiting registration with its scans and approves it: the tenant is named', async () => {
    const name = '云州和宁医疗器械有限公司';
    await registerDealer(name, '91330100MA2B0X6Q1L');
    const user = await renderAs(ACCOUNTS.platformAdmin);
    expect(cellOf(name, '审核状态')).toHaveTextContent('待审核');
    await user.click(within(rowOf(name)).getByRole('button', { name: spaced('审核') }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('营业执照')).toBeInTheDocument();
    expect(within(dialog).getByText('医疗器械经营许可证')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('img', { name: /\.png$/ })).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: spaced('审核通过') }));
    expect(await screen.findByText(`审核通过后将为 ${name} 开通经销商租户，确定吗？`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: spaced('确定') }));
    const message = await screen.findByText(/^已开通租户 2\d{5}$/);
    const [approved] = ctx.calls('POST', `${API}/approve`);
    expect(approved.status).toBe(200);
    await waitFor(() => expect(cellOf(name, '审核状态')).toHaveTextContent('已审核'));
    expect(message.textContent).toContain(String(cellOf(name, '企业租户编号').textContent));
  });

  it('a rejection asks for its reason first', async () => {
    const user = await renderAs(ACCOUNTS.platformAdmin);
    const name = '杭州安析生物技术有限公司';
    await user.click(within(rowOf(name)).getByRole('button', { name: spaced('审核') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: spaced('驳回') }));
    await user.click(within(dialog).getByRole('button', { name: spaced('驳回') }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/reject`)).toHaveLength(0);
    await fill(user, within(dialog).getByLabelText('驳回原因'), '生产许可证已过期');
    await user.click(within(dialog).getByRole('button', { name: spaced('驳回') }));
    await waitFor(() => expect(cellOf(name, '审核状态')).toHaveTextContent('已驳回'));
    expect(ctx.calls('POST', `${API}/reject`)[0].body).toEqual({ reason: '生产许可证已过期' });
  });

  it('is refused to a dealer', async () => {
    const token = (await requestTokens({ tenantId: '200001', username: 'admin', password: 'admin' })).access_token;
    expect((await callApi('GET', `${API}/list`, token)).status).toBe(403);
  });
});
