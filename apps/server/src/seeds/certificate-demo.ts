import { and, eq } from 'drizzle-orm';
import { addDays, addYears, isResidentIdNumber, maskIdNumber, shanghaiToday } from '@beree/contracts';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { certificates, users } from '../core/db/schema';
import { encryptIdNumber, loadIdNumberKey } from '../modules/scm/certificate/id-number';

type Cert = Partial<typeof certificates.$inferInsert> & { certType: string; key?: string; agent?: string; idCard?: string; idNumber?: string };

/** An authorization's parties and hospitals (empty = all), level 1, every product of the grantor. */
const grant = (grantorTenantId: string, grantorName: string, granteeTenantId: string, granteeName: string, hospitals: string[]) => ({
  grantorTenantId,
  grantorName,
  granteeTenantId,
  granteeName,
  authorizationLevel: 1,
  authorizedHospitalIds: hospitals,
  authorizedProductIds: [],
  authorizedRegion: '浙江省',
});

/** A resident ID number made valid: the 17 digits given and the check character that fits them. */
const withCheckCharacter = (digits: string) => [...'0123456789X'].map((c) => digits + c).find(isResidentIdNumber)!;

/** A five-year registration that ends on `end`. */
const fiveYearsTo = (end: string) => ({ validityStart: addDays(addYears(end, -5), 1), validityEnd: end });
/** A certificate of `years` that ends on `end`. */
const yearsTo = (end: string, years: number) => ({ validityStart: addDays(addYears(end, -years), 1), validityEnd: end });

const RUIHE = '苏州瑞禾医疗器械有限公司';
const NMPA = '国家药品监督管理局';
const reg = (certNo: string, certName: string, level: string, extra: Partial<Cert> = {}): Cert => ({
  certType: 'REGISTRATION_CARD',
  certNo,
  certName,
  registrationCertificateType: 'ZHUN_ZI_HAO',
  managementLevel: level,
  areaType: 'GC',
  productType: 'YLQX',
  registrantName: RUIHE,
  subjectCompanyName: RUIHE,
  issuingAuthority: level === 'THREELEVEL' ? NMPA : '江苏省药品监督管理局',
  ...extra,
});

/**
 * The manufacturer's register (domain model §7.3): every flag relative to the seeding day T, the
 * renewal chain of 国械注准20193140562, a draft that cannot be archived yet and a stopped one.
 * Its registration cards warn 90 days ahead (its parameter), its other certificates 30.
 */
function manufacturer(T: string): Cert[] {
  const oldEnd = addDays(T, -10);
  return [
    { certType: 'ENTERPRISE_CERTIFICATE', certSubType: 'BUSINESS_LICENSE', certName: '营业执照', certNo: '91320594MA1XK7Q203', subjectCompanyName: RUIHE, issuingAuthority: '苏州工业园区市场监督管理局', validityStart: '2016-04-18', longTerm: true },
    { certType: 'ENTERPRISE_CERTIFICATE', certSubType: 'DEVICE_PRODUCTION_LICENSE', certName: '医疗器械生产许可证', certNo: '苏食药监械生产许20170012号', subjectCompanyName: RUIHE, issuingAuthority: '江苏省药品监督管理局', ...yearsTo(addDays(T, 200), 5) },
    // The renewal chain: the old card expired ten days ago and was replaced by its renewal (延续注册).
    { ...reg('国械注准20193140562', '一次性使用输液器 带针', 'THREELEVEL', fiveYearsTo(oldEnd)), archiveStatus: 'RENEWAL', key: 'old' } as Cert,
    { ...reg('国械注准20193140562', '一次性使用输液器 带针', 'THREELEVEL', fiveYearsTo(addDays(addYears(addDays(oldEnd, 1), 5), -1))), key: 'new' } as Cert,
    reg('国械注准20203140118', '一次性使用无菌注射器 带针', 'THREELEVEL', fiveYearsTo(addDays(T, 1500))),
    reg('国械注准20213140907', '一次性使用静脉留置针', 'THREELEVEL', fiveYearsTo(addDays(T, 15))),
    reg('国械注准20183140771', '中心静脉导管套件', 'THREELEVEL', fiveYearsTo(addDays(T, -400))),
    reg('苏械注准20212020567', '一次性使用腔镜直线切割吻合器', 'SECONDLEVEL', fiveYearsTo(addDays(T, 60))),
    { ...reg('国械注准20243140215', '一次性使用精密过滤输液器', 'THREELEVEL', { validityStart: addDays(T, -3) }), archiveStatus: 'SAVED', remark: '待上传注册证扫描件' },
    // R12: 瑞禾 authorizes 康链 for 云州市第一人民医院 (all its products); the grant to 和畅 is stopped.
    { certType: 'CERTIFICATE_AUTHORIZATION', certName: '产品授权书（浙江康链医疗供应链有限公司）', certNo: 'RH-SQ-2025-018', subjectCompanyName: RUIHE, ...yearsTo(addDays(T, 30), 1), ...grant('300001', RUIHE, '200001', KANGLIAN, ['100001']) },
    { certType: 'CERTIFICATE_AUTHORIZATION', certName: '产品授权书（云州和畅医疗器械有限公司）', certNo: 'RH-SQ-2025-021', subjectCompanyName: RUIHE, ...yearsTo(addDays(T, 200), 1), useFlag: 'STOP', remark: '合作暂停，授权停用', ...grant('300001', RUIHE, '200002', '云州和畅医疗器械有限公司', []) },
    { certType: 'CONTRACT', certName: '质量保证协议（云州市第一人民医院）', certNo: 'RH-ZB-2025-003', subjectCompanyName: RUIHE, ...yearsTo(addDays(T, 31), 1) },
    { certType: 'POWER_ATTORNEY', certName: '法人授权委托书（王芳）', certNo: 'RH-WT-2025-007', subjectCompanyName: RUIHE, ...yearsTo(addDays(T, -1), 1), agent: 'wangfang', scope: ['SALES'] } as Cert,
  ];
}

