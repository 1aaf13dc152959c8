import { describe, expect, it } from 'vitest';
import { checkCertNo, normalizeCertNo, parseCertNo } from './cert-number';
import { certStateFlag, requiredCertFields, shanghaiToday } from './certificate';

const card = (certNo: string, registrationCertificateType: string, areaType?: string, managementLevel?: string) => ({ certNo, registrationCertificateType, areaType, managementLevel });
const fields = (issues: { field: string }[]) => issues.map((i) => i.field);

describe('registration and filing numbers (§6.1)', () => {
  it('normalises full-width brackets, digits and spaces', () => {
    expect(normalizeCertNo(' 浙卫消证字（2019）第００３２号 ')).toBe('浙卫消证字(2019)第0032号');
    expect(normalizeCertNo('国械注准 2023 3130456')).toBe('国械注准20233130456');
    expect(normalizeCertNo('国食药监械\u3000（准）字2012第3460123号')).toBe('国食药监械(准)字2012第3460123号');
  });

  it('reads each part of a registration number', () => {
    expect(parseCertNo('国械注准20233130456')).toEqual({ form: 'registration', national: true, kind: '准', year: 2023, level: 'THREELEVEL', category: '13', serial: '0456' });
    expect(parseCertNo('浙械注准20222140789')).toMatchObject({ national: false, kind: '准', level: 'SECONDLEVEL', category: '14' });
    expect(parseCertNo('国械注进20213030123')).toMatchObject({ kind: '进', level: 'THREELEVEL' });
    expect(parseCertNo('国械注许20222220045')).toMatchObject({ kind: '许', level: 'SECONDLEVEL' });
    expect(parseCertNo('国械注准20203400310')).toMatchObject({ category: '40', level: 'THREELEVEL' });
  });

  it('reads filings, pre-2014 numbers and disinfection licences', () => {
    expect(parseCertNo('苏苏械备20210123号')).toEqual({ form: 'filing', national: false, year: 2021, serial: '0123' });
    expect(parseCertNo('国械备20200456号')).toMatchObject({ form: 'filing', national: true });
    expect(parseCertNo('浙杭械备20200087号')).toMatchObject({ form: 'filing', national: false });
    expect(parseCertNo('粤食药监械(准)字2013第2660145号')).toMatchObject({ form: 'legacy', kind: '准', level: 'SECONDLEVEL', year: 2013 });
    expect(parseCertNo('国食药监械（进）字2012第3460123号')).toMatchObject({ form: 'legacy', kind: '进', level: 'THREELEVEL' });
    expect(parseCertNo('粤卫消证字(2019)第0032号')).toEqual({ form: 'disinfection', year: 2019, serial: '0032' });
  });

  it('refuses what is none of them', () => {
    for (const bad of ['国械注准2023313045', '沪械注准20233130456X', '国械注准20231130456', '美械注准20233130456', 'ABC123', '']) expect(parseCertNo(bad), bad).toBeNull();
  });
});

