import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useRealApi } from '@/test/real-api';
import { renderApp, resetApp } from '@/test/render-app';
import { ACCOUNTS, apiData, captchaAnswer, requestTokens } from '@/test/server-api';
import { addRegions } from '@/test/regions';
import { fill } from '@/components/crud/test-utils/form';

const ctx = useRealApi();
const REGISTER = '/beree-scm/enterprise/company/register';
const CAPTCHA = '/blade-auth/oauth/captcha';
/** A PDF as the server recognises one by its first bytes (text parts upload reliably from jsdom). */
const PDF = '%PDF-1.4\n%scan\n';

beforeEach(() => resetApp());

/** One path of divisions for the region picker. */
beforeAll(() =>
  addRegions([
    ['330000', '00', '浙江省'],
    ['330100', '330000', '杭州市'],
    ['330106', '330100', '西湖区'],
  ]),
);

/** Picks province, city and district in the region cascader, level by level as a user opens them. */
async function pickRegion(user: User, names: string[]) {
  await user.click(screen.getByLabelText('所在地区'));
  // The options of the dropdown while it opens (its animation keeps them from the accessibility tree).
  for (const name of names) await user.click(await screen.findByTitle(name));
}

/** A credit code of its own per test run, with its GB 32100 check character. */
function creditCode(): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const body = `91330100MA${Date.now().toString().slice(-7)}`;
  const sum = [...body].reduce((acc, c, i) => acc + chars.indexOf(c) * weights[i], 0);
  return body + chars[(31 - (sum % 31)) % 31];
}

type User = ReturnType<typeof userEvent.setup>;

async function fillCompany(user: User, code: string, region?: string[]) {
  await fill(user, await screen.findByLabelText('企业名称'), '云州青禾医疗器械有限公司');
  await fill(user, screen.getByLabelText('统一社会信用代码'), code);
  await fill(user, screen.getByLabelText('法定代表人'), '张青');
  if (region) await pickRegion(user, region);
  await fill(user, screen.getByLabelText('注册地址'), '云州市青禾路 8 号');
  await fill(user, screen.getByLabelText('联系人'), '张青');
  await fill(user, screen.getByLabelText('联系电话'), '0571-88001234');
  await user.click(screen.getByRole('button', { name: '下一步' }));
}

async function fillAdmin(user: User, mobile = '13800138000') {
  await fill(user, await screen.findByLabelText('管理员姓名'), '张青');
  await fill(user, screen.getByLabelText('管理员手机号码'), mobile);
  await fill(user, screen.getByLabelText('登录账号'), 'zhangqing');
  await fill(user, screen.getByLabelText('登录密码'), 'Qinghe#2024');
  await fill(user, screen.getByLabelText('确认密码'), 'Qinghe#2024');
  await user.click(screen.getByRole('button', { name: '下一步' }));
}