const KANGLIAN = '浙江康链医疗供应链有限公司';

/** The dealer's register: its own licences, copies of its makers' cards and papers, every flag at 30 days. */
function dealer(T: string): Cert[] {
  const imported = (certNo: string, certName: string, level: string, type: string, extra: Partial<Cert>): Cert =>
    reg(certNo, certName, level, { registrationCertificateType: type, areaType: 'JK', issuingAuthority: NMPA, ...extra });
  return [
    { certType: 'ENTERPRISE_CERTIFICATE', certSubType: 'BUSINESS_LICENSE', certName: '营业执照', certNo: '91330106MA2H3D8L0J', subjectCompanyName: KANGLIAN, issuingAuthority: '杭州市滨江区市场监督管理局', validityStart: '2017-09-01', longTerm: true },
    { certType: 'ENTERPRISE_CERTIFICATE', certSubType: 'DEVICE_OPERATING_LICENSE', certName: '第三类医疗器械经营许可证', certNo: '浙杭食药监械经营许20180123号', subjectCompanyName: KANGLIAN, issuingAuthority: '杭州市市场监督管理局', ...yearsTo(T, 5) },
    { certType: 'ENTERPRISE_CERTIFICATE', certSubType: 'DEVICE_OPERATING_FILING', certName: '第二类医疗器械经营备案凭证', certNo: '浙杭食药监械经营备20180456号', subjectCompanyName: KANGLIAN, issuingAuthority: '杭州市市场监督管理局', ...yearsTo(addDays(T, 1), 5) },
    { certType: 'CUSTOMER_ENTERPRISE_CERTIFICATE', certSubType: 'DEVICE_PRODUCTION_LICENSE', certName: '医疗器械生产许可证（瑞禾）', certNo: '苏食药监械生产许20170012号', subjectCompanyName: RUIHE, issuingAuthority: '江苏省药品监督管理局', ...yearsTo(addDays(T, 200), 5) },
    reg('国械注准20193140562', '一次性使用输液器 带针', 'THREELEVEL', fiveYearsTo(addDays(addYears(addDays(T, -9), 5), -1))),
    imported('国械注进20203030612', 'PTCA球囊扩张导管', 'THREELEVEL', 'JIN_ZI_HAO', { registrantName: 'Wiesen Medizintechnik GmbH', agentName: '上海博衡医疗器械有限公司', ...fiveYearsTo(addDays(T, 30)) }),
    imported('国械注进20183130245', '髋关节假体 生物型股骨柄', 'THREELEVEL', 'JIN_ZI_HAO', { registrantName: 'Wiesen Medizintechnik GmbH', agentName: '上海博衡医疗器械有限公司', ...fiveYearsTo(addDays(T, 31)) }),
    imported('国械注许20202140033', '一次性使用末梢采血针', 'SECONDLEVEL', 'XU_ZI_HAO', { registrantName: '台湾康泰医材股份有限公司', ...fiveYearsTo(addDays(T, 200)) }),
    reg('粤穗械备20210123号', '医用棉签', 'ONELEVEL', { registrationCertificateType: 'BEI_ZI_HAO', registrantName: '广州洁源卫生用品有限公司', subjectCompanyName: '广州洁源卫生用品有限公司', issuingAuthority: '广州市市场监督管理局', validityStart: '2021-03-15', longTerm: true }),
    reg('粤卫消证字(2019)第0032号', '复合碘皮肤消毒液', '', { registrationCertificateType: 'XIAO_ZI_HAO', managementLevel: null, productType: 'OTHER', registrantName: '广州洁源卫生用品有限公司', subjectCompanyName: '广州洁源卫生用品有限公司', issuingAuthority: '广东省卫生健康委员会', ...yearsTo(addDays(T, -1), 4) }),
    reg('粤食药监械(准)字2013第2660145号', '一次性使用导尿包', 'SECONDLEVEL', { registrationCertificateType: 'OTHER', registrantName: '广州洁源卫生用品有限公司', subjectCompanyName: '广州洁源卫生用品有限公司', issuingAuthority: '广东省食品药品监督管理局', validityStart: '2013-06-20', validityEnd: '2018-06-19', remark: '旧证，仅作历史' }),
    // The dealer's copy of the letter 瑞禾 keeps (the copy is on file; R12 reads the grantor's own).
    { certType: 'CERTIFICATE_AUTHORIZATION', certName: '瑞禾产品授权书', certNo: 'RH-SQ-2025-018', subjectCompanyName: RUIHE, ...yearsTo(addDays(T, 15), 1), ...grant('300001', RUIHE, '200001', KANGLIAN, ['100001']) },
    // R13: sales rep 王磊 (the dealer's administrator) for 云州市第一人民医院, with his ID card.
    { certType: 'POWER_ATTORNEY', certName: '法人授权委托书（王磊 → 云州市第一人民医院）', certNo: 'KL-WT-2025-011', subjectCompanyName: KANGLIAN, ...yearsTo(addDays(T, 10), 1), agent: 'admin', idCard: 'wanglei', targetHospitalTenantId: '100001', targetHospitalName: '云州市第一人民医院', scope: ['SALES', 'DELIVERY', 'SURGERY'] } as Cert,
    { certType: 'ID_CARD', certName: '身份证（王磊）', subjectCompanyName: KANGLIAN, issuingAuthority: '杭州市公安局滨江分局', validityStart: '2015-08-01', longTerm: true, personName: '王磊', gender: 'MALE', idNumber: withCheckCharacter('33010619850615123'), key: 'wanglei' } as Cert,
    { certType: 'CONTRACT', certName: '廉洁协议（云州市第一人民医院）', certNo: 'KL-LJ-2024-002', subjectCompanyName: KANGLIAN, ...yearsTo(addDays(T, 200), 2), useFlag: 'STOP', remark: '已签新版协议' },
    { ...reg('浙械注准20212400345', 'C反应蛋白测定试剂盒（免疫比浊法）', 'SECONDLEVEL', { productType: 'ZDSJ', registrantName: '杭州安析生物技术有限公司', subjectCompanyName: '杭州安析生物技术有限公司', validityStart: addDays(T, -20) }), archiveStatus: 'SAVED' },
    { ...reg('国械注进20203030612', 'PTCA球囊扩张导管（重复录入）', 'THREELEVEL', { registrationCertificateType: 'JIN_ZI_HAO', areaType: 'JK', registrantName: 'Wiesen Medizintechnik GmbH', ...fiveYearsTo(addDays(T, 30)) }), archiveStatus: 'SAVED', remark: '与已存档证号重复，不能存档' },
  ];
}

