import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { hospitalDepartments, hospitalProfiles, hospitalSettings, receivingAddresses } from '../core/db/schema';

type Dept = [code: string, name: string, kind: string, hisCode: string, children?: Dept[]];

/** The demo hospitals' own master data (domain model §7.1); the credit codes carry valid check characters. */
const HOSPITALS = [
  {
    tenantId: '100001',
    profile: {
      hospitalName: '云州市第一人民医院', shortName: '云州一院', pinyinCode: 'YZSDYRMYY', hospitalCode: 'H330100001', platformHospitalCode: 'ZJ3301A0001',
      unifiedSocialCreditCode: '12330100470001234C', medicalInstitutionLicenseNo: 'PDY00001233010011A1001', grade: 'THREE_A', ownership: 'PUBLIC', bedCount: 2600,
      provinceCode: '330000', cityCode: '330100', districtCode: '330106', address: '云州市解放路 88 号',
    },
    settings: { certWarnDays: {} as Record<string, number>, enforceTwoInvoice: true, minRemainingShelfLifeDays: 180, settlementBasis: 'RECEIPT' },
    departments: [
      ['ZXK', '中心库', 'WAREHOUSE', 'K001'],
      ['GK', '骨科', 'CLINICAL', 'D0101', [['GK-JZ', '脊柱外科', 'CLINICAL', 'D010101'], ['GK-CS', '创伤骨科', 'CLINICAL', 'D010102']]],
      ['XNK', '心内科', 'CLINICAL', 'D0201'],
      ['JYK', '检验科', 'MEDTECH', 'Y0301'],
      ['SSS', '手术室', 'OR', 'S0401'],
    ] as Dept[],
    addresses: [
      { warehouseName: '中心库', address: '云州市解放路 88 号 门诊楼负一层中心库', receiver: '李婷', phone: '13905710002', isDefault: true },
      { warehouseName: '检验科试剂库', address: '云州市解放路 88 号 医技楼三层', receiver: '陈静', phone: '0571-88776601', isDefault: false },
    ],
  },
  {
    tenantId: '100002',
    profile: {
      hospitalName: '云州医科大学附属第二医院', shortName: '云医大附二院', pinyinCode: 'YZYKDXFSDEYY', hospitalCode: 'H330100002', platformHospitalCode: 'ZJ3301A0002',
      unifiedSocialCreditCode: '12330100470002345D', medicalInstitutionLicenseNo: 'PDY00002233010011A1002', grade: 'THREE_A', ownership: 'PUBLIC', bedCount: 3200,
      provinceCode: '330000', cityCode: '330100', districtCode: '330105', address: '云州市学院路 66 号',
    },
    settings: { certWarnDays: {} as Record<string, number>, enforceTwoInvoice: true, minRemainingShelfLifeDays: 180, settlementBasis: 'CONSUMPTION' },
    departments: [
      ['SPD', 'SPD 中心库', 'WAREHOUSE', 'K001'],
      ['SSS', '手术室', 'OR', 'S0101'],
      ['JYK', '检验科', 'MEDTECH', 'Y0201'],
    ] as Dept[],
    addresses: [{ warehouseName: 'SPD 中心库', address: '云州市学院路 66 号 后勤楼一层', receiver: '孙丽', phone: '0571-87001234', isDefault: true }],
  },
  {
    tenantId: '100003',
    profile: {
      hospitalName: '临江县人民医院', shortName: '临江县医院', pinyinCode: 'LJXRMYY', hospitalCode: 'H330122001', platformHospitalCode: 'ZJ3301B0003',
      unifiedSocialCreditCode: '12330122470003456A', medicalInstitutionLicenseNo: 'PDY00003233012211A1003', grade: 'TWO_A', ownership: 'PUBLIC', bedCount: 600,
      provinceCode: '330000', cityCode: '330100', districtCode: '330122', address: '临江县人民路 12 号',
    },
    settings: { certWarnDays: {} as Record<string, number>, enforceTwoInvoice: true, minRemainingShelfLifeDays: 180, settlementBasis: 'RECEIPT' },
    departments: [
      ['SBK', '设备科库房', 'WAREHOUSE', 'K001'],
      ['WK', '外科', 'CLINICAL', 'D0101'],
    ] as Dept[],
    addresses: [{ warehouseName: '设备科库房', address: '临江县人民路 12 号 综合楼一层', receiver: '何军', phone: '0571-64001234', isDefault: true }],
  },
];

/** Profiles, settings, department trees and receiving addresses of the three demo hospitals. */
export async function seedHospitalMasterData(tx: Executor): Promise<void> {
  for (const h of HOSPITALS) {
    const { tenantId } = h;
    await tx.insert(hospitalProfiles).values({ id: nextId(), tenantId, ...h.profile });
    await tx.insert(hospitalSettings).values({ id: nextId(), tenantId, ...h.settings });
    const insertDepts = async (list: Dept[], parentId: bigint) => {
      for (const [index, [code, name, kind, hisCode, children]] of list.entries()) {
        const id = nextId();
        await tx.insert(hospitalDepartments).values({ id, tenantId, parentId, code, name, kind, hisCode, sort: index + 1 });
        if (children) await insertDepts(children, id);
      }
    };
    await insertDepts(h.departments, 0n);
    for (const a of h.addresses) await tx.insert(receivingAddresses).values({ id: nextId(), tenantId, ...a });
  }
}
