import { hashPassword, md5Hex } from '../core/auth/passwords';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { companies, companyRegistrations } from '../core/db/schema';

const day = 24 * 3600 * 1000;

/** The demo suppliers' company records (domain model §7.1); the credit codes are invented but valid. */
const COMPANIES = [
  {
    tenantId: '200001', companyName: '浙江康链医疗供应链有限公司', shortName: '康链医疗', companyTypes: 'INLAND_DEALER', unifiedSocialCreditCode: '91330108MA27Y4KL3D',
    legalRepresentative: '王建国', enterpriseLeader: '王磊', qualityManager: '赵欣然', registeredCapital: '5000.00', provinceCode: '330000', cityCode: '330100', districtCode: '330108',
    registeredAddress: '杭州市滨江区江南大道 1000 号', warehouseAddress: '杭州市滨江区物联网街 88 号 3 号库', contactName: '王磊', contactPhone: '0571-86001234', email: 'service@kanglian.example.cn',
    taxpayerType: 'GENERAL', bankName: '中国工商银行杭州滨江支行', bankAccount: '1202 0210 0900 1234 567',
  },
  {
    tenantId: '200002', companyName: '云州和畅医疗器械有限公司', shortName: '和畅医疗', companyTypes: 'INLAND_DEALER', unifiedSocialCreditCode: '91330100MA2CF7H95P',
    legalRepresentative: '刘洋', enterpriseLeader: '刘洋', qualityManager: '陈静', registeredCapital: '500.00', provinceCode: '330000', cityCode: '330100', districtCode: '330102',
    registeredAddress: '云州市建设路 21 号', warehouseAddress: '云州市建设路 21 号一楼', contactName: '刘洋', contactPhone: '0571-85001234', taxpayerType: 'SMALL_SCALE',
  },
  {
    tenantId: '300001', companyName: '苏州瑞禾医疗器械有限公司', shortName: '瑞禾医疗', companyTypes: 'INLAND_MANUFACTRUE', unifiedSocialCreditCode: '91320594MA1XK7Q203',
    legalRepresentative: '陈国华', enterpriseLeader: '陈志强', qualityManager: '王芳', registeredCapital: '12000.00', provinceCode: '320000', cityCode: '320500', districtCode: '320594',
    registeredAddress: '苏州工业园区星湖街 218 号', warehouseAddress: '苏州工业园区星湖街 218 号 B 栋', contactName: '陈志强', contactPhone: '0512-62881234', email: 'chenzq@ruihe.example.cn',
    taxpayerType: 'GENERAL', bankName: '中国银行苏州工业园区支行', bankAccount: '5406 5822 1234',
  },
];

/** Registrations waiting in the platform's queue: one to review, one rejected with its reason. */
const REGISTRATIONS = [
  {
    companyName: '杭州安析生物技术有限公司', shortName: '安析生物', companyTypes: 'INLAND_MANUFACTRUE,INLAND_DEALER', unifiedSocialCreditCode: '91330106MA2H3D8L0J',
    legalRepresentative: '林安', registeredAddress: '杭州市西湖区文三路 90 号', contactName: '林晓', contactPhone: '13857100031', registrationStatus: 'SUBMITTED',
    adminName: '林晓', adminMobile: '13857100031', adminAccount: 'linxiao', ago: 1,
  },
  {
    companyName: '维森医疗器械（德国）有限公司上海代表处', shortName: '维森上海', companyTypes: 'FOREIGN_OFFICE', unifiedSocialCreditCode: '91310115MA1K4N6W00',
    legalRepresentative: 'Anna Wiesen', registeredAddress: '上海市浦东新区世纪大道 100 号', contactName: '许婧', contactPhone: '13916200041', countryCode: 'DE', foreignParentName: 'Wiesen Medizintechnik GmbH',
    registrationStatus: 'REJECTED', rejectReason: '营业执照（代表机构登记证）图片不清晰，请重新上传', adminName: '许婧', adminMobile: '13916200041', adminAccount: 'xujing', ago: 5,
  },
];

/** Company records of the demo suppliers and a living review queue for the platform. */
export async function seedCompanyDemo(tx: Executor): Promise<void> {
  for (const c of COMPANIES) await tx.insert(companies).values({ id: nextId(), ...c, registrationStatus: 'APPROVED' });
  const passwordHash = await hashPassword(md5Hex('Demo@2024'));
  for (const { ago, ...r } of REGISTRATIONS) {
    const at = new Date(Date.now() - ago * day);
    await tx.insert(companyRegistrations).values({
      id: nextId(),
      tenantId: '000000',
      ...r,
      adminPasswordHash: passwordHash,
      reviewedAt: r.registrationStatus === 'REJECTED' ? new Date(at.getTime() + day) : null,
      reviewerName: r.registrationStatus === 'REJECTED' ? 'admin' : null,
      createTime: at,
      updateTime: at,
    });
  }
}
