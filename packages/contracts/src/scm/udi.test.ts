import { describe, expect, it } from 'vitest';
import { gs1Date, parseUdi, udiMatchesSku, udiPackagingLevel, udiProblemText, udiUnknownText } from './udi';

const GS = '\u001d';
const today = new Date(2025, 5, 1);
const read = (text: string) => parseUdi(text, { today });
const keys = (text: string) => read(text).problems.map((p) => `${p.key}${p.ai ? ` ${p.ai}` : ''}`);
const EXAMPLE = { di: '06945678901232', productionDate: '2024-03-15', expiryDate: '2027-03-14', batchNo: 'RH2403151', serialNo: null, unknownAis: [], problems: [] };

describe('parseUdi: the forms a UDI arrives in', () => {
  it('reads the human-readable form of domain model §6.2, spaces between elements and full-width parentheses allowed', () => {
    expect(read('(01)06945678901232(11)240315(17)270314(10)RH2403151')).toEqual(EXAMPLE);
    expect(read(' (01) 06945678901232 (11) 240315 (17) 270314 (10) RH2403151\r\n')).toEqual(EXAMPLE);
    expect(read('（01）06945678901232（11）240315（17）270314（10）RH2403151')).toEqual(EXAMPLE);
  });

  it('reads the raw form: fixed-length values run on, FNC1 (GS) ends a lot or serial that is not last', () => {
    expect(read('010694567890123211240315172703141' + '0RH2403151')).toEqual(EXAMPLE);
    expect(read(`0106945678901232${GS}10RH2403151${GS}21SN-0001${GS}17270314`)).toMatchObject({ batchNo: 'RH2403151', serialNo: 'SN-0001', expiryDate: '2027-03-14', problems: [] });
    // The separator is also shown as its visible stand-in, and may lead the data (FNC1 in first position).
    expect(read(`${GS}010694567890123210L1\u241d21S9`)).toMatchObject({ batchNo: 'L1', serialNo: 'S9', problems: [] });
  });

  it('drops the symbology identifier and whatever a scanner puts before it', () => {
    for (const prefix of [']C1', ']d2', ']Q3', '\u0002]d2', 'UDI:]C1']) {
      expect(read(`${prefix}0106945678901232172703141` + '0RH2403151'), prefix).toMatchObject({ di: '06945678901232', batchNo: 'RH2403151', problems: [] });
    }
    expect(read('扫码 (01)06945678901232(21)A7')).toMatchObject({ di: '06945678901232', serialNo: 'A7', problems: [] });
    expect(read('SCAN:0106945678901232')).toMatchObject({ di: '06945678901232', problems: [] });
  });

  it('takes a bare GTIN-14 as a DI alone', () => {
    expect(read('16945678901239')).toMatchObject({ di: '16945678901239', batchNo: null, expiryDate: null, problems: [] });
  });
});

describe('parseUdi: values', () => {
  it('day 00 is the last day of the month, leap years included', () => {
    expect(read('(01)06945678901232(17)280200(11)250400')).toMatchObject({ expiryDate: '2028-02-29', productionDate: '2025-04-30' });
    expect(read('(01)06945678901232(17)270200').expiryDate).toBe('2027-02-28');
  });

  it('puts a two-digit year within 49 years before and 50 after today (GS1 century rule)', () => {
    expect(gs1Date('750101', 2025)).toBe('2075-01-01');
    expect(gs1Date('760101', 2025)).toBe('1976-01-01');
    expect(gs1Date('990101', 2049)).toBe('2099-01-01');
    expect(gs1Date('000101', 2051)).toBe('2100-01-01');
    expect(gs1Date('990101', 2001)).toBe('1999-01-01');
    expect(gs1Date('250229', 2025)).toBeNull();
    expect(gs1Date('251301', 2025)).toBeNull();
  });

  it('names the AI and field of each bad value, and reads on past it', () => {
    expect(keys('(01)06945678901233(17)271301(10)RH2403151')).toEqual(['udi.di.checkDigit 01', 'udi.date.invalid 17']);
    expect(read('(01)06945678901233').problems[0].vars).toEqual({ value: '06945678901233', expected: 2 });
    expect(keys('(01)0694567890123(11)2403')).toEqual(['udi.ai.digits 01', 'udi.ai.digits 11']);
    expect(keys(`(01)06945678901232(10)${'L'.repeat(21)}(21)S N`)).toEqual(['udi.text.tooLong 10', 'udi.text.invalid 21']);
    expect(keys('(01)06945678901232(10)(10)A')).toEqual(['udi.text.empty 10', 'udi.ai.repeated 10']);
    // A separator cuts a fixed-length value short: its length is told, not the next AI misread.
    expect(keys(`0106945678901232170314${GS}10A`)).toEqual(['udi.ai.digits 17']);
  });

  it('reports unknown AIs by number and carries on; what cannot be read is told, never thrown', () => {
    const parsed = read(`(01)06945678901232(240)REF-88(30)12(10)L7`);
    expect(parsed).toMatchObject({ batchNo: 'L7', unknownAis: ['240', '30'], problems: [] });
    expect(read(`0106945678901232240REF-88${GS}3012${GS}10L7`)).toMatchObject({ batchNo: 'L7', unknownAis: ['240', '30'], problems: [] });
    expect(udiUnknownText(parsed, 'en')).toBe('Application identifiers not read: (240), (30)');
    expect(keys('')).toEqual(['udi.empty']);
    expect(keys(']d2')).toEqual(['udi.empty']);
    expect(keys('(10)L7')).toEqual(['udi.di.missing']);
    expect(keys('0106945678901232' + '5')).toEqual(['udi.unreadable']);
    expect(keys('0106945678901232' + '6699')).toEqual(['udi.unreadable']);
    expect(keys('(01)06945678901232(10')).toEqual(['udi.unreadable']);
    expect(() => parseUdi(undefined as unknown as string)).not.toThrow();
  });

  it('speaks the field in the clerk’s language', () => {
    const [problem] = read('(01)06945678901232(17)271301').problems;
    expect(udiProblemText(problem, 'zh')).toBe('(17) 失效日期“271301”不是有效日期（年月日 YYMMDD）');
    expect(udiProblemText(problem, 'en')).toBe('(17) expiry date “271301” is not a valid date (YYMMDD)');
  });
});

describe('R15: the UDI names the SKU', () => {
  const sku = { udiDi: '06945678901232', packagingLevels: [{ level: 2, udiDi: '16945678901239' }] };

  it('matches the DI at any packaging level, a GTIN-13 as its GTIN-14', () => {
    expect(udiPackagingLevel(read('(01)06945678901232'), sku)).toBe(1);
    expect(udiPackagingLevel(read('(01)16945678901239(10)L1'), sku)).toBe(2);
    expect(udiMatchesSku(read('(01)06945678901232'), { udiDi: '6945678901232' })).toBe(true);
  });

  it('R15: refuses another DI, and a UDI without one', () => {
    expect(udiMatchesSku(read('(01)06945678901249'), sku)).toBe(false);
    expect(udiMatchesSku(read('(10)L1'), sku)).toBe(false);
    expect(udiMatchesSku(read('(01)06945678901232'), { udiDi: null, packagingLevels: null })).toBe(false);
  });
});