/**
 * Demo certificates of the manufacturer 300001 and the dealer 200001, dated from the seeding day
 * so that every flag shows. They carry no scans: seeding has no file storage.
 */
export async function seedCertificates(tx: Executor): Promise<void> {
  const T = shanghaiToday();
  const idKey = await loadIdNumberKey(tx);
  for (const [tenantId, certs] of [['300001', manufacturer(T)], ['200001', dealer(T)]] as const) {
    const ids = new Map<string, bigint>();
    // ID cards first, so that the powers of attorney can name them.
    const ordered = [...certs].sort((a, b) => Number(b.certType === 'ID_CARD') - Number(a.certType === 'ID_CARD'));
    for (const { key, agent, idCard, idNumber, ...cert } of ordered) {
      const id = nextId();
      if (key) ids.set(key, id);
      const archiveStatus = cert.archiveStatus ?? 'ARCHIVE';
      const [user] = agent ? await tx.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.account, agent))) : [];
      await tx.insert(certificates).values({
        ...cert,
        ...(user ? { agentUserId: user.id, agentPersonName: user.realName, agentMobile: user.phone } : {}),
        ...(idCard ? { agentIdCardCertId: ids.get(idCard) } : {}),
        ...(idNumber ? { idNumberEncrypted: encryptIdNumber(idKey, idNumber), idNumberMasked: maskIdNumber(idNumber) } : {}),
        id,
        tenantId,
        managementLevel: cert.managementLevel || null,
        archiveStatus,
        useFlag: cert.useFlag ?? 'USING',
        longTerm: cert.longTerm ?? false,
        archivedAt: archiveStatus === 'SAVED' ? null : new Date(),
      });
    }
    const [old, renewed] = [ids.get('old'), ids.get('new')];
    if (old && renewed) {
      await tx.update(certificates).set({ renewedById: renewed }).where(eq(certificates.id, old));
      await tx.update(certificates).set({ renewedFromId: old }).where(eq(certificates.id, renewed));
    }
  }
}