async function uploadScans(user: User) {
  await user.upload(screen.getByLabelText('营业执照'), new File([PDF], '营业执照.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('已上传：营业执照.pdf')).toBeInTheDocument();
  await user.upload(screen.getByLabelText('第二类医疗器械经营备案凭证'), new File([PDF], '经营备案.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('已上传：经营备案.pdf')).toBeInTheDocument();
}

async function solveCaptcha(user: User) {
  await waitFor(() => expect(ctx.calls('GET', CAPTCHA).at(-1)?.answer).toBeTruthy());
  const key = (ctx.calls('GET', CAPTCHA).at(-1)!.answer as { key: string }).key;
  await fill(user, screen.getByPlaceholderText('验证码'), await captchaAnswer(key));
}

describe('company registration form', () => {
  it('is what /register shows first; a company registers in three steps with its scans and looks up its progress', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    expect(await screen.findByText('访客注册')).toBeInTheDocument();
    expect(screen.getByText('进度查询')).toBeInTheDocument();
    const code = creditCode();
    // Not signed in, the region comes from the public divisions.
    await fillCompany(user, code.toLowerCase(), ['浙江省', '杭州市', '西湖区']);
    await fillAdmin(user);
    // A dealer needs its business licence and its operating licence or filing.
    expect(screen.getByText('医疗器械经营许可证 / 第二类医疗器械经营备案凭证（二选一）')).toBeInTheDocument();
    await uploadScans(user);
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: '提交注册' }));

    expect(await screen.findByText('注册申请已提交')).toBeInTheDocument();
    const [call] = ctx.calls('POST', REGISTER);
    expect(call.status).toBe(200);
    expect(call.body).toMatchObject({
      companyName: '云州青禾医疗器械有限公司',
      companyTypes: ['INLAND_DEALER'],
      unifiedSocialCreditCode: code.toLowerCase(),
      provinceCode: '330000',
      cityCode: '330100',
      districtCode: '330106',
      adminMobile: '13800138000',
      adminAccount: 'zhangqing',
      adminPassword: 'Qinghe#2024',
      licences: [
        { type: 'BUSINESS_LICENCE', fileId: expect.stringMatching(/^\d+$/) },
        { type: 'OPERATING_FILING', fileId: expect.stringMatching(/^\d+$/) },
      ],
    });
    expect(call.body).not.toHaveProperty('adminConfirm');
    // In clear, said so: the server checks the policy itself.
    expect(call.headers['password-encoding']).toBe('plain');

    await user.click(screen.getByRole('button', { name: '查询进度' }));
    expect(await screen.findByText('待审核')).toBeInTheDocument();
    expect(screen.getByText('平台正在审核，请耐心等待。')).toBeInTheDocument();
  });

  it("shows the server's refusal on the step and field it names, with a new captcha", async () => {
    const user = userEvent.setup();
    renderApp('/register');
    await fillCompany(user, '91320594MA1XK7Q203');
    await fillAdmin(user, '13800138001');
    await uploadScans(user);
    await solveCaptcha(user);
    const captchas = ctx.calls('GET', CAPTCHA).length;
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    const refusal = '统一社会信用代码91320594MA1XK7Q203已由苏州瑞禾医疗器械有限公司（租户编号300001）注册，请联系该企业的管理员为您开通账号';
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    // Back on the company step, under the credit code.
    const item = screen.getByLabelText('统一社会信用代码').closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(ctx.calls('GET', CAPTCHA).length).toBeGreaterThan(captchas));
  });

  it('checks the mobile number with the messages of the spec before leaving the step', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    await fillCompany(user, creditCode());
    await fill(user, await screen.findByLabelText('管理员手机号码'), '23800138000');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('手机号码格式不正确')).toBeInTheDocument();
    expect(ctx.calls('POST', REGISTER)).toHaveLength(0);
  });

  it('looks up a rejected registration and corrects it, prefilled', async () => {
    const user = userEvent.setup();
    renderApp('/register?type=status');
    // The demo's rejected registration (its administrator's mobile).
    const token = (await requestTokens(ACCOUNTS.platformAdmin)).access_token;
    const page = await apiData<{ records: { id: string }[] }>('GET', '/beree-scm/enterprise/registration/list', token, { params: { registrationStatus: 'REJECTED', companyName: '维森' } });
    await fill(user, await screen.findByLabelText('申请编号'), page.records[0].id);
    await fill(user, screen.getByLabelText('管理员手机号码'), '13916200041');
    await user.click(screen.getByRole('button', { name: '查 询' }));
    expect(await screen.findByText('营业执照（代表机构登记证）图片不清晰，请重新上传')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '修改后重新提交' }));
    expect(await screen.findByLabelText('企业名称')).toHaveValue('维森医疗器械（德国）有限公司上海代表处');
    expect(screen.getByLabelText('境外企业名称')).toHaveValue('Wiesen Medizintechnik GmbH');
    expect(screen.getByText(`正在修改申请 ${page.records[0].id}，提交后将生成新的申请。`)).toBeInTheDocument();
  });
});