describe('R5: number consistent with type, origin and class (§5.1)', () => {
  it('accepts the well-formed card of every type', () => {
    expect(checkCertNo(card('国械注准20193140562', 'ZHUN_ZI_HAO', 'GC', 'THREELEVEL'))).toEqual([]);
    expect(checkCertNo(card('粤械注准20202140233', 'ZHUN_ZI_HAO', 'GC', 'SECONDLEVEL'))).toEqual([]);
    expect(checkCertNo(card('国械注进20203030612', 'JIN_ZI_HAO', 'JK', 'THREELEVEL'))).toEqual([]);
    expect(checkCertNo(card('国械注进20192400188', 'JIN_ZI_HAO', 'JK', 'SECONDLEVEL'))).toEqual([]);
    expect(checkCertNo(card('国械注许20202140033', 'XU_ZI_HAO', 'JK', 'SECONDLEVEL'))).toEqual([]);
    expect(checkCertNo(card('粤穗械备20210123号', 'BEI_ZI_HAO', 'GC', 'ONELEVEL'))).toEqual([]);
    expect(checkCertNo(card('国械备20200456号', 'BEI_ZI_HAO', 'JK', 'ONELEVEL'))).toEqual([]);
    expect(checkCertNo(card('粤卫消证字(2019)第0032号', 'XIAO_ZI_HAO', 'GC'))).toEqual([]);
    expect(checkCertNo(card('粤食药监械(准)字2013第2660145号', 'ZHUN_ZI_HAO', 'GC', 'SECONDLEVEL'))).toEqual([]);
    expect(checkCertNo(card('国药准字S20000001', 'OTHER', 'GC', 'THREELEVEL'))).toEqual([]);
  });

  it('refuses a number of another type, naming certNo', () => {
    expect(checkCertNo(card('国械注进20213030123', 'ZHUN_ZI_HAO', 'GC', 'THREELEVEL'))).toEqual([
      { field: 'certNo', key: 'cert.R5.format', vars: { certNo: '国械注进20213030123', type: 'ZHUN_ZI_HAO', example: '国械注准20233130456' } },
    ]);
    expect(fields(checkCertNo(card('国械注准20233130456', 'BEI_ZI_HAO', 'GC', 'ONELEVEL')))).toEqual(['certNo']);
    expect(fields(checkCertNo(card('苏苏械备20210123号', 'XIAO_ZI_HAO', 'GC')))).toEqual(['certNo']);
  });

  it('refuses a domestic Class II number issued nationally and a Class III one issued by a province', () => {
    expect(fields(checkCertNo(card('国械注准20222140789', 'ZHUN_ZI_HAO', 'GC', 'SECONDLEVEL')))).toEqual(['certNo']);
    expect(fields(checkCertNo(card('浙械注准20233130456', 'ZHUN_ZI_HAO', 'GC', 'THREELEVEL')))).toEqual(['certNo']);
    expect(fields(checkCertNo(card('浙械注进20213030123', 'JIN_ZI_HAO', 'JK', 'THREELEVEL')))).toEqual(['certNo']);
  });

  it('JIN_ZI_HAO and XU_ZI_HAO are imported, ZHUN_ZI_HAO domestic (areaType)', () => {
    expect(checkCertNo(card('国械注进20213030123', 'JIN_ZI_HAO', 'GC', 'THREELEVEL'))).toEqual([
      { field: 'areaType', key: 'cert.R5.areaType', vars: { certNo: '国械注进20213030123', type: 'JIN_ZI_HAO', expected: 'JK' } },
    ]);
    expect(fields(checkCertNo(card('国械注许20222220045', 'XU_ZI_HAO', 'GC', 'SECONDLEVEL')))).toEqual(['areaType']);
    expect(fields(checkCertNo(card('国械注准20233130456', 'ZHUN_ZI_HAO', 'JK', 'THREELEVEL')))).toEqual(['areaType']);
    expect(fields(checkCertNo(card('苏苏械备20210123号', 'BEI_ZI_HAO', 'JK', 'ONELEVEL')))).toEqual(['areaType']);
  });

  it('the class digit decides the managementLevel; a filing is Class I; a disinfection licence has none', () => {
    expect(checkCertNo(card('国械注准20233130456', 'ZHUN_ZI_HAO', 'GC', 'SECONDLEVEL'))).toEqual([
      { field: 'managementLevel', key: 'cert.R5.managementLevel', vars: { certNo: '国械注准20233130456', type: 'ZHUN_ZI_HAO', expected: 'THREELEVEL' } },
    ]);
    expect(fields(checkCertNo(card('国械注进20192400188', 'JIN_ZI_HAO', 'JK', 'THREELEVEL')))).toEqual(['managementLevel']);
    expect(fields(checkCertNo(card('浙杭械备20200087号', 'BEI_ZI_HAO', 'GC', 'SECONDLEVEL')))).toEqual(['managementLevel']);
    expect(fields(checkCertNo(card('浙卫消证字(2019)第0032号', 'XIAO_ZI_HAO', 'GC', 'ONELEVEL')))).toEqual(['managementLevel']);
  });

  it('leaves empty values to the archive check', () => {
    expect(checkCertNo({ certNo: null, registrationCertificateType: 'ZHUN_ZI_HAO' })).toEqual([]);
    expect(checkCertNo({ certNo: '国械注准20233130456', registrationCertificateType: null })).toEqual([]);
    expect(checkCertNo(card('国械注准20233130456', 'ZHUN_ZI_HAO'))).toEqual([]);
  });
});

describe('expiry flags (§3.5.1)', () => {
  const today = '2026-03-10';
  it('is valid on validityEnd, overdue the day after, expiring within warnDays', () => {
    expect(certStateFlag('2026-03-10', false, today, 30)).toBe('EXPIRING_SOON');
    expect(certStateFlag('2026-03-09', false, today, 30)).toBe('OVERDUE');
    expect(certStateFlag('2026-04-09', false, today, 30)).toBe('EXPIRING_SOON');
    expect(certStateFlag('2026-04-10', false, today, 30)).toBeNull();
    expect(certStateFlag(null, true, today, 30)).toBeNull();
    expect(certStateFlag('2020-01-01', true, today, 30)).toBeNull();
  });

  it('takes the day in Asia/Shanghai', () => {
    expect(shanghaiToday(new Date('2026-03-09T16:00:00Z'))).toBe('2026-03-10');
    expect(shanghaiToday(new Date('2026-03-09T15:59:59Z'))).toBe('2026-03-09');
  });

  it('asks a registration card for its registration fields before archiving', () => {
    expect(requiredCertFields({ certType: 'REGISTRATION_CARD', registrationCertificateType: 'ZHUN_ZI_HAO' })).toContain('managementLevel');
    expect(requiredCertFields({ certType: 'REGISTRATION_CARD', registrationCertificateType: 'XIAO_ZI_HAO' })).not.toContain('managementLevel');
    expect(requiredCertFields({ certType: 'ENTERPRISE_CERTIFICATE' })).toContain('certSubType');
  });
});
