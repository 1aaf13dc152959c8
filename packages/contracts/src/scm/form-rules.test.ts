import { describe, expect, it } from 'vitest';
import { message } from '../messages';
import { certArchiveFields, certR4Issues, certR6Issues } from './certificate-rules';
import { lineR14Issues } from './delivery-rules';
import { productR7Issues } from './product-rules';

/** The rules the server runs and the forms run before saving: every finding at once, each naming its field. */
describe('rules shared by the server and the forms', () => {
  it('R4: long-term with an end, end before start, a filing with an end, over five years — each named', () => {
    expect(certR4Issues({ certType: 'REGISTRATION_CARD', longTerm: true, validityStart: '2026-01-10', validityEnd: '2025-01-01', registrationCertificateType: 'BEI_ZI_HAO' }).map((i) => [i.field, i.key])).toEqual([
      ['validityEnd', 'cert.R4.longTermEnd'],
      ['validityEnd', 'cert.R4.order'],
      ['longTerm', 'cert.R4.filingLongTerm'],
    ]);
    const [tooLong] = certR4Issues({ certType: 'REGISTRATION_CARD', managementLevel: 'THREELEVEL', validityStart: '2024-02-29', validityEnd: '2029-03-03' });
    expect(message(tooLong.key, 'zh', tooLong.vars)).toBe('R4：二类、三类注册证的有效期不能超过 5 年（有效期起 2024-02-29，最晚至 2029-03-02）');
    expect(certR4Issues({ certType: 'REGISTRATION_CARD', managementLevel: 'THREELEVEL', validityStart: '2024-01-01', validityEnd: '2029-01-02' })).toEqual([]);
  });

  it('R6: a card lacking several fields names every one, and valid-until unless long-term', () => {
    const found = certR6Issues({ certType: 'REGISTRATION_CARD', certName: '髋关节', certNo: '国械注准20263130001', validityStart: '2026-01-01', registrationCertificateType: 'ZHUN_ZI_HAO' }, 'en');
    expect(found.map((i) => i.field)).toEqual(['subjectCompanyName', 'areaType', 'productType', 'registrantName', 'managementLevel', 'validityEnd']);
    expect(message(found[2].key, 'en', found[2].vars)).toBe('R6: fill in the product type before archiving');
    expect(certArchiveFields({ certType: 'REGISTRATION_CARD', longTerm: true })).not.toContain('validityEnd');
    expect(certArchiveFields({ certType: 'REGISTRATION_CARD' })).toContain('validityEnd');
  });

  it('R7: a card without a product type is named as the card’s gap, not as “must equal (--)”; a mismatch names both values', () => {
    const card = { certNo: '苏械注准20212020567', productType: null, managementLevel: 'SECONDLEVEL', areaType: 'GC' };
    const found = productR7Issues({ productType: 'YLQX', managementLevel: 'THREELEVEL', areaType: 'JK' }, card, 'zh');
    expect(found.map((i) => i.field)).toEqual(['productType', 'managementLevel', 'areaType']);
    expect(message(found[0].key, 'zh', found[0].vars)).toBe('R7：注册证“苏械注准20212020567”未填写产品类型，请先在注册证上补全');
    expect(message(found[1].key, 'zh', found[1].vars)).toBe('R7：管理类别（Ⅲ）应与注册证“苏械注准20212020567”一致（Ⅱ）');
    expect(productR7Issues({ productType: 'ZDSJ' }, null, 'zh').map((i) => i.field)).toEqual(['registrationCertId']);
    expect(productR7Issues({ productType: 'OTHER' }, null, 'zh')).toEqual([]);
  });

  it('R14: a line without lot and expiry, made after shipping, sterilization lapsed — every field of the line at once', () => {
    const found = lineR14Issues({ productName: '医用棉签', productionDate: '2026-12-01', sterilizationExpiry: '2026-11-01' }, 2, '2026-11-28');
    expect(found.map((i) => i.field)).toEqual(['lines.2.batchNo', 'lines.2.expiryDate', 'lines.2.productionDate', 'lines.2.sterilizationExpiry']);
    expect(message(found[1].key, 'zh', found[1].vars)).toBe('R14：第3行 “医用棉签”请填写失效日期');
    expect(lineR14Issues({ batchNo: 'L1', expiryDate: '2028-01-01', productionDate: '2026-01-01' }, 0, '2026-11-28')).toEqual([]);
  });
});
