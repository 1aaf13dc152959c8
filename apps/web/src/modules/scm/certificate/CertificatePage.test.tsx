import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { buttonNamed, cellOf, dialog, findButtonNamed, queryButtonNamed, rowOf, searchFor, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { chooseOption, field, fill, formItem, okButton, refill } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { API_BASE_URL, apiData, type Account } from '@/test/server-api';
import CertificatePage from './index';

const API = '/beree-scm/certificate';
const ctx = useRealApi();
const DEALER: Account = { tenantId: '200001', username: 'admin', password: 'admin' };

/** A real 1×1 PNG: the server checks that the bytes match the extension. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

async function renderAs(account: Account) {
  await signInAs(account);
  const user = userEvent.setup();
  const view = renderWithProviders(<CertificatePage />);
  await tableLoaded();
  return { user, view };
}

const rowLink = (text: string, label: string) => queryButtonNamed(label, rowOf(text));

describe('Certificate page', () => {
  it("shows the dealer's register with its validity flags, and filters by flag", async () => {
    const { user } = await renderAs(DEALER);
    await searchFor(user, '请输入证号', '浙杭食药监械经营许20180123号', 1);
    expect(cellOf('浙杭食药监械经营许20180123号', '效期状态')).toHaveTextContent('即将过期');
    expect(cellOf('浙杭食药监械经营许20180123号', '证照类型')).toHaveTextContent('企业证照');
    expect(cellOf('浙杭食药监械经营许20180123号', '存档状态')).toHaveTextContent('存档');
    // An archived certificate is renewed or stopped, never deleted.
    expect(rowLink('浙杭食药监械经营许20180123号', '换证')).not.toBeNull();
    expect(rowLink('浙杭食药监械经营许20180123号', '删除')).toBeNull();
    expect(rowLink('浙杭食药监械经营许20180123号', '存档')).toBeNull();

    await searchFor(user, '请输入证号', '粤卫消证字', 1);
    expect(cellOf('粤卫消证字(2019)第0032号', '效期状态')).toHaveTextContent('已过期');

    await user.clear(within(document.querySelector('form.ant-form-inline') as HTMLElement).getByPlaceholderText('请输入证号'));
    await user.click(within(document.querySelector('form.ant-form-inline') as HTMLElement).getByLabelText('效期状态'));
    const option = await waitFor(() => {
      const hit = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) => el.getAttribute('title') === '已过期');
      expect(hit).toBeDefined();
      return hit!;
    });
    await user.click(option);
    await user.click(buttonNamed('搜索'));
    await waitFor(() => expect(ctx.calls('GET', `${API}/list`).at(-1)?.query).toMatchObject({ stateFlag_equal: 'OVERDUE' }));
    await waitFor(() => expect(screen.queryByText('浙杭食药监械经营许20180123号')).toBeNull());
    expect(screen.getByText('粤卫消证字(2019)第0032号')).toBeInTheDocument();
    const flags = [...document.querySelectorAll('.ant-table-tbody .ant-tag')].map((el) => el.textContent);
    expect(flags).toContain('已过期');
    expect(flags).not.toContain('即将过期');
  });

  it('R4, R6: shows the fields of the chosen type with what archiving needs marked, refuses dates out of order before sending, saves a licence whose list row says what it still lacks, and refuses to archive it without its scan', async () => {
    const { user } = await renderAs(DEALER);
    await user.click(buttonNamed('新增'));
    await screen.findByRole('dialog');
    await chooseOption(user, '证照类型', '注册证');
    expect(formItem('注册证类型')).toBeInTheDocument();
    expect(() => formItem('证照子类')).toThrow();
    await chooseOption(user, '证照类型', '企业证照');
    expect(formItem('证照子类')).toBeInTheDocument();
    expect(() => formItem('注册证类型')).toThrow();
    expect(dialog().querySelector<HTMLInputElement>('input[type=file]')!.accept).toBe('.jpg,.jpeg,.png,.pdf');
    await chooseOption(user, '证照子类', '营业执照');
    await fill(user, field('请输入证照名称'), '营业执照（分公司）');
    await fill(user, field('请输入证号'), '91330106MA2H3D8X1K');
    expect(formItem('有效期至').querySelector('.ant-form-item-required')).not.toBeNull();
    expect(formItem('发证机关').querySelector('.ant-form-item-required')).toBeNull();
    const sentBefore = ctx.calls('POST', `${API}/submit`).length;
    await fill(user, field('请选择有效期起'), '2026-05-01');
    await user.keyboard('{Enter}');
    await fill(user, field('请选择有效期至'), '2026-04-01');
    await user.keyboard('{Enter}');
    await user.click(okButton());
    expect(await within(formItem('有效期至')).findByText('R4：有效期起（2026-05-01）不能晚于有效期至（2026-04-01）')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(sentBefore);
    await refill(user, field('请选择有效期至'), '2031-04-30');
    await user.keyboard('{Enter}');
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).at(-1)?.body).toMatchObject({
      certType: 'ENTERPRISE_CERTIFICATE',
      certSubType: 'BUSINESS_LICENSE',
      certName: '营业执照（分公司）',
      certNo: '91330106MA2H3D8X1K',
      longTerm: false,
      attachIds: [],
    });

    await searchFor(user, '请输入证号', '91330106MA2H3D8X1K', 1);
    // The register says what the draft lacks for archiving (R6): its scan.
    expect(cellOf('91330106MA2H3D8X1K', '存档状态')).toHaveTextContent('保存待补全 1');
    expect(cellOf('91330106MA2H3D8X1K', '持证企业')).toHaveTextContent('浙江康链医疗供应链有限公司');
    await user.click(rowLink('91330106MA2H3D8X1K', '存档')!);
    await user.click(await findButtonNamed('确定'));
    expect(await screen.findByText('R6：“营业执照（分公司）”存档前至少上传 1 个附件')).toBeInTheDocument();
    expect(cellOf('91330106MA2H3D8X1K', '存档状态')).toHaveTextContent('保存');
  });

  it("shows a certificate's scan in its view, and lists it in order when edited", async () => {
    const { access_token: token } = await signInAs(DEALER);
    const scan = await uploadThroughApi(token, '分公司营业执照.png', PNG);
    const no = `91330106MA2H${Date.now().toString().slice(-6)}`;
    await apiData('POST', `${API}/submit`, token, { body: { certType: 'ENTERPRISE_CERTIFICATE', certSubType: 'BUSINESS_LICENSE', certName: '营业执照', certNo: no, longTerm: true, validityStart: '2019-01-01', attachIds: [scan] } });
    const { user } = await renderAs(DEALER);
    await searchFor(user, '请输入证号', no, 1);
    expect(cellOf(no, '附件数')).toHaveTextContent('1');
    expect(cellOf(no, '有效期')).toHaveTextContent('2019-01-01 ~ 长期');
    await user.click(rowLink(no, '查看')!);
    const view = await screen.findByRole('dialog');
    const image = await within(view).findByAltText('分公司营业执照.png');
    expect(image.getAttribute('src')).toMatch(/^\/api\/blade-resource\/oss\/endpoint\/file\/200001\//);
    await user.click(within(view).getAllByRole('button', { name: spaced('关闭') }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(rowLink(no, '修改')!);
    await screen.findByRole('dialog');
    expect(await within(dialog()).findByText('分公司营业执照.png')).toBeInTheDocument();
  });

  it('enters an ID card with its number masked ever after, and shows who a power of attorney names', async () => {
    const { user } = await renderAs(DEALER);
    await user.click(buttonNamed('新增'));
    await screen.findByRole('dialog');
    await chooseOption(user, '证照类型', '身份证');
    expect(() => formItem('证号')).toThrow();
    const certName = `身份证（测试 ${Date.now().toString().slice(-6)}）`;
    await fill(user, field('请输入证照名称'), certName);
    await fill(user, field('请输入姓名'), '赵欣然');
    await chooseOption(user, '性别', '女');
    await fill(user, field('请输入身份证号'), '11010519491231002X');
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).at(-1)?.body).toMatchObject({ certType: 'ID_CARD', personName: '赵欣然', gender: 'FEMALE', idNumber: '11010519491231002X' });

    await screen.findByText(certName);
    await user.click(rowLink(certName, '查看')!);
    const view = await screen.findByRole('dialog');
    expect(await within(view).findByText('110***********002X')).toBeInTheDocument();
    expect(within(view).queryByText('11010519491231002X')).toBeNull();
    await user.click(within(view).getAllByRole('button', { name: spaced('关闭') }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await searchFor(user, '请输入证号', 'KL-WT-2025-011', 1);
    await user.click(rowLink('KL-WT-2025-011', '查看')!);
    const letter = await screen.findByRole('dialog');
    expect(await within(letter).findByText('王磊')).toBeInTheDocument();
    expect(within(letter).getByText('云州市第一人民医院')).toBeInTheDocument();
    expect(within(letter).getByText('销售、配送、跟台')).toBeInTheDocument();
  });
});

/** Set-up through the API: one scan uploaded as a browser would, multipart with the field `file`. */
async function uploadThroughApi(token: string, name: string, content: Uint8Array): Promise<string> {
  const boundary = `----beree${Date.now().toString(16)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head, 'utf8'), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8')]);
  const answer = await axios.post(`${API_BASE_URL}/blade-resource/oss/endpoint/put-file`, body, {
    adapter: 'http',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Basic ${Buffer.from('beree:beree_secret').toString('base64')}`, 'blade-auth': `bearer ${token}` },
  });
  return String(answer.data.data.attachId);
}
