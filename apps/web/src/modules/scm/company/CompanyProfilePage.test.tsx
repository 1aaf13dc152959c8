import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import CompanyProfilePage from './index';
import { refill } from '@/components/crud/test-utils/form';

const ctx = useRealApi();
const API = '/beree-scm/enterprise/company';

describe('company profile page', () => {
  it('a dealer edits its company; the credit code and types are fixed after approval', async () => {
    await signInAs({ tenantId: '200002', username: 'admin', password: 'admin' });
    const user = userEvent.setup();
    renderWithProviders(<CompanyProfilePage />);
    const name = await screen.findByLabelText('企业名称');
    await waitFor(() => expect(name).toHaveValue('云州和畅医疗器械有限公司'));
    expect(screen.getByText('审核通过后统一社会信用代码和企业类型不能修改')).toBeInTheDocument();
    expect(screen.getByLabelText('统一社会信用代码')).toBeDisabled();
    const contact = screen.getByLabelText('联系人');
    await refill(user, contact, '陈静');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const [saved] = ctx.calls('POST', `${API}/submit`);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ contactName: '陈静', unifiedSocialCreditCode: '91330100MA2CF7H95P', companyTypes: ['INLAND_DEALER'], version: 1 });
  });

  it("shows the server's refusal of a bad value", async () => {
    await signInAs({ tenantId: '200001', username: 'admin', password: 'admin' });
    const user = userEvent.setup();
    renderWithProviders(<CompanyProfilePage />);
    const phone = await screen.findByLabelText('联系电话');
    await waitFor(() => expect(phone).toHaveValue('0571-86001234'));
    await refill(user, phone, 'abc');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('联系电话格式不正确')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].status).toBe(400);
  });
});
