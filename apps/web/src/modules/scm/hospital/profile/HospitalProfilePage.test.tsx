import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { spaced } from '@/components/crud/test-utils/queries';
import { signInAs, useRealApi } from '@/test/real-api';
import { type Account } from '@/test/server-api';
import { addRegions } from '@/test/regions';
import HospitalProfilePage from './index';
import { refill } from '@/components/crud/test-utils/form';

const API = '/beree-scm/hospital';
const ctx = useRealApi();
/** The second demo hospital: its profile and settings are this file's to change. */
const SECOND_HOSPITAL: Account = { tenantId: '100002', username: 'admin', password: 'admin' };

/** The divisions the demo hospital names. */
beforeAll(() =>
  addRegions([
    ['330000', '00', '浙江省'],
    ['330100', '330000', '杭州市'],
    ['330105', '330100', '拱墅区'],
    ['330106', '330100', '西湖区'],
  ]),
);

const item = (label: string) => {
  const hit = [...document.querySelectorAll('.ant-form-item')].find((el) => el.querySelector('label')?.textContent === label);
  if (!hit) throw new Error(`no form item ${label}`);
  return hit as HTMLElement;
};
const input = (label: string) => item(label).querySelector('input') as HTMLInputElement;

async function openPage() {
  await signInAs(SECOND_HOSPITAL);
  const user = userEvent.setup();
  renderWithProviders(<HospitalProfilePage />);
  await waitFor(() => expect(input('医院名称')).toHaveValue('云州医科大学附属第二医院'));
  return user;
}

describe('Hospital profile page', () => {
  it('shows the profile with its region by name, checks the credit code (R34) before sending, and saves', async () => {
    const user = await openPage();
    expect(input('统一社会信用代码')).toHaveValue('12330100470002345D');
    expect(item('医院等级')).toHaveTextContent('三级甲等');
    await waitFor(() => expect(item('所在地区')).toHaveTextContent(/浙江省.*杭州市.*拱墅区/));

    await refill(user, input('统一社会信用代码'), '12330100470002345E');
    await user.click(screen.getByRole('button', { name: spaced('保存信息') }));
    expect(await screen.findByText(/^R34：统一社会信用代码校验位不正确/)).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/profile/submit`)).toHaveLength(0);

    await refill(user, input('统一社会信用代码'), '12330100470002345D');
    await refill(user, input('床位数'), '3300');
    await user.click(screen.getByRole('button', { name: spaced('保存信息') }));
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/profile/submit`).at(-1)?.body).toMatchObject({
      hospitalName: '云州医科大学附属第二医院',
      unifiedSocialCreditCode: '12330100470002345D',
      bedCount: 3300,
      grade: 'THREE_A',
      provinceCode: '330000',
      cityCode: '330100',
      districtCode: '330105',
      version: expect.any(Number),
    });
  });

  it("shows the server's refusal of a public hospital's company code, naming R34", async () => {
    const user = await openPage();
    await refill(user, input('统一社会信用代码'), '91320594MA1XK7Q203');
    await user.click(screen.getByRole('button', { name: spaced('保存信息') }));
    expect(await screen.findByText('R34：公立医院为事业单位，统一社会信用代码应以12开头')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/profile/submit`).at(-1)).toMatchObject({ status: 400, answer: { data: { field: 'unifiedSocialCreditCode' } } });
  });

  it('edits the warning days of each certificate type and the other settings in their tab', async () => {
    const user = await openPage();
    await user.click(screen.getByText('业务设置'));
    await waitFor(() => expect(input('注册证')).toHaveValue('30'));
    expect(input('身份证')).toHaveValue('30');
    expect(item('结算方式')).toHaveTextContent('消耗结算');
    expect(within(item('两票制校验')).getByRole('switch')).toBeChecked();

    await refill(user, input('注册证'), '90');
    await refill(user, input('最短剩余效期'), '365');
    await user.click(screen.getByRole('button', { name: spaced('保存设置') }));
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    const body = ctx.calls('POST', `${API}/settings`).at(-1)?.body as Record<string, unknown>;
    expect(body).toMatchObject({ minRemainingShelfLifeDays: 365, settlementBasis: 'CONSUMPTION', enforceTwoInvoice: true });
    expect(body.certWarnDays).toMatchObject({ REGISTRATION_CARD: 90, POWER_ATTORNEY: 30 });
  });
});
