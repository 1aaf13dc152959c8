import { describe, expect, it } from 'vitest';
import { toCsv } from './export';

describe('CSV export', () => {
  const columns = [
    { field: 'paramName', label: { zh: '名称', en: 'Name' } },
    { field: 'paramValue', label: { zh: '值', en: 'Value' } },
  ];

  it('quotes separators and quotes, and defuses spreadsheet formulas', () => {
    const csv = toCsv([{ paramName: 'a,"b"', paramValue: '=HYPERLINK("x")' }, { paramName: null, paramValue: '-1' }, { paramName: '-x', paramValue: '@y' }], columns, 'en');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['Name,Value', '"a,""b""","\'=HYPERLINK(""x"")"', ',-1', "'-x,'@y", '']);
  });

  it('writes ids and times as the wire does', () => {
    const csv = toCsv([{ paramName: 12345678901234567890n, paramValue: new Date('2026-01-02T03:04:05Z') }], columns, 'zh');
    const [, line] = csv.slice(1).split('\r\n');
    expect(line.split(',')[0]).toBe('12345678901234567890');
    expect(line.split(',')[1]).toMatch(/^2026-01-02 \d\d:04:05$/);
  });
});
